import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { applications, opportunityScreenings, screeningAnswers, screeningQuestions, type ScreeningQuestionRow } from '../../db/schema/index.js';

/** A question as it was asked: a row of one version, never changed. */
export type QuestionRecord = Omit<ScreeningQuestionRow, 'version_id'>;

/** A post's screening now: its current questions (none when version_id is null) and its auto-decline switch. */
export interface ScreeningRecord {
  opportunity_id: number;
  version_id: number | null;
  auto_decline: boolean;
  /** When the questions or the switch last changed; null: never set. */
  updated_at: Date | null;
  questions: QuestionRecord[];
}

export interface AnswerRecord {
  question: QuestionRecord;
  value: string | null;
  meets: boolean | null;
}

/** What the posting team reads of one application's screening. */
export interface ApplicationScreeningRecord {
  meets_must_haves: boolean;
  auto_decline_at: Date | null;
  /** In the order they were asked; none when the post asked no questions then. */
  answers: AnswerRecord[];
}

const { version_id: _version, ...questionColumns } = getTableColumns(screeningQuestions);

const none = (opportunityId: number): ScreeningRecord => ({ opportunity_id: opportunityId, version_id: null, auto_decline: false, updated_at: null, questions: [] });

/** The current screening of each post, in the order asked (one statement, whatever the number of posts). */
export async function screeningsOf(db: Db | Tx, opportunityIds: readonly number[]): Promise<ScreeningRecord[]> {
  if (opportunityIds.length === 0) return [];
  const rows = await db
    .select({
      opportunity_id: opportunityScreenings.opportunity_id,
      version_id: opportunityScreenings.version_id,
      auto_decline: opportunityScreenings.auto_decline,
      updated_at: opportunityScreenings.updated_at,
      question: questionColumns,
    })
    .from(opportunityScreenings)
    .leftJoin(screeningQuestions, eq(screeningQuestions.version_id, opportunityScreenings.version_id))
    .where(inArray(opportunityScreenings.opportunity_id, [...opportunityIds]))
    .orderBy(asc(screeningQuestions.position));
  const byPost = new Map<number, ScreeningRecord>();
  for (const { question, ...row } of rows) {
    const record = byPost.get(row.opportunity_id) ?? { ...row, questions: [] };
    if (question) record.questions.push(question);
    byPost.set(row.opportunity_id, record);
  }
  return opportunityIds.map((id) => byPost.get(id) ?? none(id));
}

/** Each application's screening as the posting team reads it (one statement). The caller has checked the team may read them. */
export async function applicationScreeningsOf(db: Db, applicationIds: readonly number[]): Promise<ApplicationScreeningRecord[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      application_id: applications.id,
      meets_must_haves: applications.meets_must_haves,
      auto_decline_at: applications.auto_decline_at,
      value: screeningAnswers.value,
      meets: screeningAnswers.meets,
      question: questionColumns,
    })
    .from(applications)
    .leftJoin(screeningAnswers, eq(screeningAnswers.application_id, applications.id))
    .leftJoin(screeningQuestions, eq(screeningQuestions.id, screeningAnswers.question_id))
    .where(inArray(applications.id, [...applicationIds]))
    .orderBy(asc(screeningQuestions.position));
  const byApplication = new Map<number, ApplicationScreeningRecord>();
  for (const r of rows) {
    const record = byApplication.get(r.application_id) ?? { meets_must_haves: r.meets_must_haves, auto_decline_at: r.auto_decline_at, answers: [] };
    if (r.question) record.answers.push({ question: r.question, value: r.value, meets: r.meets });
    byApplication.set(r.application_id, record);
  }
  return applicationIds.map((id) => byApplication.get(id) ?? { meets_must_haves: true, auto_decline_at: null, answers: [] });
}
