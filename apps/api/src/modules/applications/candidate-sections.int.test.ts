import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  applications, educations, experiences, freelancerPreferences, userGenres, userIndustries, userJobLevels, userPositions, userQualifications,
  users, userSkills,
} from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { mintDownloadUrl } from '../files/links.js';
import { pdf, uploadFile } from '../files/test-fixtures.js';
import { ADD } from '../opportunities/test-documents.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';

/**
 * The profile sections of the applicant's pages (decisions 0017, 0027, 0030, 0031, 0034), per audience:
 * an employer of the applicant (the team's admin, the member the post is assigned to) reads the profile lists,
 * experience and education and gets the CV and documents with download links that work; an unassigned member
 * and an employer without an application get the profile of a browsable freelancer without files (and their
 * link is refused); a hidden freelancer without an application is NOT_FOUND; freelancers, agencies and
 * visitors are refused.
 */
const PROFILE = `query($id: ID!) { candidateProfile(id: $id) { id name vetted
  job_levels { id name } positions { id name } industries { id name } genres { id name } skills { id name software is_top }
  qualifications { id name } job_type working_hours salary_currency minimum_salary maximum_salary salary_unit
  educations { qualification school_name from to } experiences { title company from to years }
  activeResume { id file_name download_url } resumes { id } documents { id name file_name download_url }
  email linkedin ethnicity } }`;
const APPLICATION = `query($id: ID!, $userId: ID) { employerApplication(id: $id, userId: $userId) { id user { id vetted
  experiences { title years } educations { qualification } skills { name is_top } activeResume { file_name download_url } documents { name download_url } } } }`;

type Who = 'employer' | 'guest' | 'member' | 'other' | 'freelancer' | 'agency' | 'admin';
let t: TestApp;
const ids = {} as Record<Who | 'applicant' | 'browsable' | 'hidden', number>;
const tokens = {} as Record<Who, string>;
let applicationId: number;
let cvId: number;
const cvBytes = pdf(600);

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;

async function freelancer(email: string, privacy: 'ACTIVE' | 'INACTIVE', extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', privacy, first_name: email.split('@')[0], ethnicity: 'Private', ...extra })
    .returning({ id: users.id });
  return row!.id;
}

/** Every list of the profile, an experience and an education, for one freelancer. */
async function fillProfile(userId: number, ref: Awaited<ReturnType<typeof referenceIds>>) {
  const db = t.deps.db;
  await db.insert(userIndustries).values({ user_id: userId, industry_id: 1 });
  await db.insert(userGenres).values(ref.design.genres.slice(0, 2).map((genre_id) => ({ user_id: userId, genre_id })));
  await db.insert(userSkills).values([
    ...ref.design.skills.slice(0, 3).map((skill_id, i) => ({ user_id: userId, skill_id, is_top: i === 2 })),
    { user_id: userId, skill_id: ref.design.software[0]!, is_top: false },
  ]);
  await db.insert(userQualifications).values({ user_id: userId, qualification_id: ref.design.qualifications[0]! });
  await db.insert(userJobLevels).values({ user_id: userId, job_level_id: ref.level });
  await db.insert(userPositions).values({ user_id: userId, position_id: ref.design.position });
  await db.insert(freelancerPreferences).values({ user_id: userId, job_type: 'FREELANCE', working_hours: 'FULLTIME' });
  await db.insert(experiences).values({ user_id: userId, title: 'Designer', company: 'Acme', description: 'Brands.', started_on: '2019-01-01', ended_on: '2021-12-01' });
  await db.insert(educations).values({ user_id: userId, qualification: 'BA Design', school_name: 'Leeds', description: 'Graphics.', started_on: '2015-09-01', ended_on: '2018-06-01' });
}

beforeAll(async () => {
  t = await createTestApp();
  const ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-co@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  const salary = { salary_currency: 'GBP', minimum_salary: 300, maximum_salary: 450, salary_unit: 'DAY', linkedin: 'https://linkedin.com/in/a' } as const;
  Object.assign(ids, {
    employer: await f.idOf('employer@demo.test'),
    guest: await f.idOf('guest@demo.test'),
    member: await f.idOf('member@demo.test'),
    other: Number(other.id),
    freelancer: await f.idOf('freelancer@demo.test'),
    agency: await f.idOf('agency@demo.test'),
    admin: await f.idOf('admin@demo.test'),
    // Privacy INACTIVE: only the teams applied to read the profile.
    applicant: await freelancer('applicant@example.com', 'INACTIVE', { vetted: true, ...salary }),
    // Privacy ACTIVE, applied to a post not assigned to the member: browsable, files for the team's admins only.
    browsable: await freelancer('browsable@example.com', 'ACTIVE', salary),
    hidden: await freelancer('hidden@example.com', 'INACTIVE', salary),
  });
  // The administrator's session proved a second factor, as the console needs (decision 0064).
  for (const who of ['employer', 'guest', 'member', 'other', 'freelancer', 'agency', 'admin'] as Who[]) {
    tokens[who] = await issueToken(t.deps.db, ids[who], { ip: '127.0.0.1' }, who === 'admin' ? { factorAt: new Date() } : {});
  }
  await f.grant(ids.employer, 5);
  const add = async (input: object) => Number((await t.gql(ADD, { input }, tokens.employer)).data.addOpportunity.id);
  const forMember = await add(jobInput(ref, { title: 'For Milo', created_by: String(ids.member) }));
  const brand = await add(jobInput(ref, { title: 'Brand lead' }));
  const [row] = await t.deps.db.insert(applications).values({ opportunity_id: forMember, user_id: ids.applicant }).returning({ id: applications.id });
  applicationId = row!.id;
  await t.deps.db.insert(applications).values({ opportunity_id: brand, user_id: ids.browsable });
  for (const person of [ids.applicant, ids.browsable, ids.hidden]) await fillProfile(person, ref);

  for (const person of ['applicant', 'browsable'] as const) {
    const token = await issueToken(t.deps.db, ids[person], { ip: '127.0.0.1' });
    const cv = await uploadFile(t, 'resumes', { token, bytes: cvBytes, fileName: `${person}-cv.pdf` });
    expect(cv.status).toBe(201);
    if (person === 'applicant') cvId = cv.body.id;
    expect((await uploadFile(t, 'documents', { token, bytes: pdf(), fileName: 'refs.pdf', name: 'References' })).status).toBe(201);
  }
});
afterAll(async () => t.close());

async function download(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('the employer of the applicant', () => {
  it.each(['employer', 'guest', 'member'] as const)('%s reads every section and downloads the CV and documents', async (who) => {
    const res = await t.gql(PROFILE, { id: ids.applicant }, tokens[who]);
    expect(res.errors, who).toBeUndefined();
    const p = res.data.candidateProfile;
    expect(p).toMatchObject({
      vetted: true, job_type: 'FREELANCE', working_hours: 'FULLTIME', salary_currency: 'GBP', minimum_salary: 300, maximum_salary: 450,
      salary_unit: 'DAY', email: 'applicant@example.com', linkedin: 'https://linkedin.com/in/a', ethnicity: null,
      industries: [{ id: '1' }],
      educations: [{ qualification: 'BA Design', school_name: 'Leeds', from: '2015-09', to: '2018-06' }],
      experiences: [{ title: 'Designer', company: 'Acme', from: '2019-01', to: '2021-12', years: 3 }],
      activeResume: { id: String(cvId), file_name: 'applicant-cv.pdf' },
      documents: [{ name: 'References', file_name: 'refs.pdf' }],
    });
    expect(p.job_levels).toHaveLength(1);
    expect(p.positions).toHaveLength(1);
    expect(p.genres).toHaveLength(2);
    expect(p.qualifications).toHaveLength(1);
    expect(p.skills).toHaveLength(4);
    expect(p.skills.filter((s: { is_top: boolean }) => s.is_top)).toHaveLength(1);
    expect(p.skills.filter((s: { software: boolean }) => s.software)).toHaveLength(1);
    expect(p.resumes).toHaveLength(1);

    const cv = await download(p.activeResume.download_url);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-disposition']).toMatch(/^attachment; filename="applicant-cv\.pdf"/);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.rawPayload.equals(cvBytes)).toBe(true);
    expect((await download(p.documents[0].download_url)).statusCode).toBe(200);
  });

  it('reads the same on freelancer-profile (employerApplication), for the admin and the assigned member', async () => {
    for (const who of ['employer', 'member'] as const) {
      const res = await t.gql(APPLICATION, { id: applicationId, userId: ids.applicant }, tokens[who]);
      expect(res.errors, who).toBeUndefined();
      const user = res.data.employerApplication.user;
      expect(user).toMatchObject({
        vetted: true, experiences: [{ title: 'Designer', years: 3 }], educations: [{ qualification: 'BA Design' }],
        activeResume: { file_name: 'applicant-cv.pdf' }, documents: [{ name: 'References' }],
      });
      expect((await download(user.activeResume.download_url)).rawPayload.equals(cvBytes)).toBe(true);
    }
  });

  it("a link minted for one reader does not serve another, and a reader outside the policy is refused", async () => {
    const employerLink = (await t.gql(PROFILE, { id: ids.applicant }, tokens.employer)).data.candidateProfile.activeResume.download_url as string;
    // The other company's token does not matter to the link; a link of its own is refused by the policy.
    expect((await download(employerLink.replace(`reader=${ids.employer}`, `reader=${ids.other}`))).statusCode).toBe(404);
    expect((await download(mintDownloadUrl(t.deps.config, { kind: 'resume', id: cvId }, ids.other))).statusCode).toBe(404);
    expect((await download(mintDownloadUrl(t.deps.config, { kind: 'resume', id: cvId }, ids.agency))).statusCode).toBe(404);
  });
});

describe('employers without the application', () => {
  it('an unassigned member reads the public profile of a browsable applicant, no contact, no files, and cannot download', async () => {
    const res = await t.gql(PROFILE, { id: ids.browsable }, tokens.member);
    expect(res.errors).toBeUndefined();
    const p = res.data.candidateProfile;
    expect(p).toMatchObject({ name: 'browsable', job_type: 'FREELANCE', experiences: [{ title: 'Designer' }], educations: [{ qualification: 'BA Design' }] });
    expect(p.skills).toHaveLength(4);
    expect(p).toMatchObject({ activeResume: null, resumes: null, documents: null, email: null, linkedin: null });
    // The team's admin, the applicant's employer, does get the CV.
    const admin = (await t.gql(PROFILE, { id: ids.browsable }, tokens.employer)).data.candidateProfile;
    expect(admin.activeResume.file_name).toBe('browsable-cv.pdf');
    expect((await download(mintDownloadUrl(t.deps.config, { kind: 'resume', id: admin.activeResume.id }, ids.member))).statusCode).toBe(404);
  });

  it('another company browses an ACTIVE-privacy freelancer: the public fields and sections, no CV', async () => {
    const res = await t.gql(PROFILE, { id: ids.browsable }, tokens.other);
    expect(res.errors).toBeUndefined();
    expect(res.data.candidateProfile).toMatchObject({
      vetted: false, working_hours: 'FULLTIME', minimum_salary: 300, experiences: [{ years: 3 }], activeResume: null, documents: null, email: null,
    });
  });

  it("is NOT_FOUND for an INACTIVE-privacy freelancer without application, and for another team's applicant", async () => {
    expect(codeOf(await t.gql(PROFILE, { id: ids.hidden }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PROFILE, { id: ids.applicant }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(APPLICATION, { id: applicationId }, tokens.other))).toBe('NOT_FOUND');
  });
});

describe('refused', () => {
  it('freelancers, agencies and administrators (FORBIDDEN), visitors (UNAUTHENTICATED)', async () => {
    for (const who of ['freelancer', 'agency', 'admin'] as const) {
      expect(codeOf(await t.gql(PROFILE, { id: ids.browsable }, tokens[who])), who).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(PROFILE, { id: ids.browsable }))).toBe('UNAUTHENTICATED');
  });

  it('a download without a valid signature is refused', async () => {
    const link = (await t.gql(PROFILE, { id: ids.applicant }, tokens.employer)).data.candidateProfile.activeResume.download_url as string;
    expect((await download(link.replace(/sig=[^&]+/, 'sig=0000'))).statusCode).toBe(404);
    expect((await download(link.split('?')[0]!)).statusCode).toBe(404);
  });
});
