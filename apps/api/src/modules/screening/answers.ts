import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { answerMeets, AUTO_DECLINE_HOURS, SCREENING_MSG as M, screeningAnswerRule, screeningAnswersRule } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { screeningAnswers, screeningQuestions, screeningVersions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { screeningsOf } from './queries.js';

/** What an application records of its screening: its columns, and the answers written after it. */
export interface ScreeningOnApply {
  columns: { screening_version_id: number | null; meets_must_haves: boolean; auto_decline_at: SQL | null };
  answers: { question_id: number; value: string | null; meets: boolean | null }[];
}

const refuse = (fields: Record<string, string>) => new AppError('BAD_USER_INPUT', Object.values(fields)[0]!, fields);

/** An id as sent, or null when it cannot be one. */
const idOf = (v: string | number) => {
  const n = typeof v === 'number' ? v : /^\s*[1-9]\d{0,9}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/**
 * The apply step's answers, checked against the post's current questions inside the application's transaction (the
 * post is share-locked, so its questions cannot change meanwhile). Each question is answered once with its kind's
 * rule (a text question that is not a must-have may be left empty); an answer to anything else is refused, with
 * words that say the questions changed when it was one of this post's earlier questions. Field messages are keyed
 * `answers.<questionId>`, or `answers` for one that is not a question of the post. A post without questions takes
 * no answers and applies as before. The application is due to be declined when the post declines misses and a
 * must-have is missed.
 */
export async function screeningOnApplyTx(tx: Tx, opportunityId: number, input: unknown): Promise<ScreeningOnApply> {
  const given = AppError.parse(screeningAnswersRule, input, 'answers');
  const [screening] = await screeningsOf(tx, [opportunityId]);
  const { questions, auto_decline } = screening!;
  const byId = new Map<number, string | null | undefined>();
  const fields: Record<string, string> = {};
  const strangers: number[] = [];
  for (const answer of given) {
    const id = idOf(answer.questionId);
    if (id === null || !questions.some((q) => q.id === id)) {
      if (id !== null) strangers.push(id);
      fields.answers ??= M.notOnPost;
    } else if (byId.has(id)) fields[`answers.${id}`] = M.answeredTwice;
    else byId.set(id, answer.value);
  }
  if (strangers.length > 0 && (await wereQuestionsOf(tx, opportunityId, strangers))) fields.answers = M.changed;
  const answers: ScreeningOnApply['answers'] = [];
  for (const q of questions) {
    const parsed = screeningAnswerRule(q).safeParse(byId.get(q.id));
    if (!parsed.success) fields[`answers.${q.id}`] ??= parsed.error.issues[0]!.message;
    else answers.push({ question_id: q.id, value: parsed.data, meets: answerMeets(q, parsed.data) });
  }
  if (Object.keys(fields).length > 0) throw refuse(fields);
  const meets = questions.every((q, i) => !q.must_have || answers[i]!.meets === true);
  return {
    columns: {
      screening_version_id: screening!.version_id,
      meets_must_haves: meets,
      auto_decline_at: auto_decline && !meets ? sql`now() + make_interval(hours => ${AUTO_DECLINE_HOURS})` : null,
    },
    answers,
  };
}

/** Whether these question ids were asked by an earlier version of this post (the seeker read the questions before a change). */
async function wereQuestionsOf(tx: Tx, opportunityId: number, questionIds: number[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: screeningQuestions.id })
    .from(screeningQuestions)
    .innerJoin(screeningVersions, eq(screeningVersions.id, screeningQuestions.version_id))
    .where(and(inArray(screeningQuestions.id, questionIds), eq(screeningVersions.opportunity_id, opportunityId)))
    .limit(1);
  return Boolean(row);
}

/** The answers, written in the application's transaction right after it. */
export async function saveAnswersTx(tx: Tx, applicationId: number, screening: ScreeningOnApply): Promise<void> {
  if (screening.answers.length === 0) return;
  await tx.insert(screeningAnswers).values(screening.answers.map((a) => ({ ...a, application_id: applicationId })));
}
