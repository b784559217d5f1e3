import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_IDS_MAX } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { opportunities, opportunityIndustries, opportunitySkills, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { anyFacet, facet } from './facets.js';
import { findIds, secondLook } from './find-ids.js';
import { codeOf, LATEST, SEARCH, searchFixtures, titlesOf, type Res } from './test-fixtures.js';

/** searchOpportunities and latestOpportunities (decision 0039), on the database the tests run on. */

let t: TestApp;
let x: Awaited<ReturnType<typeof searchFixtures>>;
let freelancer: string;
let agency: string;

const search = async (filters: Record<string, unknown> | null, token = freelancer, paging: { first?: number; page?: number } = {}) => {
  const res: Res = await t.gql(SEARCH, { filters, ...paging }, token);
  expect(res.errors).toBeUndefined();
  return res.data.searchOpportunities as { data: { id: string; title: string; target: string }[]; paginatorInfo: Record<string, unknown> };
};
const titles = async (filters: Record<string, unknown> | null, token = freelancer) => titlesOf((await search(filters, token)).data).sort();

beforeAll(async () => {
  t = await createTestApp();
  x = await searchFixtures(t);
  freelancer = (await x.freelancer('searcher')).token;
  agency = await t.login('agency@demo.test');
});
beforeEach(async () => x.clearPosts());
afterAll(async () => t.close());

describe('who may search', () => {
  it('lets freelancers and agencies search, and an administrator only inside a seeker session', async () => {
    await x.post('Brand designer');
    expect((await search(null)).data).toHaveLength(1);
    expect((await search(null, agency)).data).toHaveLength(0);
    const [me] = await t.deps.db.select().from(users).where(eq(users.email, 'freelancer@demo.test'));
    const [admin] = await t.deps.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const impersonating = await issueToken(t.deps.db, me!.id, { ip: '127.0.0.1' }, { impersonatorId: admin!.id });
    expect((await search(null, impersonating)).data).toHaveLength(1);
  });

  it('refuses a company, an administrator and a visitor, for every query', async () => {
    const company = await t.login('employer@demo.test');
    const admin = await t.login('admin@demo.test');
    for (const [query, vars] of [[SEARCH, {}], [LATEST, {}], ['{ opportunitiesForYou { data { id } } }', {}]] as const) {
      expect(codeOf(await t.gql(query, vars, company))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(query, vars, admin))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(query, vars))).toBe('UNAUTHENTICATED');
    }
  });
});

describe('what is listed', () => {
  it('gives freelancers jobs and agencies projects; never unpublished, private, closed or an inactive company’s posts', async () => {
    await x.post('Open job');
    await x.post('Open project', { target: 'PROJECT' }, { genres: [x.ref.design.genres[0]!] });
    await x.post('Draft job', { is_active: false });
    await x.post('Private job', { is_public: false });
    await x.close(await x.post('Closed job'));
    await x.post('Inactive company job', { team_id: x.inactiveCompany });
    await x.close(await x.post('Closed project', { target: 'PROJECT' }));
    expect(await titles(null)).toEqual(['Open job']);
    expect(await titles(null, agency)).toEqual(['Open project']);
    expect(await titles({ search: 'job' })).toEqual(['Open job']);
    expect(titlesOf((await t.gql(LATEST, { first: 10 }, freelancer)).data.latestOpportunities)).toEqual(['Open job']);
    expect(titlesOf((await t.gql(LATEST, { first: 10 }, agency)).data.latestOpportunities)).toEqual(['Open project']);
  });

  it('orders featured first, then newest, then by title', async () => {
    await x.post('Old featured', { featured: true, created_at: x.daysAgo(30) });
    await x.post('Newest', { created_at: x.daysAgo(1) });
    const same = x.daysAgo(5);
    await x.post('Beta same day', { created_at: same });
    await x.post('Alpha same day', { created_at: same });
    await x.post('Oldest', { created_at: x.daysAgo(40) });
    expect(titlesOf((await search(null)).data)).toEqual(['Old featured', 'Newest', 'Alpha same day', 'Beta same day', 'Oldest']);
    // The same order with words.
    expect(titlesOf((await search({ search: 'featured or newest or day or oldest' })).data)).toEqual(['Old featured', 'Newest', 'Alpha same day', 'Beta same day', 'Oldest']);
  });

  it('pages by 10 by default, 1 to 50 a page, with the total and whether more follow', async () => {
    for (let i = 1; i <= 12; i += 1) await x.post(`Post ${String(i).padStart(2, '0')}`, { created_at: x.daysAgo(i) });
    const first = await search(null);
    expect(first.data).toHaveLength(10);
    expect(first.paginatorInfo).toEqual({ count: 10, currentPage: 1, hasMorePages: true, total: 12 });
    const second = await search(null, freelancer, { page: 2 });
    expect(titlesOf(second.data)).toEqual(['Post 11', 'Post 12']);
    expect(second.paginatorInfo).toEqual({ count: 2, currentPage: 2, hasMorePages: false, total: 12 });
    expect((await search(null, freelancer, { first: 0 })).data).toHaveLength(1);
    expect((await search(null, freelancer, { first: 500 })).data).toHaveLength(12);
    expect((await search(null, freelancer, { page: -3 })).paginatorInfo.currentPage).toBe(1);
    expect((await search(null, freelancer, { page: 9 })).paginatorInfo).toEqual({ count: 0, currentPage: 9, hasMorePages: false, total: 12 });
  });
});

describe('finding the page (decision 0039)', () => {
  it('gives the same page, total and "more" whether the first look, a second look or reading every match answers', async () => {
    const skill = x.ref.design.skills[0]!;
    // 60 posts, newest first; every third has the skill: 20 matches.
    for (let i = 1; i <= 60; i += 1) await x.post(`Post ${String(i).padStart(2, '0')}`, { created_at: x.daysAgo(i) }, { industries: [1], skills: i % 3 === 0 ? [skill] : [] });
    const conditions = { filters: anyFacet([facet.skill(skill)]), words: null };
    const expected = { ids: expect.any(Array), more: true, total: 20 };
    const whole = await findIds(x.db, 'JOB', conditions, 10, 0);
    expect(whole).toEqual(expected);
    // A first look of 6 posts finds 2: the second look (66 posts) reads them all and fills the page.
    expect(secondLook(6, 2, 11)).toBe(50);
    expect(await findIds(x.db, 'JOB', conditions, 10, 0, { firstLook: 6 })).toEqual(whole);
    // 3 posts find 1: too rare to look further; every match is read and sorted.
    expect(secondLook(3, 1, 11)).toBeNull();
    expect(await findIds(x.db, 'JOB', conditions, 10, 0, { firstLook: 3 })).toEqual(whole);
    // The second page, and a second look that does not fill the page (the rest is read whole).
    const second = await findIds(x.db, 'JOB', conditions, 10, 10);
    expect(second).toEqual({ ids: expect.any(Array), more: false, total: 20 });
    expect(await findIds(x.db, 'JOB', conditions, 10, 10, { firstLook: 6 })).toEqual(second);
    const ids = [...whole.ids, ...second.ids];
    expect(new Set(ids).size).toBe(20);
    const [row] = await x.db.select({ title: opportunities.title }).from(opportunities).where(eq(opportunities.id, ids[0]!));
    expect(row?.title).toBe('Post 03');
  });

  it('looks further with words too when filters narrow the posts first, and gives the same page and total', async () => {
    const skill = x.ref.design.skills[0]!;
    // 60 posts, newest first; every third has the skill, and all but every fifth say 'lantern': 16 match both.
    for (let i = 1; i <= 60; i += 1) {
      await x.post(`${i % 5 ? 'Lantern' : 'Post'} ${String(i).padStart(2, '0')}`, { created_at: x.daysAgo(i) }, { industries: [1], skills: i % 3 === 0 ? [skill] : [] });
    }
    const conditions = { filters: anyFacet([facet.skill(skill)]), words: 'lantern' };
    const whole = await findIds(x.db, 'JOB', conditions, 10, 0);
    expect(whole).toEqual({ ids: expect.any(Array), more: true, total: 16 });
    // A first look of 6 posts finds 2 (posts 3 and 6): the second look (50 posts) finds 13 and fills the page.
    expect(await findIds(x.db, 'JOB', conditions, 10, 0, { firstLook: 6 })).toEqual(whole);
    expect(await findIds(x.db, 'JOB', conditions, 10, 10, { firstLook: 6 })).toEqual(await findIds(x.db, 'JOB', conditions, 10, 10));
  });

  it('looks further only from 2 matches, for at most 40,000 posts', () => {
    expect(secondLook(2_200, 0, 11)).toBeNull();
    expect(secondLook(2_200, 1, 11)).toBeNull();
    expect(secondLook(2_200, 6, 11)).toBe(6_050);
    expect(secondLook(2_200, 11, 11)).toBeNull();
    expect(secondLook(2_200, 2, 51)).toBeNull();
  });
});

describe('words', () => {
  it('match stemmed words of the title and the description, not the markup', async () => {
    await x.post('Senior Designer');
    await x.post('Copywriter', { description: '<p>Write for our <strong>illustrators</strong> and photographers.</p>' });
    await x.post('Developer', { description: '<p>Build <em>things</em>.</p>' });
    expect(await titles({ search: 'designers' })).toEqual(['Senior Designer']);
    expect(await titles({ search: 'designing' })).toEqual(['Senior Designer']);
    expect(await titles({ search: 'illustrator' })).toEqual(['Copywriter']);
    expect(await titles({ search: 'photographer copywriting' })).toEqual(['Copywriter']);
    expect(await titles({ search: 'strong' })).toEqual([]);
    expect(await titles({ search: 'designer or developer' })).toEqual(['Developer', 'Senior Designer']);
    expect(await titles({ search: '"senior designer"' })).toEqual(['Senior Designer']);
    expect(await titles({ search: 'designer -senior' })).toEqual([]);
  });

  it('never fail on hostile input, and stop words or symbols alone are no words', async () => {
    await x.post('Senior Designer');
    for (const words of [
      '"', "'; drop table opportunities; --", '!!! & | :* <-> ()', 'design\u0007er\ter', 'a'.repeat(10_000), `${'designer '.repeat(2000)}`,
      '\\', '-', 'or', 'designer:*', '&&&designer|||', '\u202e\u200bdesigner',
    ]) {
      const res: Res = await t.gql(SEARCH, { filters: { search: words } }, freelancer);
      expect(res.errors, words.slice(0, 40)).toBeUndefined();
    }
    // A NUL is refused for the whole request by the platform (decision 0015), as the client's mistake.
    expect(codeOf(await t.gql(SEARCH, { filters: { search: 'design\u0000er' } }, freelancer))).toBe('BAD_USER_INPUT');
    expect(await titles({ search: 'the and of' })).toEqual(['Senior Designer']);
    expect(await titles({ search: '   ' })).toEqual(['Senior Designer']);
    expect(await titles({ search: `${'designer '.repeat(2000)}` })).toEqual(['Senior Designer']);
  });
});

describe('filters', () => {
  it('match each list (OR within one, AND across them)', async () => {
    const { ref } = x;
    await x.post('Design post', {}, { industries: [1], genres: [ref.design.genres[0]!], skills: [ref.design.skills[0]!, ref.design.software[0]!] });
    await x.post('Architecture post', {}, {
      industries: [2], genres: [ref.architecture.genres[0]!], skills: [ref.architecture.skills[0]!], qualifications: [ref.architecture.qualifications[0]!],
    });
    await x.post('Both post', {}, { industries: [1], genres: [ref.design.genres[1]!], skills: [ref.design.skills[1]!], qualifications: [ref.architecture.qualifications[1]!] });

    expect(await titles({ industry: ['1'] })).toEqual(['Both post', 'Design post']);
    expect(await titles({ industry: ['2'] })).toEqual(['Architecture post']);
    expect(await titles({ industry: ['1', '2'] })).toEqual(['Architecture post', 'Both post', 'Design post']);
    expect(await titles({ genre: [String(ref.design.genres[0])] })).toEqual(['Design post']);
    expect(await titles({ genre: [String(ref.design.genres[0]), String(ref.architecture.genres[0])] })).toEqual(['Architecture post', 'Design post']);
    expect(await titles({ skill: [String(ref.design.skills[1])] })).toEqual(['Both post']);
    expect(await titles({ skill: [String(ref.design.skills[0]), String(ref.architecture.skills[0])] })).toEqual(['Architecture post', 'Design post']);
    expect(await titles({ softwareSkill: [String(ref.design.software[0])] })).toEqual(['Design post']);
    // A skill and a software skill are told apart by the skill's own flag.
    expect(await titles({ skill: [String(ref.design.software[0])] })).toEqual([]);
    expect(await titles({ softwareSkill: [String(ref.design.skills[0])] })).toEqual([]);
    expect(await titles({ qualification: [String(ref.architecture.qualifications[0]), String(ref.architecture.qualifications[1])] })).toEqual([
      'Architecture post', 'Both post',
    ]);
    // AND across filters.
    expect(await titles({ industry: ['1'], qualification: [String(ref.architecture.qualifications[1])] })).toEqual(['Both post']);
    expect(await titles({ industry: ['2'], skill: [String(ref.design.skills[0])] })).toEqual([]);
    expect(await titles({ search: 'architecture', industry: ['1', '2'], genre: [String(ref.architecture.genres[0])] })).toEqual(['Architecture post']);
  });

  it('match levels, role types and working hours exactly, BOTH and BOTH_TIME on either side', async () => {
    const [junior, , senior] = x.levels;
    await x.post('Freelance full-time junior', { type: 'FREELANCE', sub_type: 'FULLTIME', job_level_id: junior! });
    await x.post('Permanent part-time senior', { type: 'PERMANENT', sub_type: 'PARTTIME', job_level_id: senior!, duration: null, is_ir35: null });
    await x.post('Both both-time senior', { type: 'BOTH', sub_type: 'BOTH_TIME', job_level_id: senior! });
    expect(await titles({ jobLevel: [String(senior)] })).toEqual(['Both both-time senior', 'Permanent part-time senior']);
    expect(await titles({ jobLevel: [String(junior), String(senior)] })).toHaveLength(3);
    expect(await titles({ jobType: ['FREELANCE'] })).toEqual(['Both both-time senior', 'Freelance full-time junior']);
    expect(await titles({ jobType: ['PERMANENT'] })).toEqual(['Both both-time senior', 'Permanent part-time senior']);
    expect(await titles({ jobType: ['BOTH'] })).toHaveLength(3);
    expect(await titles({ jobType: ['FREELANCE', 'PERMANENT'] })).toHaveLength(3);
    expect(await titles({ workingHour: ['FULLTIME'] })).toEqual(['Both both-time senior', 'Freelance full-time junior']);
    expect(await titles({ workingHour: ['PARTTIME'] })).toEqual(['Both both-time senior', 'Permanent part-time senior']);
    expect(await titles({ workingHour: ['BOTH_TIME'] })).toHaveLength(3);
    expect(await titles({ jobType: ['PERMANENT'], workingHour: ['FULLTIME'] })).toEqual(['Both both-time senior']);
  });

  it('match the location type: ONSITE and REMOTE include hybrid posts, HYBRID needs both', async () => {
    await x.post('Onsite', { is_on_site: true, is_remote: false });
    await x.post('Remote', { is_on_site: false, is_remote: true });
    await x.post('Hybrid', { is_on_site: true, is_remote: true });
    expect(await titles({ jobLocation: ['ONSITE'] })).toEqual(['Hybrid', 'Onsite']);
    expect(await titles({ jobLocation: ['REMOTE'] })).toEqual(['Hybrid', 'Remote']);
    expect(await titles({ jobLocation: ['HYBRID'] })).toEqual(['Hybrid']);
    expect(await titles({ jobLocation: ['ONSITE', 'REMOTE'] })).toEqual(['Hybrid', 'Onsite', 'Remote']);
  });

  it('match a discipline with the job filters through the qualified facets, as each filter alone would (migration 0012)', async () => {
    const [junior, , senior] = x.levels;
    await x.post('Design permanent onsite senior', { type: 'PERMANENT', duration: null, is_ir35: null, job_level_id: senior! }, { industries: [1] });
    await x.post('Design both remote', { type: 'BOTH', sub_type: 'BOTH_TIME', is_on_site: false, is_remote: true }, { industries: [1] });
    await x.post('Architecture permanent onsite', { type: 'PERMANENT', duration: null, is_ir35: null }, { industries: [2] });
    await x.post('Both disciplines freelance hybrid', { type: 'FREELANCE', is_remote: true }, { industries: [1, 2] });
    await x.post('Project of design', { target: 'PROJECT' }, { industries: [1] });
    expect(await titles({ industry: ['1'], jobType: ['PERMANENT'] })).toEqual(['Design both remote', 'Design permanent onsite senior']);
    expect(await titles({ industry: ['1'], jobType: ['PERMANENT'], jobLocation: ['ONSITE'] })).toEqual(['Design permanent onsite senior']);
    expect(await titles({ industry: ['2'], jobLocation: ['REMOTE'] })).toEqual(['Both disciplines freelance hybrid']);
    expect(await titles({ industry: ['1', '2'], jobType: ['FREELANCE'], workingHour: ['PARTTIME'] })).toEqual(['Design both remote']);
    expect(await titles({ industry: ['2'], jobLevel: [String(junior), String(senior)] })).toEqual(['Architecture permanent onsite', 'Both disciplines freelance hybrid']);
    expect(await titles({ industry: ['1'], jobLevel: [String(senior)], search: 'senior' })).toEqual(['Design permanent onsite senior']);
    expect(await titles({ industry: ['1'], jobType: ['BOTH'], workingHour: ['BOTH_TIME'] })).toHaveLength(3);
    // A post carries each of its disciplines with each of its job facets; a project carries none of them.
    const facets = async (title: string) =>
      (await x.db.select({ f: opportunities.facets }).from(opportunities).where(eq(opportunities.title, title)))[0]!.f;
    expect(await facets('Both disciplines freelance hybrid')).toEqual(
      expect.arrayContaining(['i1.tFREELANCE', 'i2.tFREELANCE', 'i1.hFULLTIME', 'i2.onsite', 'i2.remote', 'i2.hybrid', `i1.l${x.ref.level}`]),
    );
    expect((await facets('Project of design')).filter((code) => code.includes('.'))).toEqual([]);
  });

  it('give agencies projects by category, skills and services; job-only filters do not apply to projects', async () => {
    const { ref } = x;
    await x.post('Rebrand', { target: 'PROJECT' }, { genres: [ref.design.genres[0]!], services: [ref.services[0]!], skills: [ref.design.skills[0]!] });
    await x.post('App build', { target: 'PROJECT' }, { genres: [ref.design.genres[1]!], services: [ref.services[1]!] });
    await x.post('A job with the service', {}, { services: [ref.services[0]!] });
    expect(await titles({ service: [String(ref.services[0])] }, agency)).toEqual(['Rebrand']);
    expect(await titles({ genre: [String(ref.design.genres[1])] }, agency)).toEqual(['App build']);
    expect(await titles({ skill: [String(ref.design.skills[0])], service: [String(ref.services[0]), String(ref.services[1])] }, agency)).toEqual(['Rebrand']);
    expect(await titles({ jobType: ['PERMANENT'], jobLocation: ['REMOTE'] }, agency)).toEqual(['App build', 'Rebrand']);
    expect(await titles({ service: [String(ref.services[0])] })).toEqual(['A job with the service']);
  });

  it('follow a post’s later changes: its lists, its fields, and a facets value written by hand (migration 0010’s triggers)', async () => {
    const { ref, db } = x;
    const [skillA, skillB] = ref.design.skills as [number, number];
    const id = Number(await x.post('Changing post', { type: 'FREELANCE' }, { industries: [1], skills: [skillA] }));
    const facetsOf = async () => (await db.select({ f: opportunities.facets }).from(opportunities).where(eq(opportunities.id, id)))[0]!.f;
    expect(await titles({ skill: [String(skillA)] })).toEqual(['Changing post']);

    // The skills replaced, as the edit form saves them: the old one no longer finds it, the new one does.
    await db.delete(opportunitySkills).where(eq(opportunitySkills.opportunity_id, id));
    await db.insert(opportunitySkills).values([{ opportunity_id: id, skill_id: skillB }]);
    expect(await titles({ skill: [String(skillA)] })).toEqual([]);
    expect(await titles({ skill: [String(skillB)] })).toEqual(['Changing post']);
    // A list row changed in place (never done by the app) is followed too.
    await db.update(opportunityIndustries).set({ industry_id: 2 }).where(eq(opportunityIndustries.opportunity_id, id));
    expect(await titles({ industry: ['1'] })).toEqual([]);
    expect(await titles({ industry: ['2'] })).toEqual(['Changing post']);
    expect(await titles({ industry: ['1'], jobType: ['FREELANCE'] })).toEqual([]);
    expect(await titles({ industry: ['2'], jobType: ['FREELANCE'] })).toEqual(['Changing post']);

    await db.update(opportunities).set({ type: 'PERMANENT', duration: null, is_ir35: null, is_remote: true }).where(eq(opportunities.id, id));
    expect(await titles({ jobType: ['FREELANCE'] })).toEqual([]);
    expect(await titles({ jobType: ['PERMANENT'], jobLocation: ['HYBRID'] })).toEqual(['Changing post']);
    expect(await titles({ industry: ['2'], jobType: ['FREELANCE'] })).toEqual([]);
    expect(await titles({ industry: ['2'], jobType: ['PERMANENT'], jobLocation: ['HYBRID'] })).toEqual(['Changing post']);

    const kept = await facetsOf();
    await db.update(opportunities).set({ facets: ['s1', 'tFREELANCE'] }).where(eq(opportunities.id, id));
    expect(await facetsOf()).toEqual(kept);
    expect(kept).toEqual(expect.arrayContaining(['tPERMANENT', 'onsite', 'remote', 'hybrid', 'i2', `s${skillB}`]));
  });

  it('refuse ids that are not numbers, more than 50 ids, and unknown keys, as BAD_USER_INPUT', async () => {
    for (const filters of [
      { skill: ['abc'] }, { industry: ['1.5'] }, { genre: ['-1'] }, { jobLevel: ['99999999999'] },
      { skill: Array.from({ length: SEARCH_IDS_MAX + 1 }, (_, i) => String(i + 1)) },
      { jobType: ['TIME'] }, { workingHour: ['full'] }, { jobLocation: ['ALL'] },
    ]) {
      expect(codeOf(await t.gql(SEARCH, { filters }, freelancer)), JSON.stringify(filters).slice(0, 60)).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await t.gql(LATEST, { industry: 'x' }, freelancer))).toBe('BAD_USER_INPUT');
    // Unknown ids are simply matched by nothing.
    expect(await titles({ skill: ['2147483647'] })).toEqual([]);
  });
});

describe('latestOpportunities', () => {
  it('lists the first posts in the search order, of one discipline when asked', async () => {
    await x.post('Design one', { created_at: x.daysAgo(3) }, { industries: [1] });
    await x.post('Design two', { created_at: x.daysAgo(2) }, { industries: [1] });
    await x.post('Architecture', { created_at: x.daysAgo(1) }, { industries: [2] });
    await x.post('Design featured', { created_at: x.daysAgo(9), featured: true }, { industries: [1] });
    const latest = async (vars: Record<string, unknown>) => {
      const res: Res = await t.gql(LATEST, vars, freelancer);
      expect(res.errors).toBeUndefined();
      return titlesOf(res.data.latestOpportunities);
    };
    expect(await latest({})).toEqual(['Design featured', 'Architecture', 'Design two', 'Design one']);
    expect(await latest({ industry: '1', first: 2 })).toEqual(['Design featured', 'Design two']);
    expect(await latest({ industry: '2' })).toEqual(['Architecture']);
    expect(await latest({ first: 1000 })).toHaveLength(4);
    await t.deps.db.update(opportunities).set({ featured: false });
  });
});
