import { SCREENING_MSG, screeningAnswerRule, type AskedQuestion } from '@mp/domain';

/** A question of the apply step, as the seeker reads it. */
export interface AskedWithId extends AskedQuestion {
  id: string;
}

/** What the apply step sends: one answer per question, in the post's order. */
export interface AnswerInput {
  questionId: string;
  value: string | null;
}

/** The answers as typed, by question id ('' or absent: not answered). */
export type TypedAnswers = Readonly<Record<string, string>>;

export type AnswersCheck = { ok: true; answers: AnswerInput[] } | { ok: false; errors: Record<string, string> };

/** Each answer checked by the shared rule of its question: the answers to send, or a message by question id. */
export function checkAnswers(questions: readonly AskedWithId[], typed: TypedAnswers): AnswersCheck {
  const errors: Record<string, string> = {};
  const answers: AnswerInput[] = [];
  for (const q of questions) {
    const parsed = screeningAnswerRule(q).safeParse(typed[q.id] ?? null);
    if (parsed.success) answers.push({ questionId: q.id, value: parsed.data });
    else errors[q.id] = parsed.error.issues[0]?.message ?? SCREENING_MSG.answer;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers };
}

/**
 * applyToOpportunity's field messages about the answers: by question id (`answers.<id>`), and the one about the
 * questions as a whole (`answers`: they changed since the page was read, or an answer to no question of the post).
 */
export function answerErrorsOf(fields: Readonly<Record<string, string>>): { byQuestion: Record<string, string>; whole: string | null } {
  const byQuestion: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const m = /^answers\.(.+)$/.exec(path);
    if (m) byQuestion[m[1]!] = message;
  }
  return { byQuestion, whole: fields.answers ?? null };
}
