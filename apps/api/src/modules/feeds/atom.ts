import { agencyAdLines, BOARD_PATH, boardFeedPath, boardFeedTitle, boardFilters, boardSearch, descriptionSummary, jobUrl, parseBoardQuery, searchInputSchema, type BoardQuery } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findPublicJobsByIds, type PublicJob } from '../job-pages/service.js';
import { searchConditions } from '../search/conditions.js';
import { findIds } from '../search/find-ids.js';
import { xmlText } from './xml.js';

/** Posts an Atom feed carries: the first of the board's order for its search. */
export const ATOM_ENTRIES = 50;
/** The feed of a board address (the same query string). */
export const ATOM_PATH = boardFeedPath(parseBoardQuery(new URLSearchParams()));
/** How long a summary runs: a feed reader's preview, longer than a card's. */
const SUMMARY_CHARS = 500;

/**
 * The board's first posts for its address, as the board finds them (the same conditions, order and bounded paging of
 * the seekers' search), without a count: featured first, then newest.
 */
export async function boardFeedPosts(db: Db, query: BoardQuery, limit = ATOM_ENTRIES): Promise<PublicJob[]> {
  const input = AppError.parse(searchInputSchema, boardFilters(query), 'filters');
  const page = await findIds(db, query.kind, await searchConditions(db, query.kind, input), limit, 0, { total: false });
  return findPublicJobsByIds(db, page.ids);
}

const attr = (name: string, value: string) => ` ${name}="${xmlText(value)}"`;

function entry(appUrl: string, job: PublicJob): string {
  const url = jobUrl(appUrl, job.slug);
  const author = `<author><name>${xmlText(job.company.name)}</name>${job.company.website ? `<uri>${xmlText(job.company.website)}</uri>` : ''}</author>`;
  const categories = job.skills.map((s) => `<category${attr('term', s.name)}/>`).join('');
  return [
    '<entry>',
    `<id>${xmlText(url)}</id>`,
    `<title type="text">${xmlText(job.title)}</title>`,
    `<updated>${job.updated_at}</updated>`,
    `<published>${job.created_at}</published>`,
    `<link rel="alternate" type="text/html"${attr('href', url)}/>`,
    author,
    // An agency's ad carries reg. 27's lines wherever it goes (decision 0065).
    `<summary type="text">${xmlText([...agencyAdLines(job.agency).map((l) => `${l}.`), descriptionSummary(job.description, SUMMARY_CHARS)].join(' '))}</summary>`,
    categories,
    '</entry>',
  ].join('');
}

/**
 * An Atom document (RFC 4287) of a board address: its id and self link are the feed's normalised address (so every
 * spelling of one search is one feed), its alternate link the board page; `updated` is the newest entry's change (now
 * when there is none). Each entry's id is the post's page address, which never changes (slugs are kept).
 */
export function atomFeed(appUrl: string, query: BoardQuery, jobs: PublicJob[], now: Date = new Date()): string {
  const search = boardSearch(query, 1);
  const self = `${appUrl}${boardFeedPath(query)}`;
  const updated = jobs.reduce((latest, j) => (j.updated_at > latest ? j.updated_at : latest), jobs.length ? '' : now.toISOString());
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${xmlText(self)}</id>`,
    `<title type="text">${xmlText(boardFeedTitle(query))}</title>`,
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml"${attr('href', self)}/>`,
    `<link rel="alternate" type="text/html"${attr('href', `${appUrl}${BOARD_PATH}${search}`)}/>`,
    '<author><name>Onbrief</name></author>',
    `<generator${attr('uri', appUrl)}>Onbrief</generator>`,
    ...jobs.map((job) => `\n${entry(appUrl, job)}`),
    '\n</feed>\n',
  ].join('');
}
