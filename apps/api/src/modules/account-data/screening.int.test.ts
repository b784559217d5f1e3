import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { applications, screeningAnswers, throttles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { answersTo, APPLY, FOUR_QUESTIONS, postWithQuestions, seeker, SET } from '../screening/test-fixtures.js';
import { DEMO_PASSWORD, download, readExport } from './test-fixtures.js';

/**
 * Screening answers in 'Your data' (decision 0062): each application holds the applicant's answers with the questions
 * as they were asked (a later edit changes nothing), their kind, the must-haves and a list's options, never what meets
 * one; nobody else's download holds them. Erasing the applicant takes the answers with the applications.
 */
const DELETE = 'mutation($password: String!) { deleteMyAccount(password: $password) }';

let t: TestApp;
let ref: ReferenceIds;
let employer: string;

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 10);
  employer = await t.login('employer@demo.test');
});
afterAll(async () => t.close());

const exported = async (token: string) => {
  await t.deps.db.delete(throttles);
  return readExport((await download(t, token)).rawPayload);
};

describe('the download', () => {
  it("holds each application's answers as asked, with the must-haves and none of what meets them; another's holds none", async () => {
    const asked = await postWithQuestions(t, ref, employer, FOUR_QUESTIONS);
    const plain = await postWithQuestions(t, ref, employer, []);
    const me = await seeker(t, ref);
    expect((await t.gql(APPLY, { id: asked.id, answers: answersTo(asked.questions, { NUMBER: '2', TEXT: 'The Shining' }) }, me.token)).errors).toBeUndefined();
    expect((await t.gql(APPLY, { id: plain.id }, me.token)).errors).toBeUndefined();
    // The employer rewrites the questions afterwards: the answers keep the words they were asked in.
    expect((await t.gql(SET, { id: asked.id, questions: [{ kind: 'TEXT', text: 'Your favourite typeface?' }], autoDecline: false }, employer)).errors).toBeUndefined();

    const { data, json } = await exported(me.token);
    const [second, first] = data.applications;
    expect(second.screening_answers).toEqual([]);
    expect(first.screening_answers).toEqual([
      { question: 'Do you have the right to work in the UK?', kind: 'Yes or no', must_have: true, answer: 'YES' },
      { question: 'Years of motion design?', kind: 'Number', must_have: true, answer: '2' },
      { question: 'Where would you work?', kind: 'One of a list', must_have: true, options: ['Remote', 'Leeds studio'], answer: 'Remote' },
      { question: 'A title sequence you admire?', kind: 'Short text', must_have: false, answer: 'The Shining' },
    ]);
    expect(json).not.toMatch(/"meets"|accepted_options|required_answer|"minimum"|Your favourite typeface/);

    const other = await seeker(t, ref);
    expect((await t.gql(APPLY, { id: plain.id }, other.token)).errors).toBeUndefined();
    const theirs = await exported(other.token);
    expect(theirs.data.applications).toEqual([expect.objectContaining({ screening_answers: [] })]);
    expect(theirs.json).not.toMatch(/The Shining|right to work/);
  });
});

describe('erasure', () => {
  it("takes the applicant's answers with their applications; another applicant's stay", async () => {
    const post = await postWithQuestions(t, ref, employer, FOUR_QUESTIONS);
    const me = await seeker(t, ref);
    const them = await seeker(t, ref);
    for (const who of [me, them]) expect((await t.gql(APPLY, { id: post.id, answers: answersTo(post.questions) }, who.token)).errors).toBeUndefined();
    const [mine] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, me.id));
    const [theirs] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, them.id));
    expect(await t.deps.db.$count(screeningAnswers, eq(screeningAnswers.application_id, mine!.id))).toBe(4);

    await t.deps.db.delete(throttles);
    expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, me.token)).errors).toBeUndefined();

    expect(await t.deps.db.$count(applications, eq(applications.id, mine!.id))).toBe(0);
    expect(await t.deps.db.$count(screeningAnswers, inArray(screeningAnswers.application_id, [mine!.id]))).toBe(0);
    expect(await t.deps.db.$count(screeningAnswers, eq(screeningAnswers.application_id, theirs!.id))).toBe(4);
  });
});
