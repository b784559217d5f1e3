import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREELANCER_PROFILE_MSG as M } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { experiences, freelancerPreferences, resumes, userGenres, users, userSkills } from '../../db/schema/index.js';
import { seedDemoOpportunities } from '../../seed/opportunities.js';

/** Decision 0034: the profile form (updateFreelancerProfile), its rules, and the lists on User with their audience. */

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id access_token } }`;
const LISTS = 'industries { id name } genres { id } skills { id name software is_top } qualifications { id } job_type working_hours';
const SAVE = `mutation($input: FreelancerProfileInput!, $screen: ProfileScreen) {
  updateFreelancerProfile(input: $input, screen: $screen) {
    id ${LISTS} salary_currency salary_unit minimum_salary maximum_salary linkedin supporting_url
  }
}`;
const READ = `query($id: ID!) { user(id: $id) { id ${LISTS} } }`;
const COMPLETE = '{ me { isProfileComplete { complete missing } } }';

let t: TestApp;
const token: Record<string, string> = {};
const id = {} as Record<string, number> & { owner: number; freelancer: number };
/** Reference ids: disciplines 1 and 2, with their genres, skills, software skills and qualifications. */
const ref: Record<1 | 2, { genres: string[]; skills: string[]; software: string[]; qualifications: string[] }> = {} as never;

type Res = { data: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
const codeOf = (res: Res) => res.errors?.[0]?.extensions.code;
const fieldsOf = (res: Res) => {
  expect(codeOf(res)).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions.fields!;
};

async function account(type: 'FREELANCER' | 'COMPANY', tag: string, privacy = 'ACTIVE') {
  const input = {
    type, email: `${tag}-${randomBytes(3).toString('hex')}@example.test`, password: 'Secret-pass1', first_name: 'Robin',
    last_name: 'Tester', address_1: '10 Test Street', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 4AP', country: 'GB',
    phone: '+44 113 496 0000', ...(type === 'COMPANY' ? { company: 'Other Ltd', position: 'Lead' } : {}),
  };
  const res = await t.gql(REGISTER, { input });
  expect(res.errors).toBeUndefined();
  const userId = Number(res.data.register.id);
  await t.deps.db.update(users).set({ status: 'ACTIVE', privacy }).where(eq(users.id, userId));
  return { id: userId, token: res.data.register.access_token as string };
}

/** A valid submission for discipline 1. */
const valid = () => ({
  industries: ['1'],
  genres: [ref[1].genres[0]],
  skills: ref[1].skills.slice(0, 4),
  top_skills: ref[1].skills.slice(0, 3),
  job_type: 'FREELANCE',
  working_hours: 'FULLTIME',
  salary_currency: 'EUR',
  salary_unit: 'DAY',
  minimum_salary: 250,
  maximum_salary: 600,
  linkedin: 'https://www.linkedin.com/in/robin',
  supporting_url: 'https://robin.example/portfolio',
});

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoOpportunities(t.deps.db); // the demo freelancer applied to the demo company's posts
  for (const who of ['employer', 'freelancer', 'agency', 'admin'] as const) {
    token[who] = await t.login(`${who}@demo.test`);
    id[who] = Number((await t.gql('{ me { id } }', {}, token[who])).data.me.id);
  }
  for (const [who, type, privacy] of [
    ['owner', 'FREELANCER', 'ACTIVE'], ['other', 'FREELANCER', 'ACTIVE'], ['hidden', 'FREELANCER', 'INACTIVE'], ['otherEmployer', 'COMPANY', 'ACTIVE'],
  ] as const) {
    const a = await account(type, who, privacy);
    token[who] = a.token;
    id[who] = a.id;
  }
  for (const d of [1, 2] as const) {
    const q = `query($i: [ID!]) { genres(industries: $i) { id } skills(industries: $i, software: false) { id }
      software: skills(industries: $i, software: true) { id } qualifications(industries: $i) { id } }`;
    const res = await t.gql(q, { i: [String(d)] });
    const ids = (k: string) => (res.data[k] as { id: string }[]).map((r) => r.id);
    ref[d] = { genres: ids('genres'), skills: ids('skills'), software: ids('software'), qualifications: ids('qualifications') };
  }
  expect(ref[1].skills.length).toBeGreaterThanOrEqual(4);
  expect(ref[2].software.length).toBeGreaterThan(0);
  expect(ref[2].qualifications.length).toBeGreaterThan(0);
});
afterAll(async () => t.close());

describe('updateFreelancerProfile: the owner', () => {
  it('saves the lists, the preferences, the salary band and the links', async () => {
    const res = await t.gql(SAVE, { input: valid() }, token.owner);
    expect(res.errors).toBeUndefined();
    const u = res.data.updateFreelancerProfile;
    expect(u.industries.map((i: { id: string }) => i.id)).toEqual(['1']);
    expect(u.genres).toEqual([{ id: ref[1].genres[0] }]);
    expect(u.skills).toHaveLength(4);
    expect(u.skills.filter((s: { is_top: boolean }) => s.is_top).map((s: { id: string }) => s.id).sort()).toEqual(ref[1].skills.slice(0, 3).sort());
    expect(u).toMatchObject({
      job_type: 'FREELANCE', working_hours: 'FULLTIME', salary_currency: 'EUR', salary_unit: 'DAY', minimum_salary: 250,
      maximum_salary: 600, linkedin: 'https://www.linkedin.com/in/robin', supporting_url: 'https://robin.example/portfolio',
    });
  });

  it('replaces the lists on the next save (a new discipline leaves nothing of the old one)', async () => {
    const input = {
      ...valid(), industries: ['2'], genres: [ref[2].genres[0]], skills: [ref[2].skills[0]], top_skills: [],
      software_skills: [ref[2].software[0]], qualifications: [ref[2].qualifications[0]], job_type: 'BOTH', working_hours: 'BOTH_TIME',
      salary_currency: null, salary_unit: null, minimum_salary: null, maximum_salary: null, linkedin: '', supporting_url: '',
    };
    const res = await t.gql(SAVE, { input }, token.owner);
    expect(res.errors).toBeUndefined();
    const u = res.data.updateFreelancerProfile;
    expect(u.skills.map((s: { id: string; software: boolean }) => [s.id, s.software])).toEqual(
      expect.arrayContaining([[ref[2].skills[0], false], [ref[2].software[0], true]]),
    );
    expect(u.skills).toHaveLength(2);
    expect(u.qualifications).toEqual([{ id: ref[2].qualifications[0] }]);
    expect(u).toMatchObject({ salary_currency: 'GBP', salary_unit: 'DAY', minimum_salary: null, linkedin: null, supporting_url: null });
  });

  it("answers the manage-cv messages, and edit-profile's on that screen; stores nothing", async () => {
    const before = await t.deps.db.select().from(userSkills).where(eq(userSkills.user_id, id.owner));
    const empty = await t.gql(SAVE, { input: {} }, token.owner);
    expect(fieldsOf(empty)).toMatchObject({
      'input.industries': M.required, 'input.genres': M.required, 'input.skills': M.required,
      'input.job_type': 'You must input a job type consideration!', 'input.working_hours': 'You must input a working hour consideration!',
    });
    const edit = await t.gql(SAVE, { input: {}, screen: 'EDIT_PROFILE' }, token.owner);
    expect(fieldsOf(edit)).toMatchObject({ 'input.job_type': 'Please select considering', 'input.working_hours': 'Please select working hours' });
    const urls = await t.gql(SAVE, { input: { ...valid(), supporting_url: 'not a url', linkedin: 'ftp://x' } }, token.owner);
    expect(fieldsOf(urls)).toEqual({ 'input.supporting_url': 'Url is not valid', 'input.linkedin': 'Url is not valid' });
    expect(await t.deps.db.select().from(userSkills).where(eq(userSkills.user_id, id.owner))).toEqual(before);
  });

  it('refuses a 4th top skill, and a top skill that is not one of the skills', async () => {
    const four = await t.gql(SAVE, { input: { ...valid(), top_skills: ref[1].skills.slice(0, 4) } }, token.owner);
    expect(fieldsOf(four)['input.top_skills']).toBe(M.topSkillsMax);
    const outside = await t.gql(SAVE, { input: { ...valid(), skills: ref[1].skills.slice(0, 1), top_skills: ref[1].skills.slice(1, 2) } }, token.owner);
    expect(fieldsOf(outside)['input.top_skills']).toBe(M.topSkillNotChosen);
  });

  it('requires software skills and qualifications with discipline 2 only', async () => {
    const strict = { ...valid(), industries: ['2'], genres: [ref[2].genres[0]], skills: [ref[2].skills[0]], top_skills: [] };
    const res = await t.gql(SAVE, { input: strict }, token.owner);
    expect(fieldsOf(res)).toEqual({ 'input.software_skills': M.required, 'input.qualifications': M.required });
    const loose = await t.gql(SAVE, { input: { ...valid(), software_skills: [], qualifications: [] } }, token.owner);
    expect(loose.errors).toBeUndefined();
  });

  it("refuses ids of another discipline, software skills as skills, and unknown ids, on their field", async () => {
    const res = await t.gql(
      SAVE,
      { input: { ...valid(), genres: [ref[2].genres[0]], skills: [ref[1].skills[0], ref[2].software[0]], top_skills: [], qualifications: [ref[2].qualifications[0]] } },
      token.owner,
    );
    expect(fieldsOf(res)).toEqual({ 'input.genres': M.notInList, 'input.skills': M.notInList, 'input.qualifications': M.notInList });
    const unknown = await t.gql(SAVE, { input: { ...valid(), industries: ['999999'] } }, token.owner);
    expect(fieldsOf(unknown)['input.industries']).toBe(M.notInList);
    const two = await t.gql(SAVE, { input: { ...valid(), industries: ['1', '2'] } }, token.owner);
    expect(fieldsOf(two)['input.industries']).toBe(M.oneDiscipline);
  });

  it('checks the salary against its slider: within the unit, maximum at least the minimum, a known currency', async () => {
    const over = await t.gql(SAVE, { input: { ...valid(), salary_unit: 'DAY', maximum_salary: 5000 } }, token.owner);
    expect(fieldsOf(over)['input.maximum_salary']).toBe(M.salaryRange);
    const order = await t.gql(SAVE, { input: { ...valid(), minimum_salary: 500, maximum_salary: 100 } }, token.owner);
    expect(fieldsOf(order)['input.maximum_salary']).toBe(M.salaryOrder);
    const year = await t.gql(SAVE, { input: { ...valid(), salary_unit: 'YEAR', minimum_salary: 30000, maximum_salary: 45000 } }, token.owner);
    expect(year.errors).toBeUndefined();
    const currency = await t.gql(SAVE, { input: { ...valid(), salary_currency: 'JPY' } }, token.owner);
    expect(fieldsOf(currency)['input.salary_currency']).toBe(M.notInList);
  });

  it('keeps at most 3 top skills under concurrent saves', async () => {
    const a = { ...valid(), skills: ref[1].skills.slice(0, 4), top_skills: ref[1].skills.slice(0, 3) };
    const b = { ...valid(), skills: ref[1].skills.slice(0, 4), top_skills: ref[1].skills.slice(1, 4) };
    const results = await Promise.all([t.gql(SAVE, { input: a }, token.owner), t.gql(SAVE, { input: b }, token.owner)]);
    for (const r of results) expect(r.errors).toBeUndefined();
    const top = await t.deps.db.select().from(userSkills).where(eq(userSkills.user_id, id.owner));
    expect(top.filter((s) => s.is_top)).toHaveLength(3);
  });
});

describe('updateFreelancerProfile: everyone else', () => {
  it('is FORBIDDEN to an employer, an agency and an administrator; UNAUTHENTICATED to a visitor', async () => {
    for (const who of ['employer', 'agency', 'admin', 'otherEmployer']) {
      expect(codeOf(await t.gql(SAVE, { input: valid() }, token[who]))).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(SAVE, { input: valid() }))).toBe('UNAUTHENTICATED');
  });

  it("another freelancer saves only their own profile: the owner's stays as it was", async () => {
    const before = (await t.gql(READ, { id: id.owner }, token.owner)).data.user;
    const res = await t.gql(SAVE, { input: { ...valid(), job_type: 'PERMANENT' } }, token.other);
    expect(res.data.updateFreelancerProfile.id).toBe(String(id.other));
    expect((await t.gql(READ, { id: id.owner }, token.owner)).data.user).toEqual(before);
  });
});

describe('the lists on User (the profile audience, decision 0017)', () => {
  it('the owner, an administrator and an employer browsing an ACTIVE profile read them', async () => {
    for (const who of ['owner', 'admin', 'employer', 'otherEmployer']) {
      const res = await t.gql(READ, { id: id.owner }, token[who]);
      expect(res.errors).toBeUndefined();
      expect(res.data.user.skills.length).toBeGreaterThan(0);
      expect(res.data.user.job_type).not.toBeNull();
    }
  });

  it('an employer the freelancer applied to reads them, even with privacy INACTIVE; one without an application does not', async () => {
    await t.deps.db.update(users).set({ privacy: 'INACTIVE' }).where(eq(users.id, id.freelancer));
    try {
      const res = await t.gql(READ, { id: id.freelancer }, token.employer);
      expect(res.errors).toBeUndefined();
      expect(Array.isArray(res.data.user.skills)).toBe(true);
      const other = await t.gql(READ, { id: id.freelancer }, token.otherEmployer);
      expect(codeOf(other)).toBe('FORBIDDEN');
    } finally {
      await t.deps.db.update(users).set({ privacy: 'ACTIVE' }).where(eq(users.id, id.freelancer));
    }
  });

  it('another freelancer, an agency and a visitor do not read them', async () => {
    for (const who of ['other', 'agency']) expect(codeOf(await t.gql(READ, { id: id.owner }, token[who]))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(READ, { id: id.owner }))).toBe('UNAUTHENTICATED');
  });
});

describe('isProfileComplete for a freelancer', () => {
  it('lists what is missing in words, then reaches complete', async () => {
    const fresh = await account('FREELANCER', 'complete');
    const before = (await t.gql(COMPLETE, {}, fresh.token)).data.me.isProfileComplete;
    expect(before).toEqual({ complete: false, missing: ['Bio', 'CV', 'Experience', 'Job type', 'Working hours', 'Category experience', 'Skills'] });

    await t.deps.db.update(users).set({ bio: 'Designer' }).where(eq(users.id, fresh.id));
    expect((await t.gql(SAVE, { input: valid() }, fresh.token)).errors).toBeUndefined();
    const half = (await t.gql(COMPLETE, {}, fresh.token)).data.me.isProfileComplete;
    expect(half).toEqual({ complete: false, missing: ['CV', 'Experience'] });

    await t.deps.db.insert(experiences).values({ user_id: fresh.id, title: 'Designer', company: 'BBC', description: 'Titles', started_on: '2020-01-01' });
    await t.deps.db.insert(resumes).values({ user_id: fresh.id, storage_key: `cv-${randomBytes(6).toString('hex')}`, file_name: 'cv.pdf', content_type: 'application/pdf', size: 100 });
    expect((await t.gql(COMPLETE, {}, fresh.token)).data.me.isProfileComplete).toEqual({ complete: true, missing: [] });

    await t.deps.db.delete(userGenres).where(eq(userGenres.user_id, fresh.id));
    await t.deps.db.update(freelancerPreferences).set({ working_hours: null }).where(eq(freelancerPreferences.user_id, fresh.id));
    expect((await t.gql(COMPLETE, {}, fresh.token)).data.me.isProfileComplete.missing).toEqual(['Working hours', 'Category experience']);
  });
});
