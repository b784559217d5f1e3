import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { locationTypeOf, postingCompanyName, type AgencyAd, type CompensationCurrency, type CompensationUnit, type LocationType, type OpportunityTarget } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { industries, opportunities, users } from '../../db/schema/index.js';
import { isVerifiedTeam } from '../company-verification/badge.js';
import { notHidden } from '../../db/hidden-items.js';

/**
 * The public job pages (decision 0028): what a visitor may read of a published post, one statement per
 * page. Only public fields: no applicants, follow-up message, ATS link, creator or close details.
 */

export interface PublicName {
  id: string;
  name: string;
}
export interface PublicSkill extends PublicName {
  software: boolean;
  must_have: boolean;
}
export interface PublicQualification extends PublicName {
  must_have: boolean;
}
export interface PublicCompany {
  id: string;
  name: string;
  /** The logo (an /uploads address) only when the company consented to its use (can_use_logo). */
  logo: string | null;
  website: string | null;
  /** Verified (decision 0066): it showed it holds its website's domain; the post shows a badge. */
  verified: boolean;
  /** The company's public page (/companies/{slug}); null when it has none or hid it: the post shows the name only. */
  slug: string | null;
}

/** The public page's data; the GraphQL type PublicJob exposes exactly these fields. */
export interface PublicJob {
  id: string;
  slug: string;
  target: OpportunityTarget;
  title: string;
  /** Sanitised HTML (decision 0022). */
  description: string;
  location: string | null;
  location_country: string | null;
  location_type: LocationType | null;
  type: string;
  sub_type: string;
  /** The role type's and working hours' names (jobs), from the reference lists. */
  type_name: string | null;
  sub_type_name: string | null;
  level: PublicName | null;
  position: PublicName | null;
  industries: PublicName[];
  genres: PublicName[];
  skills: PublicSkill[];
  qualifications: PublicQualification[];
  services: PublicName[];
  is_compensation_displayed: boolean;
  /** Null unless the compensation is displayed. */
  minimumBudget: number | null;
  maximumBudget: number | null;
  compensation_currency: CompensationCurrency;
  compensation_unit: CompensationUnit | null;
  duration: number | null;
  is_ir35: number | null;
  /** Date Posted, YYYY-MM-DD. */
  job_number: string;
  created_at: string;
  updated_at: string;
  /** Set by administrators; lists show featured posts first, marked. */
  featured: boolean;
  /** Closed posts keep a page that says so (without structured data). */
  closed: boolean;
  /** The last day the post is advertised as open (JSON-LD validThrough); null when closed. */
  valid_through: string | null;
  /** Applications go through the site (no ATS link): JobPosting directApply. */
  direct_apply: boolean;
  company: PublicCompany;
  /** Placed by an employment agency: what reg. 27 has the ad say (decision 0065). */
  agency: AgencyAd | null;
}

/** How long an open post is advertised as valid after its Date Posted (decision 0028). */
export const VALID_DAYS = 60;

/**
 * validThrough: 60 days after Date Posted; a post still open after that (posts have no expiry, the employer
 * closes them) is advertised for the next 60 days, and so on: the date moves in 60-day steps, never daily.
 */
export function validThrough(datePosted: string, now: Date = new Date()): string {
  const day = 86_400_000;
  const posted = Date.parse(`${datePosted}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const windows = Math.max(1, Math.ceil((today - posted) / (VALID_DAYS * day)));
  return new Date(posted + windows * VALID_DAYS * day).toISOString().slice(0, 10);
}

/**
 * Published (is_active) and public, by an ACTIVE company (joined), and not hidden by moderation: anything else has no
 * page at all, nor a place in the lists that read posts through here.
 */
const published = and(eq(opportunities.is_active, true), eq(opportunities.is_public, true), notHidden('POST', opportunities.id));

const list = (query: ReturnType<typeof sql>) => sql`coalesce((${query}), '[]'::json)`;

const RELATIONS = {
  industries: list(sql`select json_agg(json_build_object('id', i.id::text, 'name', i.name) order by i.sort_order, i.name)
    from opportunity_industries oi join industries i on i.id = oi.industry_id where oi.opportunity_id = "opportunities"."id"`),
  genres: list(sql`select json_agg(json_build_object('id', g.id::text, 'name', g.name) order by g.sort_order, g.name)
    from opportunity_genres og join genres g on g.id = og.genre_id where og.opportunity_id = "opportunities"."id"`),
  skills: list(sql`select json_agg(json_build_object('id', s.id::text, 'name', s.name, 'software', s.software, 'must_have', os.must_have)
      order by s.sort_order, s.name)
    from opportunity_skills os join skills s on s.id = os.skill_id where os.opportunity_id = "opportunities"."id"`),
  qualifications: list(sql`select json_agg(json_build_object('id', q.id::text, 'name', q.name, 'must_have', oq.must_have) order by q.sort_order, q.name)
    from opportunity_qualifications oq join qualifications q on q.id = oq.qualification_id where oq.opportunity_id = "opportunities"."id"`),
  services: list(sql`select json_agg(json_build_object('id', v.id::text, 'name', v.name) order by v.sort_order, v.name)
    from opportunity_services ov join services v on v.id = ov.service_id where ov.opportunity_id = "opportunities"."id"`),
  level: sql`(select json_build_object('id', l.id::text, 'name', l.name) from job_levels l where l.id = "opportunities"."job_level_id")`,
  position: sql`(select json_build_object('id', p.id::text, 'name', p.name) from positions p where p.id = "opportunities"."position_id")`,
  type_name: sql<string | null>`(select t.name from job_types t where t.key = "opportunities"."type")`,
  sub_type_name: sql<string | null>`(select w.name from working_hours w where w.key = "opportunities"."sub_type")`,
  /** The company page is shown (not hidden by moderation): the post links it only then. */
  company_page_shown: sql<boolean>`${notHidden('COMPANY_PAGE', users.id)}`,
  company_verified: isVerifiedTeam(users.id),
};

/** Some drivers hand json columns back as text. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * The public page of a post by its slug: null when there is none, or it is not published (a 404);
 * a closed post is returned with `closed` set. One statement.
 */
export async function findPublicJob(db: Db, slug: string, now: Date = new Date()): Promise<PublicJob | null> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 120) return null;
  return findPublished(db, eq(opportunities.slug, slug), now);
}

/** The same reading by id: the detail page of a signed-in seeker (decision 0038) shows what a visitor may read. */
export async function findPublicJobById(db: Db, id: number, now: Date = new Date()): Promise<PublicJob | null> {
  return findPublished(db, eq(opportunities.id, id), now);
}

/**
 * Published posts by id, in the order of `ids` (a page of search or for-you results): one statement for the
 * whole list, the same reading as the page's. Ids that are not published (or unknown) are left out.
 */
export async function findPublicJobsByIds(db: Db, ids: readonly number[], now: Date = new Date()): Promise<PublicJob[]> {
  if (ids.length === 0) return [];
  const found = await selectPublished(db, inArray(opportunities.id, [...ids]), now);
  const byId = new Map(found.map((job) => [job.id, job]));
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}

async function findPublished(db: Db, which: SQL, now: Date): Promise<PublicJob | null> {
  const [job] = await selectPublished(db, which, now);
  return job ?? null;
}

/** Every column but the search words (a large tsvector no page shows). */
const { search_vector: _words, ...postColumns } = getTableColumns(opportunities);

async function selectPublished(db: Db, which: SQL, now: Date): Promise<PublicJob[]> {
  const rows = await db
    .select({
      post: postColumns,
      team: {
        id: users.id, company: users.company, first_name: users.first_name, last_name: users.last_name,
        avatar: users.avatar, website: users.website, can_use_logo: users.can_use_logo,
        type: users.type, slug: users.slug, page_hidden: users.page_hidden, deleted_at: users.deleted_at,
      },
      ...RELATIONS,
    })
    .from(opportunities)
    .innerJoin(users, eq(users.id, opportunities.team_id))
    .where(and(which, published, eq(users.status, 'ACTIVE')));
  return rows.map((row) => {
    const { post, team } = row;
    const closed = post.deleted_at !== null;
    const shown = post.is_compensation_displayed;
    return {
      id: String(post.id),
      slug: post.slug,
      target: post.target,
      title: post.title,
      description: post.description,
      location: post.location,
      location_country: post.location_country,
      location_type: post.target === 'JOB' ? locationTypeOf(post) : null,
      type: post.type,
      sub_type: post.sub_type,
      type_name: post.target === 'JOB' ? row.type_name : null,
      sub_type_name: post.target === 'JOB' ? row.sub_type_name : null,
      level: parsed<PublicName | null>(row.level),
      position: parsed<PublicName | null>(row.position),
      industries: parsed<PublicName[]>(row.industries),
      genres: parsed<PublicName[]>(row.genres),
      skills: parsed<PublicSkill[]>(row.skills),
      qualifications: parsed<PublicQualification[]>(row.qualifications),
      services: parsed<PublicName[]>(row.services),
      is_compensation_displayed: shown,
      minimumBudget: shown ? post.minimum_budget : null,
      maximumBudget: shown ? post.maximum_budget : null,
      compensation_currency: post.compensation_currency,
      compensation_unit: post.compensation_unit ?? null,
      duration: post.duration,
      is_ir35: post.is_ir35,
      job_number: post.job_number,
      created_at: post.created_at.toISOString(),
      updated_at: post.updated_at.toISOString(),
      featured: post.featured,
      closed,
      valid_through: closed ? null : validThrough(post.job_number, now),
      direct_apply: !post.application_link,
      agency: post.agency_name && post.work_term ? { name: post.agency_name, work_term: post.work_term, minimum_requirements: post.minimum_requirements } : null,
      company: {
        id: String(team.id),
        name: postingCompanyName(team),
        logo: team.can_use_logo && team.avatar ? team.avatar : null,
        website: team.website && /^https?:\/\//i.test(team.website) ? team.website : null,
        verified: Boolean(row.company_verified),
        // The same rule as the company page's (company-pages/service.ts visibleCompany); the join already asks ACTIVE.
        slug: team.type === 'COMPANY' && !team.page_hidden && !team.deleted_at && row.company_page_shown ? team.slug : null,
      },
    };
  });
}

export interface SitemapPost {
  slug: string;
  lastmod: string;
}

/** Every open, published post's address part and last change, newest first (the sitemap). */
export async function openPublicPosts(db: Db): Promise<SitemapPost[]> {
  const rows = await db
    .select({ slug: opportunities.slug, updated_at: opportunities.updated_at })
    .from(opportunities)
    .innerJoin(users, eq(users.id, opportunities.team_id))
    .where(and(published, isNull(opportunities.deleted_at), eq(users.status, 'ACTIVE')))
    .orderBy(desc(opportunities.updated_at))
    .limit(50_000);
  return rows.map((r) => ({ slug: r.slug, lastmod: r.updated_at.toISOString() }));
}

/** The disciplines listed in the sitemap as board pages: every shown one (a few dozen), in their order. */
export async function boardDisciplines(db: Db): Promise<number[]> {
  const rows = await db.select({ id: industries.id }).from(industries).where(eq(industries.hidden, false)).orderBy(asc(industries.sort_order), asc(industries.id));
  return rows.map((r) => r.id);
}
