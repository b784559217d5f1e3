import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { SCREENING_MSG as M } from '@mp/domain';
import { applications, screeningAnswers, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { countStatements, opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import {
  ANSWER_FIELDS, answersTo, APPLY, applicationOf, codeOf, fieldsOf, FOUR_QUESTIONS, PIPELINE_ANSWERS, postWithQuestions, seeker, SET,
} from './test-fixtures.js';

/** Answering a post's screening questions when applying, and the team's reading of the answers (decision 0060). */

const LIST = `query($id: ID!, $meets: Boolean, $status: ApplicationStatus, $first: Int) {
  opportunityApplicants(id: $id, meetsMustHaves: $meets, status: $status, first: $first) {
    id meets_must_haves contact { id } screening_answers { ${ANSWER_FIELDS} } } }`;
const COUNTS = `query($id: ID!, $meets: Boolean) { applicantStatusCounts(id: $id, meetsMustHaves: $meets) { status count } }`;
const PROFILE = `query($id: ID!) { employerApplication(id: $id) { id meets_must_haves screening_answers { value meets question { text } } } }`;
const SET_STATUS = `mutation($ids: [ID!]!, $status: String!) { setApplicationStatus(ids: $ids, status: $status) }`;

let t: TestApp;
let ref: ReferenceIds;
const tokens = {} as Record<'employer' | 'member' | 'other', string>;
let post: { id: string; questions: { id: string; kind: string }[] };

const idOfKind = (kind: string) => post.questions.find((q) => q.kind === kind)!.id;
const answersOfApplication = (id: number) => t.deps.db.select().from(screeningAnswers).where(eq(screeningAnswers.application_id, id));

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  const employer = await f.idOf('employer@demo.test');
  const other = await adminFixtures(t).pendingCompany('other-answers@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  await f.grant(employer, 30);
  tokens.employer = await t.login('employer@demo.test');
  tokens.member = await t.login('member@demo.test');
  tokens.other = await t.login('other-answers@example.com', 'Secret-pass1!');
  post = await postWithQuestions(t, ref, tokens.employer, FOUR_QUESTIONS);
});
afterAll(async () => t.close());

describe('applying with answers', () => {
  it('stores every answer with the application, and whether it meets every must-have', async () => {
    const me = await seeker(t, ref);
    const res = await t.gql(APPLY, { id: post.id, answers: answersTo(post.questions, { TEXT: '  The Man with the Golden Arm  ' }) }, me.token);
    expect(res.errors).toBeUndefined();
    const application = (await applicationOf(t, post.id, me.id))!;
    expect(application).toMatchObject({ meets_must_haves: true, auto_decline_at: null });
    const stored = await answersOfApplication(application.id);
    expect(stored.map((a) => [a.value, a.meets]).sort()).toEqual(
      [['YES', true], ['4', true], ['Remote', true], ['The Man with the Golden Arm', null]].sort(),
    );
  });

  it('takes a text question that is not a must-have left empty, and records a missed must-have', async () => {
    const me = await seeker(t, ref);
    const res = await t.gql(APPLY, { id: post.id, answers: answersTo(post.questions, { TEXT: '', NUMBER: '2' }) }, me.token);
    expect(res.errors).toBeUndefined();
    const application = (await applicationOf(t, post.id, me.id))!;
    expect(application.meets_must_haves).toBe(false);
    // Auto-decline is off on this post: nothing is due.
    expect(application.auto_decline_at).toBeNull();
    const pipeline = (await t.gql(PIPELINE_ANSWERS, { id: application.id }, tokens.employer)).data.applicationPipeline;
    expect(pipeline.meets_must_haves).toBe(false);
    expect(pipeline.screening_answers.map((a: { value: string | null; meets: boolean | null }) => [a.value, a.meets])).toEqual([
      ['YES', true], ['2', false], ['Remote', true], [null, null],
    ]);
  });

  it("refuses a missing answer, a bad value of each kind, an answer twice and one to another post's question, writing nothing", async () => {
    const me = await seeker(t, ref);
    const elsewhere = await postWithQuestions(t, ref, tokens.employer, [FOUR_QUESTIONS[3]!]);
    const refused = async (answers: object[]) => {
      const res = await t.gql(APPLY, { id: post.id, answers }, me.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      return fieldsOf(res);
    };
    const all = answersTo(post.questions);
    expect(await refused(all.filter((a) => a.questionId !== idOfKind('NUMBER')))).toEqual({ [`answers.${idOfKind('NUMBER')}`]: M.answer });
    expect(await refused(answersTo(post.questions, { NUMBER: '-1' }))).toEqual({ [`answers.${idOfKind('NUMBER')}`]: M.number });
    expect(await refused(answersTo(post.questions, { NUMBER: 'four' }))).toEqual({ [`answers.${idOfKind('NUMBER')}`]: M.number });
    expect(await refused(answersTo(post.questions, { TEXT: 'x'.repeat(501) }))).toEqual({ [`answers.${idOfKind('TEXT')}`]: 'Answer must be 500 characters or fewer' });
    expect(await refused(answersTo(post.questions, { YES_NO: 'Probably' }))).toEqual({ [`answers.${idOfKind('YES_NO')}`]: M.yesNo });
    expect(await refused(answersTo(post.questions, { CHOICE: 'York' }))).toEqual({ [`answers.${idOfKind('CHOICE')}`]: M.choice });
    expect(await refused([...all, { questionId: idOfKind('YES_NO'), value: 'NO' }])).toEqual({ [`answers.${idOfKind('YES_NO')}`]: M.answeredTwice });
    expect(await refused([...all.slice(0, 3), { questionId: elsewhere.questions[0]!.id, value: 'Se7en' }])).toEqual({ answers: M.notOnPost });
    expect(await refused([...all.slice(0, 3), { questionId: 'not-an-id', value: 'Se7en' }])).toEqual({ answers: M.notOnPost });
    expect(await refused([])).toMatchObject({ [`answers.${idOfKind('YES_NO')}`]: M.answer });
    expect(await applicationOf(t, post.id, me.id)).toBeUndefined();
    // Then the right answers go through.
    expect((await t.gql(APPLY, { id: post.id, answers: all }, me.token)).errors).toBeUndefined();
  });

  it('says the questions changed when the answers are to an earlier version of them', async () => {
    const changing = await postWithQuestions(t, ref, tokens.employer, [FOUR_QUESTIONS[0]!]);
    await t.gql(SET, { id: changing.id, questions: [{ ...FOUR_QUESTIONS[0]!, text: 'Can you work in the UK?' }], autoDecline: false }, tokens.employer);
    const me = await seeker(t, ref);
    const res = await t.gql(APPLY, { id: changing.id, answers: [{ questionId: changing.questions[0]!.id, value: 'YES' }] }, me.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe(M.changed);
    expect(fieldsOf(res)).toHaveProperty('answers', M.changed);
  });

  it('applies to a post without questions as before, and refuses answers to it', async () => {
    const plain = await postWithQuestions(t, ref, tokens.employer, []);
    const me = await seeker(t, ref);
    const res = await t.gql(APPLY, { id: plain.id, answers: answersTo(post.questions) }, me.token);
    expect(fieldsOf(res)).toEqual({ answers: M.notOnPost });
    expect((await t.gql(APPLY, { id: plain.id }, me.token)).errors).toBeUndefined();
    expect(await applicationOf(t, plain.id, me.id)).toMatchObject({ screening_version_id: null, meets_must_haves: true });
  });

  it('answers a repeated submission (its key) with the first, writing one set of answers', async () => {
    const me = await seeker(t, ref);
    const key = randomUUID();
    const vars = { id: post.id, answers: answersTo(post.questions), key };
    const [a, b] = [await t.gql(APPLY, vars, me.token), await t.gql(APPLY, vars, me.token)];
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    const application = (await applicationOf(t, post.id, me.id))!;
    expect(await answersOfApplication(application.id)).toHaveLength(4);
    // The same key with other answers is another request.
    const other = await t.gql(APPLY, { ...vars, answers: answersTo(post.questions, { NUMBER: '9' }) }, me.token);
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the pipeline', () => {
  let filtered: { id: string; questions: { id: string; kind: string }[] };
  const applied: { meets: number[]; misses: number[] } = { meets: [], misses: [] };

  beforeAll(async () => {
    filtered = await postWithQuestions(t, ref, tokens.employer, FOUR_QUESTIONS, { extra: { created_by: String(await opportunityFixtures(t).idOf('member@demo.test')) } });
    for (const number of ['5', '1', '3', '0']) {
      const me = await seeker(t, ref);
      expect((await t.gql(APPLY, { id: filtered.id, answers: answersTo(filtered.questions, { NUMBER: number }) }, me.token)).errors).toBeUndefined();
      const application = (await applicationOf(t, filtered.id, me.id))!;
      (Number(number) >= 3 ? applied.meets : applied.misses).push(application.id);
    }
  });

  it("filters the applicants by 'meets every must-have', with the status and in the counts", async () => {
    const ids = async (vars: object) => {
      const res = await t.gql(LIST, { id: filtered.id, first: 50, ...vars }, tokens.employer);
      expect(res.errors).toBeUndefined();
      return res.data.opportunityApplicants.map((a: { id: string }) => Number(a.id)).sort();
    };
    expect(await ids({ meets: true })).toEqual([...applied.meets].sort());
    expect(await ids({ meets: false })).toEqual([...applied.misses].sort());
    expect(await ids({})).toHaveLength(4);
    await t.gql(SET_STATUS, { ids: [applied.meets[0]], status: 'SHORTLISTED' }, tokens.employer);
    expect(await ids({ meets: true, status: 'SHORTLISTED' })).toEqual([applied.meets[0]]);
    expect(await ids({ meets: false, status: 'SHORTLISTED' })).toEqual([]);
    const counts = async (meets?: boolean) =>
      Object.fromEntries((await t.gql(COUNTS, { id: filtered.id, meets }, tokens.employer)).data.applicantStatusCounts.map((c: { status: string; count: number }) => [c.status, c.count]));
    expect(await counts(true)).toMatchObject({ NEW: 1, SHORTLISTED: 1 });
    expect(await counts(false)).toMatchObject({ NEW: 2, SHORTLISTED: 0 });
    expect(await counts()).toMatchObject({ NEW: 3, SHORTLISTED: 1 });
  });

  it('shows the team each applicant\'s answers on the list, the drawer and the profile page, for one statement a page', async () => {
    const res = await t.gql(LIST, { id: filtered.id, first: 50 }, tokens.employer);
    const row = res.data.opportunityApplicants.find((a: { id: string }) => Number(a.id) === applied.misses[0]);
    expect(row.meets_must_haves).toBe(false);
    expect(row.screening_answers.map((a: { question: { text: string }; value: string }) => [a.question.text, a.value])).toEqual([
      [FOUR_QUESTIONS[0]!.text, 'YES'], ['Years of motion design?', '1'], ['Where would you work?', 'Remote'], ['A title sequence you admire?', 'Se7en'],
    ]);
    const profile = (await t.gql(PROFILE, { id: applied.misses[0] }, tokens.employer)).data.employerApplication;
    expect(profile).toMatchObject({ meets_must_haves: false, screening_answers: [{ value: 'YES', meets: true }, { value: '1', meets: false }, {}, {}] });
    // The member the post is for reads them too.
    expect((await t.gql(PIPELINE_ANSWERS, { id: applied.meets[0] }, tokens.member)).data.applicationPipeline.screening_answers).toHaveLength(4);

    const page = (first: number) => countStatements(t.deps.db, () => t.gql(LIST, { id: filtered.id, first }, tokens.employer));
    const [two, four] = [await page(2), await page(4)];
    expect(two.result.data.opportunityApplicants).toHaveLength(2);
    expect(four.statements).toBe(two.statements);
  });

  it('keeps the answers from other teams, other seekers and a member the post is not assigned to', async () => {
    const id = applied.meets[0]!;
    const stranger = await seeker(t, ref);
    expect(codeOf(await t.gql(PIPELINE_ANSWERS, { id }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PROFILE, { id }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(LIST, { id: filtered.id }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PIPELINE_ANSWERS, { id }, stranger.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LIST, { id: filtered.id }, stranger.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(PIPELINE_ANSWERS, { id }))).toBe('UNAUTHENTICATED');
    // The first post of the file is not assigned to the member.
    const [first] = await t.deps.db.select({ id: applications.id }).from(applications).where(inArray(applications.opportunity_id, [Number(post.id)])).limit(1);
    expect(codeOf(await t.gql(PIPELINE_ANSWERS, { id: first!.id }, tokens.member))).toBe('NOT_FOUND');
  });
});
