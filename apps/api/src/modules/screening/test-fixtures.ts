import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications, experiences, freelancerPreferences, resumes, screeningVersions, userGenres, userSkills, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/secrets.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { ADD } from '../opportunities/test-documents.js';
import { jobInput, type ReferenceIds } from '../opportunities/test-fixtures.js';

/** The GraphQL documents of screening questions, as the web pages will send them. */
export const QUESTION_FIELDS = 'id position kind text must_have required_answer minimum options accepted_options';
export const SET = `mutation($id: ID!, $questions: [ScreeningQuestionInput!]!, $autoDecline: Boolean!) {
  setScreeningQuestions(opportunityId: $id, questions: $questions, autoDecline: $autoDecline) {
    version_id auto_decline updated_at questions { ${QUESTION_FIELDS} } } }`;
export const POST_SCREENING = `query($id: ID!) { opportunity(id: $id) { id screening { version_id auto_decline questions { ${QUESTION_FIELDS} } } } }`;
export const SEEKER_SCREENING = `query($id: ID!) { seekerOpportunity(id: $id) { screening { auto_decline questions { id kind text must_have options } } } }`;
export const APPLY = `mutation($id: ID!, $answers: [ScreeningAnswerInput!], $key: String) {
  applyToOpportunity(id: $id, answers: $answers, idempotencyKey: $key) { application { id } } }`;
export const ANSWER_FIELDS = `value meets question { id kind text must_have minimum required_answer accepted_options }`;
export const PIPELINE_ANSWERS = `query($id: ID!) { applicationPipeline(id: $id) { meets_must_haves auto_decline_at screening_answers { ${ANSWER_FIELDS} } } }`;

/** A post asking one of each kind: three must-haves (yes, 3 years or more, Remote) and a text question. */
export const FOUR_QUESTIONS = [
  { kind: 'YES_NO', text: 'Do you have the right to work in the UK?', must_have: true, required_answer: 'YES' },
  { kind: 'NUMBER', text: 'Years of motion design?', must_have: true, minimum: 3 },
  { kind: 'CHOICE', text: 'Where would you work?', must_have: true, options: ['Remote', 'Leeds studio'], accepted_options: ['Remote'] },
  { kind: 'TEXT', text: 'A title sequence you admire?' },
];

export type Res = { data: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
export const codeOf = (res: Res) => res.errors?.[0]?.extensions.code;
export const fieldsOf = (res: Res) => res.errors?.[0]?.extensions.fields;

let seq = 0;

/** A signed-in freelancer whose profile is complete (they may apply). */
export async function seeker(t: TestApp, ref: ReferenceIds, values: Partial<typeof users.$inferInsert> = {}) {
  const db = t.deps.db;
  const email = `seeker-${++seq}-${randomUUID().slice(0, 6)}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      email, password_hash: await hashPassword(DEMO_PASSWORD), type: 'FREELANCER', status: 'ACTIVE', first_name: 'Sam', last_name: `Seeker${seq}`,
      phone: '+44 113 496 0000', address_1: '1 Test Street', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 4AP', country: 'GB', bio: 'Motion designer',
      ...values,
    })
    .returning({ id: users.id });
  const me = { id: row!.id, token: await t.login(email) };
  await db.insert(freelancerPreferences).values({ user_id: me.id, job_type: 'FREELANCE', working_hours: 'FULLTIME' });
  await db.insert(userGenres).values({ user_id: me.id, genre_id: ref.design.genres[0]! });
  await db.insert(userSkills).values({ user_id: me.id, skill_id: ref.design.skills[0]!, is_top: true });
  await db.insert(experiences).values({ user_id: me.id, title: 'Designer', company: 'BBC', description: 'Titles', started_on: '2020-01-01' });
  await db.insert(resumes).values({ user_id: me.id, storage_key: `cv-${randomUUID()}`, file_name: 'cv.pdf', content_type: 'application/pdf', size: 100 });
  return { ...me, email };
}

/** A new published job of the team (the token's), asking these questions. */
export async function postWithQuestions(t: TestApp, ref: ReferenceIds, token: string, questions: object[], opts: { autoDecline?: boolean; extra?: object } = {}) {
  const added = await t.gql(ADD, { input: jobInput(ref, { title: `Motion designer ${++seq}`, ...opts.extra }) }, token);
  if (added.errors) throw new Error(JSON.stringify(added.errors));
  const id = added.data.addOpportunity.id as string;
  if (questions.length > 0) {
    const set = await t.gql(SET, { id, questions, autoDecline: opts.autoDecline ?? false }, token);
    if (set.errors) throw new Error(JSON.stringify(set.errors));
    return { id, questions: set.data.setScreeningQuestions.questions as { id: string; kind: string }[] };
  }
  return { id, questions: [] as { id: string; kind: string }[] };
}

/** Answers to FOUR_QUESTIONS, by kind (the must-haves met unless changed). */
export function answersTo(questions: { id: string; kind: string }[], values: Partial<Record<string, string | null>> = {}) {
  const given: Record<string, string | null> = { YES_NO: 'YES', NUMBER: '4', CHOICE: 'Remote', TEXT: 'Se7en', ...values };
  return questions.map((q) => ({ questionId: q.id, value: given[q.kind] ?? null }));
}

export const applicationOf = async (t: TestApp, opportunityId: string, userId: number) =>
  (await t.deps.db.select().from(applications).where(eq(applications.user_id, userId))).find((a) => a.opportunity_id === Number(opportunityId));

export const versionsOf = (t: TestApp, opportunityId: string) =>
  t.deps.db.select().from(screeningVersions).where(eq(screeningVersions.opportunity_id, Number(opportunityId)));
