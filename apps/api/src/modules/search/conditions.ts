import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { cutSearchWords, type OpportunityTarget, type SearchInput } from '@mp/domain';
import type { Db } from '../../db/client.js';
import {
  opportunities as o, opportunityGenres, opportunityIndustries, opportunityQualifications, opportunityServices, opportunitySkills, skills,
} from '../../db/schema/index.js';
import { rowsOf } from '../../lib/throttle.js';

/** A search's conditions (decision 0039): the posts listed, the filters (AND across them, OR within one), the words. */

/**
 * The words as PostgreSQL reads them: control characters (NUL included) become spaces, the text is cut to
 * SEARCH_WORDS_MAX. websearch_to_tsquery never fails on syntax (quotes, `or`, `-`, stray operators), so
 * nothing typed is an error; text without a letter or digit is no words at all.
 */
export function searchWords(text: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const clean = cutSearchWords((text ?? '').replace(/[\u0000-\u001f\u007f]/g, ' '));
  return /[\p{L}\p{N}]/u.test(clean) ? clean : '';
}

/** Open (not closed), published (is_active and is_public) posts of one kind; the company's status is joined. */
export const openPosts = (target: OpportunityTarget) =>
  and(eq(o.target, target), isNull(o.deleted_at), sql`${o.is_active}`, sql`${o.is_public}`);

/** The post is linked (discipline, category, qualification, service, skill) to one of `ids`. */
const linked = (table: PgTable & { opportunity_id: AnyPgColumn }, column: AnyPgColumn, ids: number[]) =>
  sql`exists (select 1 from ${table} where ${table.opportunity_id} = ${o.id} and ${inArray(column, ids)})`;

/**
 * The ids among `ids` that are skills (software false) or software skills (true): read first, from the small skills
 * table, so the post filter is a plain list the planner can estimate (an unknown or other-kind id matches nothing).
 */
async function skillsOfKind(db: Db, ids: number[], software: boolean): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: skills.id }).from(skills).where(and(inArray(skills.id, ids), eq(skills.software, software)));
  return rows.map((r) => r.id);
}

/** The post asks for one of these skills; nothing matches an empty list. */
const hasSkill = (ids: number[]) => (ids.length ? linked(opportunitySkills, opportunitySkills.skill_id, ids) : sql`false`);

/** F-Q4: exact keys; a post with `both` matches any choice, and choosing `both` matches every post. */
function keyFilter(column: typeof o.type | typeof o.sub_type, chosen: string[], both: string): SQL | undefined {
  if (chosen.length === 0 || chosen.includes(both)) return undefined;
  return inArray(column, [...chosen, both]);
}

/** F-Q5: ONSITE = on site, REMOTE = remote (hybrid posts have both flags, so they match both), HYBRID = both flags. */
function locationFilter(chosen: string[]): SQL | undefined {
  if (chosen.length === 0) return undefined;
  const one = (v: string) =>
    v === 'ONSITE' ? sql`${o.is_on_site}` : v === 'REMOTE' ? sql`${o.is_remote}` : sql`(${o.is_on_site} and ${o.is_remote})`;
  return or(...chosen.map(one));
}

/**
 * The conditions of a search for one kind: AND across filters, OR within one list. The role type, working
 * hours, location and level filters are the jobs' (a project stores PROJECT there): ignored for projects.
 */
export async function searchConditions(db: Db, target: OpportunityTarget, input: SearchInput): Promise<SQL> {
  const words = searchWords(input.search);
  const job = target === 'JOB';
  const skillIds = input.skill.length ? await skillsOfKind(db, input.skill, false) : null;
  const softwareIds = input.softwareSkill.length ? await skillsOfKind(db, input.softwareSkill, true) : null;
  const withWords = Boolean(words) && (await hasLexemes(db, words));
  return and(
    openPosts(target),
    input.industry.length ? linked(opportunityIndustries, opportunityIndustries.industry_id, input.industry) : undefined,
    input.genre.length ? linked(opportunityGenres, opportunityGenres.genre_id, input.genre) : undefined,
    input.qualification.length
      ? linked(opportunityQualifications, opportunityQualifications.qualification_id, input.qualification)
      : undefined,
    input.service.length ? linked(opportunityServices, opportunityServices.service_id, input.service) : undefined,
    skillIds ? hasSkill(skillIds) : undefined,
    softwareIds ? hasSkill(softwareIds) : undefined,
    job && input.jobLevel.length ? inArray(o.job_level_id, input.jobLevel) : undefined,
    job ? keyFilter(o.type, input.jobType, 'BOTH') : undefined,
    job ? keyFilter(o.sub_type, input.workingHour, 'BOTH_TIME') : undefined,
    job ? locationFilter(input.jobLocation) : undefined,
    // Matched against the stored vector with the query as a constant, so the GIN index can answer it.
    withWords ? sql`${o.search_vector} @@ websearch_to_tsquery('english', ${words})` : undefined,
  )!;
}

/** Words that are all stop words ("the", "and") make an empty query, which would match nothing: no words. */
async function hasLexemes(db: Db, words: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select numnode(websearch_to_tsquery('english', ${words})) as n`));
  return Number(row?.n ?? 0) > 0;
}
