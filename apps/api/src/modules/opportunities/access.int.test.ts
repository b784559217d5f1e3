import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opportunities, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from './test-fixtures.js';
import { ADD, APPLICANTS, BALANCE, CLOSE, GET, LIST, RESTORE, TEAM_USERS, UPDATE } from './test-documents.js';

/**
 * Who may do what with posts (decision 0022): every operation, allowed and refused, and a refusal changes
 * nothing. Reads need the company side; changes also canPostJobs; a post is its team's (NOT_FOUND for
 * anyone else's) and a member's when assigned (FORBIDDEN otherwise).
 */
let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
let ids: Record<'employer' | 'member' | 'guest' | 'other', number>;
let posts: { employer: number; closed: number; forMember: number; other: number };

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  // A second company, approved, with a post of its own.
  const other = await adminFixtures(t).pendingCompany('other-co@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  ids = {
    employer: await f.idOf('employer@demo.test'),
    member: await f.idOf('member@demo.test'),
    guest: await f.idOf('guest@demo.test'),
    other: Number(other.id),
  };
  await f.grant(ids.employer, 10);
  await f.grant(ids.other, 1);
  const employer = await t.login('employer@demo.test');
  const add = async (token: string, input: object) => Number((await t.gql(ADD, { input }, token)).data.addOpportunity.id);
  posts = {
    employer: await add(employer, jobInput(ref)),
    closed: await add(employer, projectInput(ref)),
    forMember: await add(employer, jobInput(ref, { title: 'For Milo', created_by: String(ids.member) })),
    other: await add(await t.login('other-co@example.com', 'Secret-pass1!'), jobInput(ref, { title: 'Theirs' })),
  };
  await t.gql(CLOSE, { id: posts.closed, input: { reason: 'JOB_POSTPONED' } }, employer);
});
afterAll(async () => t.close());

type Op = [name: string, query: string, variables: () => Record<string, unknown>];
const reads = (): Op[] => [
  ['opportunity', GET, () => ({ id: posts.employer })],
  ['teamOpportunities', LIST, () => ({ target: 'JOB' })],
  ['opportunityApplicants', APPLICANTS, () => ({ id: posts.employer })],
  ['currentCredit', BALANCE, () => ({})],
];
const changes = (): Op[] => [
  ['opportunityTeamUsers', TEAM_USERS, () => ({})],
  ['addOpportunity', ADD, () => ({ input: jobInput(ref) })],
  ['updateOpportunity', UPDATE, () => ({ id: posts.employer, input: jobInput(ref, { title: 'Changed' }) })],
  ['closeOpportunity', CLOSE, () => ({ id: posts.employer, input: { reason: 'FILLED_ELSEWHERE' } })],
  ['restoreOpportunity', RESTORE, () => ({ id: posts.closed })],
];

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;

async function snapshot() {
  const rows = await t.deps.db.select({ id: opportunities.id, title: opportunities.title, deleted_at: opportunities.deleted_at }).from(opportunities);
  return { rows: rows.sort((a, b) => a.id - b.id), balance: await f.balance(ids.employer) };
}

describe('who may read and change posts', () => {
  it('refuses a visitor every operation (UNAUTHENTICATED)', async () => {
    for (const [name, query, variables] of [...reads(), ...changes()]) expect(codeOf(await t.gql(query, variables())), name).toBe('UNAUTHENTICATED');
  });

  it('refuses a freelancer, an agency and the platform administrator every operation, changing nothing', async () => {
    const before = await snapshot();
    for (const email of ['freelancer@demo.test', 'agency@demo.test', 'admin@demo.test']) {
      const token = await t.login(email);
      for (const [name, query, variables] of [...reads(), ...changes()]) {
        expect(codeOf(await t.gql(query, variables(), token)), `${email} ${name}`).toBe('FORBIDDEN');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets an INACTIVE company read (its own, empty lists) but not post or change', async () => {
    const token = await t.login('inactive@demo.test');
    const list = await t.gql(LIST, { target: 'JOB' }, token);
    expect(list.data.teamOpportunities.paginatorInfo.total).toBe(0);
    expect((await t.gql(BALANCE, {}, token)).data.currentCredit.balance).toBe(0);
    const before = await snapshot();
    for (const [name, query, variables] of changes()) expect(codeOf(await t.gql(query, variables(), token)), name).toBe('FORBIDDEN');
    // The other reads name a post of another team: not found.
    expect(codeOf(await t.gql(GET, { id: posts.employer }, token))).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('lets a member without can_post_jobs read assigned posts only, and change nothing', async () => {
    const token = await t.login('member@demo.test');
    const list = (await t.gql(LIST, { target: 'JOB' }, token)).data.teamOpportunities;
    expect(list.data.map((p: { title: string }) => p.title)).toEqual(['For Milo']);
    expect((await t.gql(GET, { id: posts.forMember }, token)).data.opportunity.title).toBe('For Milo');
    expect(codeOf(await t.gql(GET, { id: posts.employer }, token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(APPLICANTS, { id: posts.employer }, token))).toBe('FORBIDDEN');
    const before = await snapshot();
    for (const [name, query, variables] of changes()) expect(codeOf(await t.gql(query, variables(), token)), name).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(before);
  });

  it('lets a member with can_post_jobs change assigned posts, and refuses the others (FORBIDDEN)', async () => {
    await f.setMembership(ids.member, ids.employer, { can_post_jobs: true });
    try {
      const token = await t.login('member@demo.test');
      const before = await snapshot();
      const update = await t.gql(UPDATE, { id: posts.employer, input: jobInput(ref, { title: 'Not mine' }) }, token);
      expect(codeOf(update)).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(CLOSE, { id: posts.employer, input: { reason: 'FILLED_ELSEWHERE' } }, token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(RESTORE, { id: posts.closed }, token))).toBe('FORBIDDEN');
      expect(await snapshot()).toEqual(before);
      const mine = await t.gql(UPDATE, { id: posts.forMember, input: jobInput(ref, { title: 'For Milo, edited' }) }, token);
      expect(mine.data.updateOpportunity).toMatchObject({ title: 'For Milo, edited', updater: { id: String(ids.member) } });
      // Associated with the employer, the member manages the employer's posts too.
      await f.associate(ids.employer, ids.member, ids.employer);
      expect((await t.gql(GET, { id: posts.employer }, token)).errors).toBeUndefined();
      expect((await t.gql(LIST, { target: 'JOB' }, token)).data.teamOpportunities.paginatorInfo.total).toBe(2);
    } finally {
      await f.setMembership(ids.member, ids.employer, { can_post_jobs: false });
    }
  });

  it("answers NOT_FOUND for another team's post, to read or to change, and changes nothing", async () => {
    const token = await t.login('employer@demo.test');
    const theirs = posts.other;
    const before = await snapshot();
    for (const [query, variables] of [
      [GET, { id: theirs }],
      [APPLICANTS, { id: theirs }],
      [UPDATE, { id: theirs, input: jobInput(ref) }],
      [CLOSE, { id: theirs, input: { reason: 'FILLED_ELSEWHERE' } }],
      [RESTORE, { id: theirs }],
    ] as const) {
      expect(codeOf(await t.gql(query, variables, token))).toBe('NOT_FOUND');
    }
    expect(codeOf(await t.gql(GET, { id: 999999 }, token))).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('allows every operation to the company admin and to a guest admin of the team', async () => {
    for (const email of ['employer@demo.test', 'guest@demo.test']) {
      const token = await t.login(email);
      for (const [name, query, variables] of [...reads(), ...changes()]) {
        const res = await t.gql(query, variables(), token);
        expect(res.errors, `${email} ${name}`).toBeUndefined();
      }
      // Put the two posts back for the next account.
      await t.gql(RESTORE, { id: posts.employer }, token);
      await t.gql(CLOSE, { id: posts.closed, input: { reason: 'JOB_POSTPONED' } }, token);
    }
  });
});
