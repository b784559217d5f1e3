import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SCREENING_MSG as M } from '@mp/domain';
import { opportunityScreenings, screeningQuestions, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { ADD } from '../opportunities/test-documents.js';
import { jobInput, opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import {
  answersTo, APPLY, applicationOf, codeOf, fieldsOf, FOUR_QUESTIONS, PIPELINE_ANSWERS, POST_SCREENING, postWithQuestions, seeker, SEEKER_SCREENING, SET,
  versionsOf,
} from './test-fixtures.js';

/** Setting a post's screening questions (decision 0060): who may, what is refused, and versions. */

let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
const ids = {} as Record<'employer' | 'member' | 'admin', number>;
const tokens = {} as Record<'employer' | 'member' | 'guest' | 'freelancer' | 'agency' | 'other' | 'impersonated', string>;

async function newPost(opts: { forMember?: boolean } = {}) {
  const input = jobInput(ref, opts.forMember ? { created_by: String(ids.member) } : {});
  return (await t.gql(ADD, { input }, tokens.employer)).data.addOpportunity.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-screening@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  ids.employer = await f.idOf('employer@demo.test');
  ids.member = await f.idOf('member@demo.test');
  ids.admin = await f.idOf('admin@demo.test');
  await f.grant(ids.employer, 30);
  await f.grant(Number(other.id), 2);
  await f.setMembership(ids.member, ids.employer, { can_post_jobs: true });
  for (const [who, email] of [
    ['employer', 'employer@demo.test'], ['member', 'member@demo.test'], ['guest', 'guest@demo.test'],
    ['freelancer', 'freelancer@demo.test'], ['agency', 'agency@demo.test'],
  ] as const) tokens[who] = await t.login(email);
  tokens.other = await t.login('other-screening@example.com', 'Secret-pass1!');
  tokens.impersonated = await issueToken(t.deps.db, ids.employer, { ip: '127.0.0.1' }, { impersonatorId: ids.admin });
});
afterAll(async () => t.close());

describe('setScreeningQuestions', () => {
  it("sets a post's questions for its team's admin, who reads them whole with a guest admin; the same again makes no version", async () => {
    const post = await newPost();
    const res = await t.gql(SET, { id: post, questions: FOUR_QUESTIONS, autoDecline: true }, tokens.employer);
    expect(res.errors).toBeUndefined();
    const set = res.data.setScreeningQuestions;
    expect(set.auto_decline).toBe(true);
    expect(set.questions.map(({ id: _id, ...q }: { id: string }) => q)).toEqual([
      { position: 0, kind: 'YES_NO', text: FOUR_QUESTIONS[0]!.text, must_have: true, required_answer: 'YES', minimum: null, options: [], accepted_options: [] },
      { position: 1, kind: 'NUMBER', text: 'Years of motion design?', must_have: true, required_answer: null, minimum: 3, options: [], accepted_options: [] },
      { position: 2, kind: 'CHOICE', text: 'Where would you work?', must_have: true, required_answer: null, minimum: null, options: ['Remote', 'Leeds studio'], accepted_options: ['Remote'] },
      { position: 3, kind: 'TEXT', text: 'A title sequence you admire?', must_have: false, required_answer: null, minimum: null, options: [], accepted_options: [] },
    ]);
    for (const who of ['employer', 'guest'] as const) {
      const read = await t.gql(POST_SCREENING, { id: post }, tokens[who]);
      expect(read.errors).toBeUndefined();
      expect(read.data.opportunity.screening).toEqual({ version_id: set.version_id, auto_decline: true, questions: set.questions });
    }
    const again = await t.gql(SET, { id: post, questions: FOUR_QUESTIONS, autoDecline: true }, tokens.employer);
    expect(again.data.setScreeningQuestions).toEqual(set);
    expect(await versionsOf(t, post)).toHaveLength(1);
    // Only the switch: the same version.
    const off = await t.gql(SET, { id: post, questions: FOUR_QUESTIONS, autoDecline: false }, tokens.employer);
    expect(off.data.setScreeningQuestions).toMatchObject({ version_id: set.version_id, auto_decline: false });
  });

  it('lets a member set the questions of a post assigned to them, not of another, and not without the right to post', async () => {
    const mine = await newPost({ forMember: true });
    const theirs = await newPost();
    const one = [FOUR_QUESTIONS[0]];
    expect((await t.gql(SET, { id: mine, questions: one, autoDecline: false }, tokens.member)).errors).toBeUndefined();
    expect(codeOf(await t.gql(SET, { id: theirs, questions: one, autoDecline: false }, tokens.member))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(POST_SCREENING, { id: theirs }, tokens.member))).toBe('FORBIDDEN');
    await f.setMembership(ids.member, ids.employer, { can_post_jobs: false });
    try {
      expect(codeOf(await t.gql(SET, { id: mine, questions: [], autoDecline: false }, tokens.member))).toBe('FORBIDDEN');
    } finally {
      await f.setMembership(ids.member, ids.employer, { can_post_jobs: true });
    }
    expect(await versionsOf(t, mine)).toHaveLength(1);
    expect(await versionsOf(t, theirs)).toHaveLength(0);
  });

  it('refuses another team, a freelancer, an agency, a visitor and an impersonating administrator, writing nothing', async () => {
    const post = await newPost();
    const vars = { id: post, questions: FOUR_QUESTIONS, autoDecline: true };
    expect(codeOf(await t.gql(SET, vars, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(POST_SCREENING, { id: post }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(SET, vars, tokens.freelancer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET, vars, tokens.agency))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET, vars))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(SET, vars, tokens.impersonated))).toBe('FORBIDDEN');
    // The administrator acting as the user may look.
    expect((await t.gql(POST_SCREENING, { id: post }, tokens.impersonated)).errors).toBeUndefined();
    expect(await versionsOf(t, post)).toHaveLength(0);
    expect(await t.deps.db.select().from(opportunityScreenings).where(eq(opportunityScreenings.opportunity_id, Number(post)))).toEqual([]);
  });

  it('answers bad questions with the field messages, writing nothing', async () => {
    const post = await newPost();
    const refused = async (questions: object[], autoDecline = false) => {
      const res = await t.gql(SET, { id: post, questions, autoDecline }, tokens.employer);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      return fieldsOf(res);
    };
    expect(await refused(Array.from({ length: 11 }, () => FOUR_QUESTIONS[0]!))).toEqual({ questions: M.tooMany });
    expect(await refused([{ kind: 'TEXT', text: '  ' }])).toEqual({ 'questions.0.text': M.text });
    expect(await refused([FOUR_QUESTIONS[0]!, { kind: 'CHOICE', text: 'Which?', options: ['Only one'] }])).toEqual({ 'questions.1.options': M.options });
    expect(await refused([{ kind: 'NUMBER', text: 'Years?', must_have: true }])).toEqual({ 'questions.0.minimum': M.minimum });
    expect(await refused([{ kind: 'TEXT', text: 'Why us?' }], true)).toEqual({ autoDecline: M.autoDecline });
    expect(await refused([{ text: 'No kind' }])).toEqual({ 'questions.0.kind': M.kind });
    expect(await versionsOf(t, post)).toHaveLength(0);
  });
});

describe('versions', () => {
  it('makes a version of each change, and an answer reads as it was asked', async () => {
    const number = { kind: 'NUMBER', text: 'Years of motion design?', must_have: true, minimum: 3 };
    const { id: post } = await postWithQuestions(t, ref, tokens.employer, [number]);
    const second = await t.gql(SET, { id: post, questions: [{ ...number, minimum: 2 }], autoDecline: false }, tokens.employer);
    expect(await versionsOf(t, post)).toHaveLength(2);
    const asked = second.data.setScreeningQuestions.questions;

    const me = await seeker(t, ref);
    const applied = await t.gql(APPLY, { id: post, answers: answersTo(asked, { NUMBER: '2.5' }) }, me.token);
    expect(applied.errors).toBeUndefined();
    const application = (await applicationOf(t, post, me.id))!;
    expect(application.screening_version_id).toBe(Number(second.data.setScreeningQuestions.version_id));

    const third = await t.gql(SET, { id: post, questions: [{ ...number, text: 'Years of Cinema 4D?', minimum: 5 }], autoDecline: false }, tokens.employer);
    expect(await versionsOf(t, post)).toHaveLength(3);
    const pipeline = (await t.gql(PIPELINE_ANSWERS, { id: application.id }, tokens.employer)).data.applicationPipeline;
    expect(pipeline.screening_answers).toEqual([
      { value: '2.5', meets: true, question: { id: asked[0].id, kind: 'NUMBER', text: 'Years of motion design?', must_have: true, minimum: 2, required_answer: null, accepted_options: [] } },
    ]);
    const now = (await t.gql(POST_SCREENING, { id: post }, tokens.employer)).data.opportunity.screening;
    expect(now.questions.map((q: { text: string }) => q.text)).toEqual(['Years of Cinema 4D?']);
    expect(now.version_id).toBe(third.data.setScreeningQuestions.version_id);
  });

  it('keeps a question as it was asked: the database refuses to change one', async () => {
    const { questions } = await postWithQuestions(t, ref, tokens.employer, [FOUR_QUESTIONS[3]!]);
    await expect(t.deps.db.update(screeningQuestions).set({ text: 'Changed' }).where(eq(screeningQuestions.id, Number(questions[0]!.id)))).rejects.toThrow();
    await expect(t.deps.db.execute(sql`update screening_questions set must_have = true where id = ${Number(questions[0]!.id)}`)).rejects.toThrow();
  });

  it('removes every question with an empty list: the post applies as before', async () => {
    const { id: post } = await postWithQuestions(t, ref, tokens.employer, FOUR_QUESTIONS, { autoDecline: true });
    const cleared = await t.gql(SET, { id: post, questions: [], autoDecline: false }, tokens.employer);
    expect(cleared.data.setScreeningQuestions).toMatchObject({ version_id: null, auto_decline: false, questions: [] });
    const me = await seeker(t, ref);
    expect((await t.gql(SEEKER_SCREENING, { id: post }, me.token)).data.seekerOpportunity.screening).toEqual({ auto_decline: false, questions: [] });
    expect((await t.gql(APPLY, { id: post }, me.token)).errors).toBeUndefined();
    expect((await applicationOf(t, post, me.id))).toMatchObject({ screening_version_id: null, meets_must_haves: true, auto_decline_at: null });
  });
});

describe('what a seeker reads', () => {
  it('shows the questions, their options and which are must-haves, never what meets them', async () => {
    const { id: post, questions } = await postWithQuestions(t, ref, tokens.employer, FOUR_QUESTIONS, { autoDecline: true });
    const me = await seeker(t, ref);
    const read = await t.gql(SEEKER_SCREENING, { id: post }, me.token);
    expect(read.errors).toBeUndefined();
    expect(read.data.seekerOpportunity.screening).toEqual({
      auto_decline: true,
      questions: [
        { id: questions[0]!.id, kind: 'YES_NO', text: FOUR_QUESTIONS[0]!.text, must_have: true, options: [] },
        { id: questions[1]!.id, kind: 'NUMBER', text: 'Years of motion design?', must_have: true, options: [] },
        { id: questions[2]!.id, kind: 'CHOICE', text: 'Where would you work?', must_have: true, options: ['Remote', 'Leeds studio'] },
        { id: questions[3]!.id, kind: 'TEXT', text: 'A title sequence you admire?', must_have: false, options: [] },
      ],
    });
    for (const field of ['minimum', 'required_answer', 'accepted_options']) {
      const res = await t.gql(`query($id: ID!) { seekerOpportunity(id: $id) { screening { questions { ${field} } } } }`, { id: post }, me.token);
      expect(res.errors?.[0]?.message).toContain(`Cannot query field "${field}"`);
    }
    // The team's view of the post is the team's.
    expect(codeOf(await t.gql(POST_SCREENING, { id: post }, me.token))).toBe('FORBIDDEN');
  });
});
