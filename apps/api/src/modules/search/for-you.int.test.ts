import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOR_YOU_WEIGHTS as W } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  freelancerPreferences, userGenres, userIndustries, userJobLevels, userPositions, users, userSkills, userTeams,
} from '../../db/schema/index.js';
import { person } from '../account-data/test-fixtures.js';
import { forYouAudience, forYouMatches } from './for-you.js';
import { codeOf, FOR_YOU, searchFixtures, titlesOf, type Res } from './test-fixtures.js';

/** "Opportunities for you" (packages/domain/src/for-you.ts, decision 0039) in both directions. */

let t: TestApp;
let x: Awaited<ReturnType<typeof searchFixtures>>;

interface Profile {
  industries?: number[];
  skills?: { id: number; top?: boolean }[];
  genres?: number[];
  levels?: number[];
  positions?: number[];
  job_type?: string;
  working_hours?: string;
}
async function profiled(tag: string, p: Profile, values: Partial<typeof users.$inferInsert> = {}) {
  const db = t.deps.db;
  const me = await x.freelancer(tag, values);
  if (p.industries?.length) await db.insert(userIndustries).values(p.industries.map((industry_id) => ({ user_id: me.id, industry_id })));
  if (p.skills?.length) await db.insert(userSkills).values(p.skills.map((s) => ({ user_id: me.id, skill_id: s.id, is_top: !!s.top })));
  if (p.genres?.length) await db.insert(userGenres).values(p.genres.map((genre_id) => ({ user_id: me.id, genre_id })));
  if (p.levels?.length) await db.insert(userJobLevels).values(p.levels.map((job_level_id) => ({ user_id: me.id, job_level_id })));
  if (p.positions?.length) await db.insert(userPositions).values(p.positions.map((position_id) => ({ user_id: me.id, position_id })));
  if (p.job_type || p.working_hours) {
    await db.insert(freelancerPreferences).values({ user_id: me.id, job_type: p.job_type ?? null, working_hours: p.working_hours ?? null });
  }
  return me;
}

const forYou = async (token: string, paging: { first?: number; page?: number } = {}) => {
  const res: Res = await t.gql(FOR_YOU, paging, token);
  expect(res.errors).toBeUndefined();
  return res.data.opportunitiesForYou as { data: { id: string; title: string; target: string }[]; paginatorInfo: Record<string, unknown> };
};

beforeAll(async () => {
  t = await createTestApp();
  x = await searchFixtures(t);
});
beforeEach(async () => x.clearPosts());
afterAll(async () => t.close());

describe('a freelancer', () => {
  it('ranks a shared top skill above a plain skill, and lists nothing that shares no skill or category', async () => {
    const [a, b, c] = x.ref.design.skills;
    const me = await profiled('ranker', { skills: [{ id: a!, top: true }, { id: b! }], genres: [x.ref.design.genres[0]!] });
    await x.post('Plain skill', { created_at: x.daysAgo(1) }, { industries: [1], skills: [b!] });
    await x.post('Top skill', { created_at: x.daysAgo(2) }, { industries: [1], skills: [a!] });
    await x.post('Top skill and category', { created_at: x.daysAgo(3) }, { industries: [1], skills: [a!], genres: [x.ref.design.genres[0]!] });
    await x.post('Category only', { created_at: x.daysAgo(4) }, { industries: [1], genres: [x.ref.design.genres[0]!] });
    await x.post('Nothing shared', {}, { industries: [1], skills: [c!], genres: [x.ref.design.genres[1]!] });
    const list = await forYou(me.token);
    expect(titlesOf(list.data)).toEqual(['Top skill and category', 'Top skill', 'Plain skill', 'Category only']);
    expect(list.paginatorInfo).toEqual({ count: 4, currentPage: 1, hasMorePages: false, total: 4 });

    // The scores, as the rule gives them (the post's FREELANCE/FULLTIME, level and position do not fit: none chosen).
    const { matches } = await forYouMatches(t.deps.db, me.id);
    expect(matches.map((m) => m.score)).toEqual([W.topSkill + W.genre, W.topSkill, W.skill, W.genre]);
    // Ties go to the featured post, then the newest.
    await x.post('Featured plain skill', { featured: true, created_at: x.daysAgo(30) }, { industries: [1], skills: [b!] });
    expect(titlesOf((await forYou(me.token)).data).slice(2, 4)).toEqual(['Featured plain skill', 'Plain skill']);
  });

  it('adds role type, working hours, level and position when they fit', async () => {
    const [a] = x.ref.design.skills;
    const [junior, , senior] = x.levels;
    const me = await profiled('fitter', {
      skills: [{ id: a! }], levels: [senior!], positions: [x.ref.design.position], job_type: 'PERMANENT', working_hours: 'BOTH_TIME',
    });
    await x.post('Fits all', { type: 'BOTH', sub_type: 'PARTTIME', job_level_id: senior!, position_id: x.ref.design.position, created_at: x.daysAgo(3) }, {
      industries: [1], skills: [a!],
    });
    await x.post('Fits none', { type: 'FREELANCE', job_level_id: junior!, position_id: x.otherPosition, created_at: x.daysAgo(1) }, {
      industries: [1], skills: [a!],
    });
    const { matches } = await forYouMatches(t.deps.db, { id: me.id, kind: 'FREELANCER' });
    // Hours: BOTH_TIME on the person's side fits anything.
    expect(matches.map((m) => m.score)).toEqual([W.skill + W.jobType + W.workingHours + W.level + W.position, W.skill + W.workingHours]);
    expect(titlesOf((await forYou(me.token)).data)).toEqual(['Fits all', 'Fits none']);
  });

  it('keeps to their disciplines (any when none chosen) and to posts published in the last 60 days', async () => {
    const [a] = x.ref.design.skills;
    const designer = await profiled('discipline', { industries: [1], skills: [{ id: a! }] });
    const anyone = await profiled('no-discipline', { skills: [{ id: a! }] });
    await x.post('Design job', { created_at: x.daysAgo(2) }, { industries: [1], skills: [a!] });
    await x.post('Architecture job', { created_at: x.daysAgo(1) }, { industries: [2], skills: [a!] });
    await x.post('Published 59 days ago', { published_at: x.daysAgo(59), created_at: x.daysAgo(90) }, { industries: [1], skills: [a!] });
    await x.post('Published 61 days ago', { published_at: x.daysAgo(61), created_at: x.daysAgo(61) }, { industries: [1], skills: [a!] });
    expect(titlesOf((await forYou(designer.token)).data)).toEqual(['Design job', 'Published 59 days ago']);
    expect(titlesOf((await forYou(anyone.token)).data)).toEqual(['Architecture job', 'Design job', 'Published 59 days ago']);
  });

  it('never lists projects, unpublished, private, closed or an inactive company’s posts', async () => {
    const [a] = x.ref.design.skills;
    const g = x.ref.design.genres[0]!;
    const me = await profiled('leaks', { skills: [{ id: a! }], genres: [g] });
    await x.post('Listed', {}, { industries: [1], skills: [a!] });
    await x.post('A project', { target: 'PROJECT' }, { genres: [g], skills: [a!] });
    await x.post('Draft', { is_active: false }, { industries: [1], skills: [a!] });
    await x.post('Private', { is_public: false }, { industries: [1], skills: [a!] });
    await x.close(await x.post('Closed', {}, { industries: [1], skills: [a!] }));
    await x.post('Inactive company', { team_id: x.inactiveCompany }, { industries: [1], skills: [a!] });
    expect(titlesOf((await forYou(me.token)).data)).toEqual(['Listed']);
  });

  it('is empty without skills or categories, and pages by 10', async () => {
    const [a] = x.ref.design.skills;
    for (let i = 1; i <= 12; i += 1) await x.post(`Match ${String(i).padStart(2, '0')}`, { created_at: x.daysAgo(i) }, { industries: [1], skills: [a!] });
    const empty = await profiled('empty', { industries: [1], levels: [x.levels[0]!], job_type: 'FREELANCE' });
    expect(await forYou(empty.token)).toEqual({ data: [], paginatorInfo: { count: 0, currentPage: 1, hasMorePages: false, total: 0 } });
    const me = await profiled('pager', { skills: [{ id: a! }] });
    expect((await forYou(me.token)).paginatorInfo).toEqual({ count: 10, currentPage: 1, hasMorePages: true, total: 12 });
    const second = await forYou(me.token, { page: 2 });
    expect(titlesOf(second.data)).toEqual(['Match 11', 'Match 12']);
    expect(second.paginatorInfo).toEqual({ count: 2, currentPage: 2, hasMorePages: false, total: 12 });
    expect((await forYou(me.token, { page: 5 })).paginatorInfo).toEqual({ count: 0, currentPage: 5, hasMorePages: false, total: 12 });
  });
});

describe('reading the candidates in steps', () => {
  it('gives the same pages, and whether more follow, as reading every candidate', async () => {
    const [a, b, c] = x.ref.design.skills;
    const [g0, g1] = x.ref.design.genres;
    const [junior, , senior] = x.levels;
    const me = await profiled('stepper', {
      skills: [{ id: a!, top: true }, { id: b! }, { id: c! }], genres: [g0!, g1!], levels: [senior!], job_type: 'PERMANENT', working_hours: 'FULLTIME',
    });
    // Shared points from 2 to 10, fits from 0 to 5, and candidates of many points that are not listable (closed,
    // out of the window), so the first candidates read are often not on the page and the reading must widen.
    const skill = { a: a!, b: b!, c: c! } as Record<string, number>;
    const genre = { g0: g0!, g1: g1! } as Record<string, number>;
    const lists = ['a b c g0 g1', 'a b g0', 'a', 'b', 'c g1', 'g0', 'a c', 'b g0 g1', 'g1', 'a b c'].map((l) => l.split(' '));
    let n = 0;
    for (const shared of lists) {
      for (const fit of [true, false]) {
        n++;
        const skills = shared.filter((k) => k in skill).map((k) => skill[k]!);
        const genres = shared.filter((k) => k in genre).map((k) => genre[k]!);
        const id = await x.post(`Post ${n}`, {
          type: fit ? 'PERMANENT' : 'FREELANCE', job_level_id: fit ? senior! : junior!, duration: null, is_ir35: null, created_at: x.daysAgo(n % 7),
          ...(n % 5 === 0 ? { published_at: x.daysAgo(70) } : {}),
        }, { industries: [1], skills, genres });
        if (n % 4 === 0) await x.close(id);
      }
    }
    const all = async (limit: number, offset: number) => forYouMatches(t.deps.db, { id: me.id, kind: 'FREELANCER' }, { limit, offset, firstProbe: 10_000 });
    const everything = (await all(100, 0)).matches;
    expect(everything.length).toBeGreaterThan(8);
    for (const firstProbe of [1, 2, 3]) {
      for (const offset of [0, 3, 6, 9, 12]) {
        const stepped = await forYouMatches(t.deps.db, { id: me.id, kind: 'FREELANCER' }, { limit: 3, offset, firstProbe });
        const whole = await all(3, offset);
        expect(stepped.matches, `first ${firstProbe}, from ${offset}`).toEqual(whole.matches);
        expect(stepped.total > offset + 3, `more after ${offset} (first ${firstProbe})`).toBe(whole.total > offset + 3);
      }
    }
  });
});

describe('an agency', () => {
  it('gets projects sharing its team’s categories, ranked by how many; its guests see the same', async () => {
    const [g1, g2, g3] = x.ref.design.genres;
    const agencyId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'agency@demo.test')))[0]!.id;
    await t.deps.db.delete(userGenres).where(eq(userGenres.user_id, agencyId));
    await t.deps.db.insert(userGenres).values([g1!, g2!].map((genre_id) => ({ user_id: agencyId, genre_id })));
    await x.post('One category', { target: 'PROJECT', created_at: x.daysAgo(1) }, { genres: [g1!] });
    await x.post('Two categories', { target: 'PROJECT', created_at: x.daysAgo(2) }, { genres: [g1!, g2!] });
    await x.post('Other category', { target: 'PROJECT' }, { genres: [g3!] });
    await x.post('A job', {}, { industries: [1], genres: [g1!] });
    const agency = await t.login('agency@demo.test');
    expect(titlesOf((await forYou(agency)).data)).toEqual(['Two categories', 'One category']);
    const guest = await person(t, `agency-guest-${randomBytes(3).toString('hex')}@example.test`, { type: 'GUEST' });
    await t.deps.db.insert(userTeams).values({ user_id: guest.id, team_id: agencyId, role: 'member', active: true });
    expect(titlesOf((await forYou(guest.token)).data)).toEqual(['Two categories', 'One category']);
    expect((await forYouMatches(t.deps.db, agencyId)).matches.map((m) => m.score)).toEqual([2 * W.genre, W.genre]);
  });

  it('refuses companies and visitors', async () => {
    expect(codeOf(await t.gql(FOR_YOU, {}, await t.login('employer@demo.test')))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(FOR_YOU, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('the other direction (job alerts)', () => {
  it('gives the ACTIVE freelancers or agencies a post matches, with the same scores, and nobody for a closed post', async () => {
    const [a, b] = x.ref.design.skills;
    const g = x.ref.design.genres[2]!;
    const top = await profiled('alert-top', { industries: [1], skills: [{ id: a!, top: true }], job_type: 'FREELANCE' });
    const plain = await profiled('alert-plain', { skills: [{ id: b! }] });
    const inactive = await profiled('alert-inactive', { skills: [{ id: a! }] }, { status: 'INACTIVE' });
    const architect = await profiled('alert-architect', { industries: [2], skills: [{ id: a! }] });
    const job = Number(await x.post('Alerted job', {}, { industries: [1], skills: [a!, b!] }));
    const audience = await forYouAudience(t.deps.db, job);
    const ids = audience.map((m) => m.userId);
    expect(ids).toContain(top.id);
    expect(ids).toContain(plain.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(architect.id);
    const scoreOf = (id: number) => audience.find((m) => m.userId === id)?.score;
    expect(scoreOf(top.id)).toBe(W.topSkill + W.jobType);
    for (const who of [top, plain]) {
      const forward = await forYouMatches(t.deps.db, who.id, { candidateIds: [job] });
      expect(forward.matches).toEqual([{ opportunityId: job, score: scoreOf(who.id) }]);
    }
    expect(audience.every((m) => m.kind === 'FREELANCER')).toBe(true);

    const agencyId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'agency@demo.test')))[0]!.id;
    await t.deps.db.insert(userGenres).values({ user_id: agencyId, genre_id: g }).onConflictDoNothing();
    const project = Number(await x.post('Alerted project', { target: 'PROJECT' }, { genres: [g], skills: [a!] }));
    const agencies = await forYouAudience(t.deps.db, project);
    expect(agencies.find((m) => m.userId === agencyId)).toEqual({ userId: agencyId, kind: 'AGENCY', score: W.genre });
    expect(agencies.every((m) => m.kind === 'AGENCY')).toBe(true);

    await x.close(String(job));
    expect(await forYouAudience(t.deps.db, job)).toEqual([]);
    expect((await forYouMatches(t.deps.db, top.id, { candidateIds: [job] })).matches).toEqual([]);
  });
});
