import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { countStatements, jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from './test-fixtures.js';
import { ADD, APPLICANTS, CLOSE, LIST } from './test-documents.js';

let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
let token: string;
let ids: Record<'employer' | 'member' | 'guest' | 'freelancer' | 'agency', number>;
const jobs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  ids = {
    employer: await f.idOf('employer@demo.test'),
    member: await f.idOf('member@demo.test'),
    guest: await f.idOf('guest@demo.test'),
    freelancer: await f.idOf('freelancer@demo.test'),
    agency: await f.idOf('agency@demo.test'),
  };
  await f.grant(ids.employer, 40);
  token = await t.login('employer@demo.test');
  for (let i = 0; i < 30; i++) {
    const createdBy = i % 3 === 0 ? ids.member : i % 3 === 1 ? ids.guest : ids.employer;
    const res = await t.gql(ADD, { input: jobInput(ref, { title: `Job ${i}`, created_by: String(createdBy) }) }, token);
    jobs.push(res.data.addOpportunity.id);
  }
  for (const id of jobs.slice(0, 10)) {
    await f.apply(Number(id), ids.freelancer);
    await f.apply(Number(id), ids.agency, ids.agency);
  }
  await t.gql(ADD, { input: projectInput(ref) }, token);
  await t.gql(CLOSE, { id: jobs[29], input: { reason: 'JOB_POSTPONED' } }, token);
});
afterAll(async () => t.close());

const list = (tok: string, variables: Record<string, unknown>) => t.gql(LIST, variables, tok);

describe('the dashboard lists', () => {
  it('gives an admin every active job, newest first, with applicant counts; closed and projects apart', async () => {
    const res = (await list(token, { target: 'JOB', first: 100 })).data.teamOpportunities;
    expect(res.paginatorInfo).toEqual({ total: 29, count: 29 });
    expect(res.data[0].title).toBe('Job 28');
    const counts = Object.fromEntries(res.data.map((p: { id: string; applicantCount: number }) => [p.id, p.applicantCount]));
    expect(counts[jobs[0]!]).toBe(2);
    expect(counts[jobs[15]!]).toBe(0);
    expect((await list(token, { target: 'JOB', closed: true })).data.teamOpportunities.data.map((p: { id: string }) => p.id)).toEqual([jobs[29]]);
    expect((await list(token, { target: 'PROJECT' })).data.teamOpportunities.paginatorInfo.total).toBe(1);
  });

  it('gives a member the posts created for them, and for those they are associated with', async () => {
    const member = await t.login('member@demo.test');
    expect((await list(member, { target: 'JOB', first: 100 })).data.teamOpportunities.paginatorInfo.total).toBe(10);
    await f.associate(ids.employer, ids.member, ids.guest);
    expect((await list(member, { target: 'JOB', first: 100 })).data.teamOpportunities.paginatorInfo.total).toBe(20);
  });

  it('answers in the same number of SQL statements for 5 rows as for 29', async () => {
    const run = (first: number) => countStatements(t.deps.db, () => list(token, { target: 'JOB', first }));
    const few = await run(5);
    const many = await run(29);
    expect(few.result.data.teamOpportunities.data).toHaveLength(5);
    expect(many.result.data.teamOpportunities.data).toHaveLength(29);
    expect(many.statements).toBe(few.statements);
    // The token lookup, the page and its total, then one statement per relation asked for (creator, position, genres).
    expect(many.statements).toBeLessThanOrEqual(6);
  });
});

describe('the applicants', () => {
  it("lists who applied, newest first, with name, email and phone for the employer, and the agency's company", async () => {
    const res = await t.gql(APPLICANTS, { id: jobs[0] }, token);
    expect(res.errors).toBeUndefined();
    const [agency, freelancer] = res.data.opportunityApplicants;
    expect(freelancer).toMatchObject({ user: { id: String(ids.freelancer), name: 'Freya Freelancer', email: 'freelancer@demo.test', phone: '+442079460000' }, agency: null });
    expect(agency).toMatchObject({ user: { id: String(ids.agency) }, agency: { id: String(ids.agency), company: 'Brightside Agency' } });
  });

  it("lets the employer read an applicant's contact through user(id) too (employer of an applicant), and no one else's", async () => {
    const query = 'query($id: ID!) { user(id: $id) { email phone } }';
    expect((await t.gql(query, { id: String(ids.freelancer) }, token)).data.user).toEqual({ email: 'freelancer@demo.test', phone: '+442079460000' });
    const other = await adminFixtures(t).pendingCompany('other@example.com');
    await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
    const stranger = await t.login('other@example.com', 'Secret-pass1!');
    expect((await t.gql(query, { id: String(ids.freelancer) }, stranger)).data.user).toEqual({ email: null, phone: null });
  });

  it('answers an empty list for a post nobody applied to', async () => {
    expect((await t.gql(APPLICANTS, { id: jobs[20] }, token)).data.opportunityApplicants).toEqual([]);
  });
});
