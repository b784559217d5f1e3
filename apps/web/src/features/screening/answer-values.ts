import { YES_NO_LABELS, type YesNoAnswer } from '@mp/domain';
import type { ScreeningAnswer, ScreeningQuestion } from './documents';

const yesNo = (v: string) => YES_NO_LABELS[v as YesNoAnswer] ?? v;
const number = (v: number | string) => Number(v).toLocaleString('en-GB', { maximumFractionDigits: 2 });

/** An answer as the team (or the applicant) reads it: Yes or No, a number, the option, the text; null when a text was left empty. */
export function answerText(answer: { value: string | null; question: Pick<ScreeningAnswer['question'], 'kind'> }): string | null {
  const { value, question } = answer;
  if (value === null) return null;
  if (question.kind === 'YES_NO') return yesNo(value);
  if (question.kind === 'NUMBER') return number(value);
  return value;
}

/** What meets a question, for the team ('Needs Yes', 'At least 3', 'Acceptable: Remote'); null when it asks for nothing in particular. */
export function criterionText(q: Pick<ScreeningQuestion, 'kind' | 'must_have' | 'required_answer' | 'minimum' | 'accepted_options'>): string | null {
  switch (q.kind) {
    case 'YES_NO':
      return q.required_answer ? `${q.must_have ? 'Needs' : 'Preferred'}: ${yesNo(q.required_answer)}` : null;
    case 'NUMBER':
      return q.minimum === null ? null : `${q.must_have ? 'Needs at least' : 'Preferred: at least'} ${number(q.minimum)}`;
    case 'CHOICE':
      return q.accepted_options.length === 0 ? null : `${q.must_have ? 'Acceptable' : 'Preferred'}: ${q.accepted_options.join(', ')}`;
    case 'TEXT':
      return q.must_have ? 'Needs an answer' : null;
  }
}

export type AnswerMark = 'misses' | 'meets' | 'other' | 'preferred' | null;

/** What marking an answer needs of it. */
interface Marked {
  meets: boolean | null;
  question: { must_have: boolean };
}

/**
 * The mark beside an answer: a missed must-have ('misses', the one to see at a glance), a met one ('meets'), an answer
 * other than the one preferred ('other') or the preferred one ('preferred'); none when the question asks for nothing.
 */
export function markOf(answer: Marked): AnswerMark {
  if (answer.meets === null) return null;
  if (answer.question.must_have) return answer.meets ? 'meets' : 'misses';
  return answer.meets ? 'preferred' : 'other';
}

/** Whether any of an application's answers misses a must-have. */
export const missesMustHave = (answers: readonly Marked[]) => answers.some((a) => markOf(a) === 'misses');
