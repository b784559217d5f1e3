/**
 * Searching opportunities (document 3: latest-opportunities, the agency's opportunities; inventory F-R1, F-O2,
 * F-Q3 to F-Q5, G-F5, G-O3; decision 0039): the URL's parameter names, the page size, the filter values and the
 * empty message, shared by the search pages and the API. The zod rules are in search-rules.ts, so a page that
 * needs only these constants does not load zod.
 */
import { LOCATION_TYPES } from './opportunity.js';
import { JOB_TYPE_KEYS, WORKING_HOUR_KEYS } from './reference.js';

/** Results per page (F-Q3: 10, with Show More). */
export const SEARCH_PAGE_SIZE = 10;
/** The most a client may ask for in one page. */
export const SEARCH_PAGE_MAX = 50;
/** The search box: longer input is cut to this (the server also cuts, never errs). */
export const SEARCH_WORDS_MAX = 200;
/**
 * `total` is counted up to this many matches (an exact count of a broad search at a million posts is slow):
 * a total of SEARCH_TOTAL_CAP means "this many or more"; `hasMorePages` is always exact.
 */
export const SEARCH_TOTAL_CAP = 100;
/** The most ids in one filter list. */
export const SEARCH_IDS_MAX = 50;

/** The words cut to SEARCH_WORDS_MAX characters, at a word's end (a half word would match nothing). */
export function cutSearchWords(text: string): string {
  const words = text.trim();
  if (words.length <= SEARCH_WORDS_MAX) return words;
  const cut = words.slice(0, SEARCH_WORDS_MAX);
  return /\s/.test(words[SEARCH_WORDS_MAX]!) ? cut.trim() : cut.replace(/\s*\S*$/, '') || cut;
}

/** F-T2 (document 3 L89), for both searches. */
export const SEARCH_EMPTY = 'There are no opportunities that currently match your search. Please try again!';

/** F-Q5: the jobLocation values. ONSITE = on site (hybrid included), REMOTE = remote (hybrid included), HYBRID = both. */
export const SEARCH_JOB_LOCATIONS = LOCATION_TYPES;
/** F-Q4: exact keys; a post with BOTH (BOTH_TIME) matches either side, choosing BOTH (BOTH_TIME) matches all. */
export const SEARCH_JOB_TYPES = JOB_TYPE_KEYS;
export const SEARCH_WORKING_HOURS = WORKING_HOUR_KEYS;

/** The id lists of a search: each is a URL parameter and an input field of the same name. */
export const SEARCH_ID_FILTERS = ['industry', 'skill', 'softwareSkill', 'genre', 'qualification', 'service', 'jobLevel'] as const;
export type SearchIdFilter = (typeof SEARCH_ID_FILTERS)[number];
/** The key lists. */
export const SEARCH_KEY_FILTERS = ['jobType', 'workingHour', 'jobLocation'] as const;
export type SearchKeyFilter = (typeof SEARCH_KEY_FILTERS)[number];

/**
 * The URL query of a search (F-R1, F-X6), in this order: `search` (the words) and one parameter per filter,
 * a list written as repeated parameters (`skill=3&skill=7`). Agencies use `genre`, `skill`, `softwareSkill`
 * and `service` (G-F5).
 */
export const SEARCH_PARAMS = ['search', ...SEARCH_ID_FILTERS, ...SEARCH_KEY_FILTERS] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];

/** A search as the URL and the GraphQL input (OpportunitySearchInput) hold it. */
export type SearchFilters = { search?: string } & { [K in SearchIdFilter | SearchKeyFilter]?: string[] };

const KEY_VALUES: Record<SearchKeyFilter, readonly string[]> = {
  jobType: SEARCH_JOB_TYPES,
  workingHour: SEARCH_WORKING_HOURS,
  jobLocation: SEARCH_JOB_LOCATIONS,
};

/**
 * Reads a search from a URL query, forgivingly (a shared link must open): unknown parameters, ids that are not
 * numbers and unknown keys are dropped, lists are de-duplicated and cut to SEARCH_IDS_MAX, words to
 * SEARCH_WORDS_MAX. Empty filters are left out.
 */
export function searchFiltersFromParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  const words = cutSearchWords(params.get('search') ?? '');
  if (words) filters.search = words;
  for (const name of SEARCH_ID_FILTERS) {
    const ids = [...new Set(params.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim()))]
      .filter((v) => /^[1-9][0-9]{0,9}$/.test(v))
      .slice(0, SEARCH_IDS_MAX);
    if (ids.length) filters[name] = ids;
  }
  for (const name of SEARCH_KEY_FILTERS) {
    const keys = [...new Set(params.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim().toUpperCase()))].filter((v) =>
      KEY_VALUES[name].includes(v),
    );
    if (keys.length) filters[name] = keys;
  }
  return filters;
}

/** Writes a search as a URL query (the inverse of searchFiltersFromParams); empty filters are left out. */
export function searchFiltersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const words = filters.search?.trim();
  if (words) params.set('search', words);
  for (const name of [...SEARCH_ID_FILTERS, ...SEARCH_KEY_FILTERS]) {
    for (const value of filters[name] ?? []) params.append(name, value);
  }
  return params;
}

/** The count of filters used (F-F1, G-F5): one per filter list with a choice; the words are not a filter. */
export function searchFilterCount(filters: SearchFilters): number {
  return [...SEARCH_ID_FILTERS, ...SEARCH_KEY_FILTERS].filter((name) => (filters[name]?.length ?? 0) > 0).length;
}
