import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { answersTo, APPLY, FOUR_QUESTIONS, postWithQuestions, seeker, SET } from './test-fixtures.js';

/**
 * The applicant reads their own answers (decision 0062) where they read their application: each question as they were
 * asked it (a later edit changes nothing), which were must-haves, never what meets them. Nobody else reads them there.
 */
const OWN = `query($id: ID!) { seekerOpportunity(id: $id) { application { id screening_answers { value question { id kind text must_have options } } } } }`;
const WITH_MEETS = `query($id: ID!) { seekerOpportunity(id: $id) { application { screening_answers { meets } } } }`;

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

describe("the applicant's own answers", () => {
  it('reads them as asked, with the must-haves, after the questions change; another seeker and a visitor read none', async () => {
    const post = await postWithQuestions(t, ref, employer, FOUR_QUESTIONS);
    const me = await seeker(t, ref);
    const applied = await t.gql(APPLY, { id: post.id, answers: answersTo(post.questions, { NUMBER: '2', TEXT: 'The Shining' }) }, me.token);
    expect(applied.errors).toBeUndefined();
    // The employer rewrites the questions: a new version, the answers keep theirs.
    const changed = await t.gql(SET, { id: post.id, questions: [{ kind: 'TEXT', text: 'Your favourite typeface?' }], autoDecline: false }, employer);
    expect(changed.errors).toBeUndefined();

    const mine = (await t.gql(OWN, { id: post.id }, me.token)).data.seekerOpportunity.application;
    expect(mine.screening_answers).toEqual([
      { value: 'YES', question: { id: post.questions[0]!.id, kind: 'YES_NO', text: 'Do you have the right to work in the UK?', must_have: true, options: [] } },
      { value: '2', question: expect.objectContaining({ kind: 'NUMBER', text: 'Years of motion design?', must_have: true }) },
      { value: 'Remote', question: expect.objectContaining({ kind: 'CHOICE', must_have: true, options: ['Remote', 'Leeds studio'] }) },
      { value: 'The Shining', question: expect.objectContaining({ kind: 'TEXT', text: 'A title sequence you admire?', must_have: false }) },
    ]);
    // What meets a question is not the applicant's to read.
    expect((await t.gql(WITH_MEETS, { id: post.id }, me.token)).errors?.[0]?.message).toMatch(/Cannot query field "meets"/);

    // Another seeker reads the post with no application, so no answers; a visitor is refused the query.
    const other = await seeker(t, ref);
    expect((await t.gql(OWN, { id: post.id }, other.token)).data.seekerOpportunity.application).toBeNull();
    const visitor = await t.gql(OWN, { id: post.id });
    expect(visitor.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(visitor.data?.seekerOpportunity ?? null).toBeNull();
    // The posting team has no seeker's view at all.
    expect((await t.gql(OWN, { id: post.id }, employer)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('reads none for a post that asked none', async () => {
    const post = await postWithQuestions(t, ref, employer, []);
    const me = await seeker(t, ref);
    expect((await t.gql(APPLY, { id: post.id }, me.token)).errors).toBeUndefined();
    expect((await t.gql(OWN, { id: post.id }, me.token)).data.seekerOpportunity.application.screening_answers).toEqual([]);
  });
});
