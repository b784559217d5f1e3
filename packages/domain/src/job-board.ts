import { SEARCH_IDS_MAX, SEARCH_JOB_LOCATIONS, SEARCH_JOB_TYPES, SEARCH_WORDS_MAX } from './search.js';

/**
 * The public job board's address (decision 0053): its filters live in the URL, read the same way by the page (web)
 * and the server (the canonical address, noindex, the rendered page's cache key). Unknown values are dropped, so
 * every address maps to one normalised board address.
 */

export const BOARD_PATH = '/jobs';
export const BOARD_PAGE_MAX = 500;
/** Posts a board page shows (the seekers' search shows 10: a visitor's board shows more), the API's default `first`. */
export const BOARD_PAGE_SIZE = 20;

export interface BoardQuery {
  /** Jobs (freelancers apply) or projects (agencies apply). */
  kind: 'JOB' | 'PROJECT';
  q: string;
  discipline: number[];
  type: (typeof SEARCH_JOB_TYPES)[number][];
  location: (typeof SEARCH_JOB_LOCATIONS)[number][];
  page: number;
}

const ids = (values: string[]) =>
  [...new Set(values.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))].sort((a, b) => a - b).slice(0, SEARCH_IDS_MAX);
const keys = <T extends string>(values: string[], allowed: readonly T[]) => allowed.filter((k) => values.includes(k));

export function parseBoardQuery(params: URLSearchParams): BoardQuery {
  const page = Math.trunc(Number(params.get('page') ?? 1));
  return {
    kind: params.get('kind') === 'project' ? 'PROJECT' : 'JOB',
    // Control characters (NUL included, which every request refuses) read as spaces, as the search reads them.
    // eslint-disable-next-line no-control-regex
    q: (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, SEARCH_WORDS_MAX),
    discipline: ids(params.getAll('discipline')),
    type: keys(params.getAll('type'), SEARCH_JOB_TYPES),
    location: keys(params.getAll('location'), SEARCH_JOB_LOCATIONS),
    page: Number.isFinite(page) && page > 1 ? Math.min(page, BOARD_PAGE_MAX) : 1,
  };
}

/** The normalised query string ('' or '?…'), in a fixed order, without the page when it is 1. */
export function boardSearch(query: BoardQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.kind === 'PROJECT') params.set('kind', 'project');
  if (query.q) params.set('q', query.q);
  query.discipline.forEach((id) => params.append('discipline', String(id)));
  query.type.forEach((k) => params.append('type', k));
  query.location.forEach((k) => params.append('location', k));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether the board is narrowed (words or a filter); the kind alone is not a filter. */
export const boardFiltered = (query: BoardQuery) => Boolean(query.q || query.discipline.length || query.type.length || query.location.length);

/**
 * Indexing: words searches never (endless combinations), filtered pages beyond the first never; the board, its
 * pages, and a filter's first page are indexable (a discipline's first page is in the sitemap).
 */
export const boardNoIndex = (query: BoardQuery) => Boolean(query.q) || (boardFiltered(query) && query.page > 1);

/** The seekers' search input (searchInputSchema) for the board's filters. Role type and location are jobs' filters. */
export function boardFilters(query: BoardQuery) {
  const job = query.kind === 'JOB';
  return {
    search: query.q || null,
    industry: query.discipline.map(String),
    jobType: job ? query.type : [],
    jobLocation: job ? query.location : [],
  };
}

/** The Atom feed of a board address (the API serves it, decision 0058): the same search, from its first page. */
export const boardFeedPath = (query: BoardQuery) => `${BOARD_PATH}/feed.atom${boardSearch(query, 1)}`;

/** The feed's title: what is listed and, for a words search, its words. */
export const boardFeedTitle = (query: BoardQuery) =>
  `${query.kind === 'PROJECT' ? 'Agency projects' : 'Jobs'}${query.q ? ` matching “${query.q}”` : ''} on Onbrief`;

/** A discipline's board page (the sitemap lists one per discipline). */
export const disciplineBoardPath = (id: number) => `${BOARD_PATH}?discipline=${id}`;

/** A submitted filter form's address (empty fields dropped, the order fixed, back to the first page). */
export const boardHrefOfForm = (fields: Iterable<[string, string]>) =>
  `${BOARD_PATH}${boardSearch(parseBoardQuery(new URLSearchParams([...fields])), 1)}`;
