import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import {
  jobLevels, opportunities, opportunityGenres, opportunityIndustries, opportunityQualifications, opportunityServices, opportunitySkills, positions,
  users,
} from '../../db/schema/index.js';
import type { TestApp } from '../../../test/harness.js';
import { person } from '../account-data/test-fixtures.js';
import { opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';

/** Posts written straight into the database (dates, featured and links under the test's control). */

export const SEARCH = `query($filters: OpportunitySearchInput, $first: Int, $page: Int) {
  searchOpportunities(filters: $filters, first: $first, page: $page) {
    data { id title target closed } paginatorInfo { count currentPage hasMorePages total } } }`;
export const FOR_YOU = `query($first: Int, $page: Int) { opportunitiesForYou(first: $first, page: $page) {
  data { id title target } paginatorInfo { count currentPage hasMorePages total } } }`;
export const LATEST = `query($first: Int, $industry: ID) { latestOpportunities(first: $first, industry: $industry) { id title target } }`;

export type Res = { data: any; errors?: { message: string; extensions: { code: string } }[] };
export const codeOf = (res: Res) => res.errors?.[0]?.extensions.code;
export const titlesOf = (list: { title: string }[]) => list.map((p) => p.title);

export interface PostLinks {
  industries?: number[];
  genres?: number[];
  skills?: number[];
  qualifications?: number[];
  services?: number[];
}
type PostValues = Partial<typeof opportunities.$inferInsert>;

export async function searchFixtures(t: TestApp) {
  const db = t.deps.db;
  const ref: ReferenceIds = await referenceIds(db);
  const f = opportunityFixtures(t);
  const company = await f.idOf('employer@demo.test');
  const inactiveCompany = await f.idOf('inactive@demo.test');
  const levels = (await db.select({ id: jobLevels.id }).from(jobLevels).orderBy(asc(jobLevels.id))).map((r) => r.id);
  const [otherPosition] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(sql`${positions.industry_id} = 1 and ${positions.id} <> ${ref.design.position}`)
    .limit(1);

  /** A published, open job (or project with target PROJECT) of the demo company, with its lists. */
  async function post(title: string, values: PostValues = {}, links: PostLinks = { industries: [1] }) {
    const project = values.target === 'PROJECT';
    const [row] = await db
      .insert(opportunities)
      .values({
        slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${randomBytes(4).toString('hex')}`,
        team_id: company,
        target: 'JOB',
        title,
        description: `<p>${title}.</p>`,
        type: project ? 'PROJECT' : 'FREELANCE',
        sub_type: project ? 'PROJECT' : 'FULLTIME',
        job_level_id: project ? null : ref.level,
        position_id: project ? null : ref.design.position,
        is_on_site: !project,
        is_remote: false,
        minimum_budget: 100,
        maximum_budget: 200,
        compensation_unit: project ? null : 'DAY',
        follow_up: 'Thanks for applying.',
        published_at: new Date(),
        ...values,
      })
      .returning({ id: opportunities.id });
    const id = row!.id;
    const each = async <T>(list: number[] | undefined, insert: (ids: number[]) => Promise<T>) => (list?.length ? insert(list) : undefined);
    await each(links.industries, (ids) => db.insert(opportunityIndustries).values(ids.map((industry_id) => ({ opportunity_id: id, industry_id }))));
    await each(links.genres, (ids) => db.insert(opportunityGenres).values(ids.map((genre_id) => ({ opportunity_id: id, genre_id }))));
    await each(links.skills, (ids) => db.insert(opportunitySkills).values(ids.map((skill_id) => ({ opportunity_id: id, skill_id }))));
    await each(links.qualifications, (ids) =>
      db.insert(opportunityQualifications).values(ids.map((qualification_id) => ({ opportunity_id: id, qualification_id }))),
    );
    await each(links.services, (ids) => db.insert(opportunityServices).values(ids.map((service_id) => ({ opportunity_id: id, service_id }))));
    return String(id);
  }

  /** Unpublishes every post, so a test lists only its own. */
  async function clearPosts() {
    await db.update(opportunities).set({ is_active: false });
  }

  /** Closes a post as the close form would. */
  async function close(id: string) {
    await db
      .update(opportunities)
      .set({ deleted_at: new Date(), close_reason: 'FILLED_ELSEWHERE', closed_at: new Date().toISOString().slice(0, 10) })
      .where(eq(opportunities.id, Number(id)));
  }

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  /** A new ACTIVE freelancer, signed in. */
  const freelancer = (tag: string, values: Partial<typeof users.$inferInsert> = {}) =>
    person(t, `${tag}-${randomBytes(3).toString('hex')}@example.test`, { first_name: 'Robin', last_name: tag, ...values });

  return { db, ref, company, inactiveCompany, levels, otherPosition: otherPosition!.id, post, clearPosts, close, daysAgo, freelancer };
}
