import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { applications, teamUserAssociations, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds } from '../opportunities/test-fixtures.js';
import { ADD } from '../opportunities/test-documents.js';
import { hasAppliedToTeam } from '../users/policy.js';

/**
 * The applicant's pages on the employer's side (decision 0027), allowed and refused: one application
 * (employerApplication), a candidate's profile (candidateProfile) and the viewed mark (markApplicationViewed).
 */
const APPLICATION = `query($id: ID!, $userId: ID) { employerApplication(id: $id, userId: $userId) {
  id created_at viewed_at user { id name email phone } agency { id agency_name company } opportunity { id title target } } }`;
const CANDIDATE = `query($id: ID!) { candidateProfile(id: $id) { id type name jobtitle bio email phone linkedin ethnicity right_to_work } }`;
const USER = `query($id: ID!) { user(id: $id) { id name email } }`;
const MARK = `mutation($id: ID!) { markApplicationViewed(id: $id) { id viewed_at } }`;
const APPLICANTS = `query($id: ID!) { opportunityApplicants(id: $id) { id viewed_at } }`;

let t: TestApp;
let f: ReturnType<typeof opportunityFixtures>;
let ids: Record<'employer' | 'member' | 'other' | 'admin' | 'agency' | 'freelancer' | 'hidden' | 'hiddenElsewhere' | 'stranger', number>;
let posts: { brand: number; forMember: number; project: number; other: number };
let apps: { brandHidden: number; memberHidden: number; project: number; otherHidden: number; brandFreelancer: number };
const tokens: Record<string, string> = {};

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;

async function freelancer(email: string, privacy: 'ACTIVE' | 'INACTIVE') {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', privacy, first_name: email.split('@')[0], phone: '+44 1', linkedin: 'https://linkedin.com/in/x', ethnicity: 'Private' })
    .returning({ id: users.id });
  return row!.id;
}

async function applicationId(opportunityId: number, userId: number) {
  const rows = await t.deps.db.select({ id: applications.id, user_id: applications.user_id }).from(applications).where(eq(applications.opportunity_id, opportunityId));
  return rows.find((r) => r.user_id === userId)!.id;
}

async function viewedAt() {
  const rows = await t.deps.db.select({ id: applications.id, viewed_at: applications.viewed_at }).from(applications);
  return Object.fromEntries(rows.map((r) => [r.id, r.viewed_at?.toISOString() ?? null]));
}

beforeAll(async () => {
  t = await createTestApp();
  const ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-co@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  ids = {
    employer: await f.idOf('employer@demo.test'),
    member: await f.idOf('member@demo.test'),
    other: Number(other.id),
    admin: await f.idOf('admin@demo.test'),
    agency: await f.idOf('agency@demo.test'),
    freelancer: await f.idOf('freelancer@demo.test'),
    hidden: await freelancer('hidden@example.com', 'INACTIVE'),
    hiddenElsewhere: await freelancer('elsewhere@example.com', 'INACTIVE'),
    stranger: await freelancer('stranger@example.com', 'INACTIVE'),
  };
  await f.grant(ids.employer, 5);
  await f.grant(ids.other, 1);
  tokens.employer = await t.login('employer@demo.test');
  tokens.member = await t.login('member@demo.test');
  tokens.guest = await t.login('guest@demo.test');
  tokens.other = await t.login('other-co@example.com', 'Secret-pass1!');
  tokens.freelancer = await t.login('freelancer@demo.test');
  tokens.agency = await t.login('agency@demo.test');
  tokens.admin = await t.login('admin@demo.test');
  tokens.impersonated = await issueToken(t.deps.db, ids.employer, { ip: '127.0.0.1' }, { impersonatorId: ids.admin });
  const add = async (token: string, input: object) => Number((await t.gql(ADD, { input }, token)).data.addOpportunity.id);
  posts = {
    brand: await add(tokens.employer, jobInput(ref, { title: 'Brand lead' })),
    forMember: await add(tokens.employer, jobInput(ref, { title: 'For Milo', created_by: String(ids.member) })),
    project: await add(tokens.employer, projectInput(ref)),
    other: await add(tokens.other, jobInput(ref, { title: 'Theirs' })),
  };
  // The hidden freelancer (privacy INACTIVE) applied to the brand post and the member's; the other to the other team's.
  await f.apply(posts.brand, ids.hidden);
  await f.apply(posts.forMember, ids.hidden);
  await f.apply(posts.brand, ids.freelancer);
  await f.apply(posts.project, ids.agency, ids.agency);
  await f.apply(posts.other, ids.hiddenElsewhere);
  apps = {
    brandHidden: await applicationId(posts.brand, ids.hidden),
    memberHidden: await applicationId(posts.forMember, ids.hidden),
    brandFreelancer: await applicationId(posts.brand, ids.freelancer),
    project: await applicationId(posts.project, ids.agency),
    otherHidden: await applicationId(posts.other, ids.hiddenElsewhere),
  };
});
afterAll(async () => t.close());

describe('employerApplication (freelancer-profile/{userId}-{applicationId})', () => {
  it("gives the team's admins and guest admins the application, its post and the applicant's contact", async () => {
    for (const who of ['employer', 'guest']) {
      const res = await t.gql(APPLICATION, { id: apps.brandHidden, userId: ids.hidden }, tokens[who]);
      expect(res.errors, who).toBeUndefined();
      expect(res.data.employerApplication).toMatchObject({
        id: String(apps.brandHidden), viewed_at: null, agency: null,
        user: { id: String(ids.hidden), email: 'hidden@example.com', phone: '+44 1' },
        opportunity: { id: String(posts.brand), title: 'Brand lead', target: 'JOB' },
      });
    }
  });

  it("shows an agency's application with the agency", async () => {
    const res = await t.gql(APPLICATION, { id: apps.project }, tokens.employer);
    expect(res.data.employerApplication).toMatchObject({
      user: { id: String(ids.agency), email: 'agency@demo.test' },
      agency: { id: String(ids.agency), agency_name: 'Brightside Agency' },
      opportunity: { target: 'PROJECT' },
    });
  });

  it('lets a member read the applications of posts assigned to them only', async () => {
    const mine = await t.gql(APPLICATION, { id: apps.memberHidden, userId: ids.hidden }, tokens.member);
    expect(mine.data.employerApplication.user.email).toBe('hidden@example.com');
    expect(codeOf(await t.gql(APPLICATION, { id: apps.brandHidden }, tokens.member))).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another team's application, an unknown id and a user id that is not the applicant's", async () => {
    expect(codeOf(await t.gql(APPLICATION, { id: apps.otherHidden }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(APPLICATION, { id: 999999 }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(APPLICATION, { id: apps.brandHidden, userId: ids.freelancer }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(APPLICATION, { id: apps.otherHidden }, tokens.other))).toBeUndefined();
  });

  it('refuses freelancers, agencies and the platform administrator (FORBIDDEN) and visitors (UNAUTHENTICATED)', async () => {
    for (const who of ['freelancer', 'agency', 'admin']) expect(codeOf(await t.gql(APPLICATION, { id: apps.brandFreelancer }, tokens[who])), who).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(APPLICATION, { id: apps.brandFreelancer }))).toBe('UNAUTHENTICATED');
  });
});

describe('candidateProfile (candidate-profile/{id}) and user(id) for employers', () => {
  it('gives an applicant to the team, whatever the privacy, with contact and applicant details but no private ones', async () => {
    const res = await t.gql(CANDIDATE, { id: ids.hidden }, tokens.employer);
    expect(res.data.candidateProfile).toMatchObject({
      id: String(ids.hidden), type: 'FREELANCER', email: 'hidden@example.com', linkedin: 'https://linkedin.com/in/x', ethnicity: null, right_to_work: null,
    });
  });

  it('gives a browsable freelancer (privacy ACTIVE) who did not apply, without contact', async () => {
    await t.deps.db.delete(applications).where(eq(applications.id, apps.brandFreelancer));
    try {
      const res = await t.gql(CANDIDATE, { id: ids.freelancer }, tokens.employer);
      expect(res.data.candidateProfile).toMatchObject({ name: 'Freya Freelancer', email: null, linkedin: null });
    } finally {
      await f.apply(posts.brand, ids.freelancer);
      apps.brandFreelancer = await applicationId(posts.brand, ids.freelancer);
    }
  });

  it('answers NOT_FOUND for a hidden freelancer who did not apply, and for another team\'s hidden applicant', async () => {
    expect(codeOf(await t.gql(CANDIDATE, { id: ids.stranger }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(CANDIDATE, { id: ids.hiddenElsewhere }, tokens.employer))).toBe('NOT_FOUND');
    expect((await t.gql(CANDIDATE, { id: ids.hiddenElsewhere }, tokens.other)).data.candidateProfile.email).toBe('elsewhere@example.com');
    // user(id) agrees: the card is not theirs to read.
    expect(codeOf(await t.gql(USER, { id: ids.hiddenElsewhere }, tokens.employer))).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for someone who is not a freelancer (an agency applicant has its own page) and an unknown id', async () => {
    expect(codeOf(await t.gql(CANDIDATE, { id: ids.agency }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(CANDIDATE, { id: ids.other }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(CANDIDATE, { id: 999999 }, tokens.employer))).toBe('NOT_FOUND');
  });

  it("gives a member the applicants of their assigned posts only: another post's hidden applicant is not theirs", async () => {
    // The hidden freelancer applied to the member's post too: readable, contact included.
    expect((await t.gql(CANDIDATE, { id: ids.hidden }, tokens.member)).data.candidateProfile.email).toBe('hidden@example.com');
    await t.deps.db.delete(applications).where(eq(applications.id, apps.memberHidden));
    try {
      expect(codeOf(await t.gql(CANDIDATE, { id: ids.hidden }, tokens.member))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(USER, { id: ids.hidden }, tokens.member))).toBe('FORBIDDEN');
      // Associated with the employer, the member manages the employer's posts, and reads their applicants.
      await f.associate(ids.employer, ids.member, ids.employer);
      expect((await t.gql(CANDIDATE, { id: ids.hidden }, tokens.member)).data.candidateProfile.email).toBe('hidden@example.com');
    } finally {
      await t.deps.db.delete(teamUserAssociations);
      await f.apply(posts.forMember, ids.hidden);
      apps.memberHidden = await applicationId(posts.forMember, ids.hidden);
    }
  });

  it('refuses freelancers, agencies and the platform administrator (FORBIDDEN) and visitors (UNAUTHENTICATED)', async () => {
    for (const who of ['freelancer', 'agency', 'admin']) expect(codeOf(await t.gql(CANDIDATE, { id: ids.hidden }, tokens[who])), who).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CANDIDATE, { id: ids.hidden }))).toBe('UNAUTHENTICATED');
  });
});

describe('hasAppliedToTeam', () => {
  it("counts every post of a team the viewer is admin of, and only a member's assigned posts", async () => {
    const db = t.deps.db;
    const people = [ids.hiddenElsewhere, ids.stranger, ids.freelancer];
    expect(await hasAppliedToTeam(db, people, [{ user_id: ids.employer, team_id: ids.employer, role: 'admin' }])).toEqual([false, false, true]);
    expect(await hasAppliedToTeam(db, people, [{ user_id: ids.other, team_id: ids.other, role: 'admin' }])).toEqual([true, false, false]);
    // The freelancer applied to the brand post only, which is not the member's; the hidden one to the member's too.
    expect(await hasAppliedToTeam(db, people, [{ user_id: ids.member, team_id: ids.employer, role: 'member' }])).toEqual([false, false, false]);
    expect(await hasAppliedToTeam(db, [ids.hidden], [{ user_id: ids.member, team_id: ids.employer, role: 'member' }])).toEqual([true]);
    expect(await hasAppliedToTeam(db, people, [])).toEqual([false, false, false]);
  });
});

describe('markApplicationViewed and viewed_at on the applicants list', () => {
  it("refuses another team's application and a member's unassigned one (NOT_FOUND), changing nothing", async () => {
    const before = await viewedAt();
    expect(codeOf(await t.gql(MARK, { id: apps.otherHidden }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(MARK, { id: apps.brandHidden }, tokens.member))).toBe('NOT_FOUND');
    for (const who of ['freelancer', 'agency', 'admin']) expect(codeOf(await t.gql(MARK, { id: apps.brandHidden }, tokens[who])), who).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(MARK, { id: apps.brandHidden }))).toBe('UNAUTHENTICATED');
    expect(await viewedAt()).toEqual(before);
  });

  it('leaves it unset when an administrator impersonates the employer', async () => {
    const res = await t.gql(MARK, { id: apps.brandHidden }, tokens.impersonated);
    expect(res.errors).toBeUndefined();
    expect(res.data.markApplicationViewed.viewed_at).toBeNull();
    expect((await viewedAt())[apps.brandHidden]).toBeNull();
  });

  it('records the first opening by the team once, and the applicants list shows it', async () => {
    const list = async () => (await t.gql(APPLICANTS, { id: posts.brand }, tokens.employer)).data.opportunityApplicants as { id: string; viewed_at: string | null }[];
    expect((await list()).every((a) => a.viewed_at === null)).toBe(true);
    const first = (await t.gql(MARK, { id: apps.brandHidden }, tokens.employer)).data.markApplicationViewed.viewed_at as string;
    expect(Date.now() - Date.parse(first)).toBeLessThan(60_000);
    const again = await t.gql(MARK, { id: apps.brandHidden }, tokens.guest);
    expect(again.data.markApplicationViewed.viewed_at).toBe(first);
    const rows = await list();
    expect(rows.find((a) => a.id === String(apps.brandHidden))?.viewed_at).toBe(first);
    expect(rows.find((a) => a.id === String(apps.brandFreelancer))?.viewed_at).toBeNull();
    // The assigned member records it on their post.
    expect((await t.gql(MARK, { id: apps.memberHidden }, tokens.member)).data.markApplicationViewed.viewed_at).not.toBeNull();
    const stored = await t.deps.db.select({ id: applications.id }).from(applications).where(inArray(applications.id, [apps.brandHidden, apps.memberHidden]));
    expect(stored).toHaveLength(2);
  });
});
