import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cutSearchWords, type OpportunityTarget, type SearchInput } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { opportunities as o, skills } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/throttle.js';
import { notHidden } from '../../db/hidden-items.js';
import { anyFacet, facet } from './facets.js';

/**
 * A search's conditions (decision 0039): the posts listed, the filters (AND across them, OR within one) as tests on
 * the post's facets, the words.
 */

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

/** Open (not closed), published (is_active and is_public) posts of one kind, not hidden by moderation; the company's status is joined. */
export const openPosts = (target: OpportunityTarget) =>
  and(eq(o.target, target), isNull(o.deleted_at), sql`${o.is_active}`, sql`${o.is_public}`, notHidden('POST', o.id));

/**
 * The ids among `ids` that are skills (software false) or software skills (true): read first, from the small skills
 * table, as a skill and a software skill are both `s` facets (an unknown or other-kind id matches nothing).
 */
async function skillsOfKind(db: Db, ids: number[], software: boolean): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: skills.id }).from(skills).where(and(inArray(skills.id, ids), eq(skills.software, software)));
  return rows.map((r) => r.id);
}

/** One filter as the facets it accepts (any one of them); null: no filter. An empty list matches nothing. */
type Codes = string[] | null;

/** One list filter: the post has one of the chosen entries; no filter when nothing is chosen. */
const oneOf = (ids: number[], code: (id: number) => string): Codes => (ids.length ? ids.map(code) : null);

/** F-Q4: a post with `both` has both keys as facets; choosing `both` matches every post. */
function keyFilter(chosen: string[], both: string, code: (key: string) => string): Codes {
  if (chosen.length === 0 || chosen.includes(both)) return null;
  return chosen.map(code);
}

/** F-Q5: ONSITE = on site, REMOTE = remote (a hybrid post is both, so it matches both), HYBRID = hybrid posts only. */
const LOCATION_FACETS: Record<string, string> = { ONSITE: facet.onSite, REMOTE: facet.remote, HYBRID: facet.hybrid };
const locationFilter = (chosen: string[]): Codes => (chosen.length ? chosen.map((key) => LOCATION_FACETS[key]!) : null);

/** The most facets one qualified filter may list (chosen disciplines × values); beyond, the plain facets are used. */
const QUALIFIED_MAX = 48;

/**
 * The discipline filter with a job's level, role type, hours or location filters, as tests on the qualified facets
 * (`facet.qualified`): "a chosen discipline and a chosen type" is "one of the chosen discipline.type pairs", which
 * a post carries for each discipline and type it has, so the match is the same. Null when it does not apply.
 */
function qualifiedByDiscipline(industries: Codes, jobFilters: Codes[]): Codes[] | null {
  const present = jobFilters.filter((codes): codes is string[] => codes !== null);
  if (!industries?.length || present.length === 0) return null;
  if (present.some((codes) => industries.length * codes.length > QUALIFIED_MAX)) return null;
  return present.map((codes) => industries.flatMap((industry) => codes.map((code) => facet.qualified(industry, code))));
}

/** A search's conditions: the filters (tests on the post's facets; none when nothing is chosen) and the words. */
export interface SearchConditions {
  filters: SQL | undefined;
  /** The words as websearch_to_tsquery reads them; null when there are none (or only stop words). */
  words: string | null;
}

/** The post's words match (`vector` is the post's search_vector, of whichever alias the query reads it from). */
export const wordsMatch = (vector: SQL | AnyPgColumn, words: string): SQL => sql`${vector} @@ websearch_to_tsquery('english', ${words})`;

/** The whole condition on the posts table itself: open, published, of the kind, filtered, with the words. */
export const matching = (target: OpportunityTarget, c: SearchConditions): SQL =>
  and(openPosts(target), c.filters, c.words === null ? undefined : wordsMatch(o.search_vector, c.words))!;

/**
 * The conditions of a search for one kind: AND across filters, OR within one list. The role type, working
 * hours, location and level filters are the jobs' (a project stores PROJECT there): ignored for projects.
 * Both the facets and the words are answered by the GIN index `opportunities_search_idx`.
 */
export async function searchConditions(db: Db, target: OpportunityTarget, input: SearchInput): Promise<SearchConditions> {
  const words = searchWords(input.search);
  const job = target === 'JOB';
  const skillIds = input.skill.length ? await skillsOfKind(db, input.skill, false) : null;
  const softwareIds = input.softwareSkill.length ? await skillsOfKind(db, input.softwareSkill, true) : null;
  const withWords = Boolean(words) && (await hasLexemes(db, words));
  const industries = oneOf(input.industry, facet.industry);
  const jobFilters: Codes[] = job
    ? [
        oneOf(input.jobLevel, facet.level),
        keyFilter(input.jobType, 'BOTH', facet.type),
        keyFilter(input.workingHour, 'BOTH_TIME', facet.hours),
        locationFilter(input.jobLocation),
      ]
    : [];
  const tests: Codes[] = [
    ...(qualifiedByDiscipline(industries, jobFilters) ?? [industries, ...jobFilters]),
    oneOf(input.genre, facet.genre),
    oneOf(input.qualification, facet.qualification),
    oneOf(input.service, facet.service),
    skillIds ? skillIds.map(facet.skill) : null,
    softwareIds ? softwareIds.map(facet.skill) : null,
  ];
  const filters = and(...tests.map((codes) => (codes === null ? undefined : anyFacet(codes))));
  return { filters, words: withWords ? words : null };
}

/** Words that are all stop words ("the", "and") make an empty query, which would match nothing: no words. */
async function hasLexemes(db: Db, words: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select numnode(websearch_to_tsquery('english', ${words})) as n`));
  return Number(row?.n ?? 0) > 0;
}
