/**
 * The agency marketplace (decision 0052): the employer's `agency-marketplace` and the agency's
 * `network`. The URL keeps what the visitor chose (`?filter=agency|casestudies&services=1,2`), so a shared
 * link, the back button and the server's render all show the same list.
 */

export const MARKETPLACE_FILTERS = ['agency', 'casestudies'] as const;
export type MarketplaceFilter = (typeof MARKETPLACE_FILTERS)[number];

/** Page sizes: agencies 20, case studies 100 on the employer side (001 L114), 10 on the network (002 L67). */
export const MARKETPLACE_PAGE_SIZE = {
  agencies: 20,
  employerCaseStudies: 100,
  networkCaseStudies: 10,
} as const;

/**
 * The lists count their items up to this many (and at least to the end of the page asked for, plus one): past it a
 * count costs more than it tells, and the page says '1000+ case studies'.
 */
export const MARKETPLACE_TOTAL_CAP = 1000;

/** Case study titles are cut at 25 characters on a card (001 L327). */
export const CASE_STUDY_CARD_TITLE_MAX = 25;
/** At most this many service ids in a filter (there are 11 services; more is hostile input). */
export const MARKETPLACE_SERVICES_MAX = 20;

export const MARKETPLACE_TEXT = {
  heading: 'The Agency Marketplace',
  clear: 'Clear Filters',
  byAgency: 'Filter By Agency',
  byCaseStudies: 'Filter By Case Studies',
} as const;

export interface MarketplaceQuery {
  filter: MarketplaceFilter;
  /** Service ids, ascending, each once. */
  services: number[];
}

/**
 * Reads the URL's query: an unknown `filter` is the default (agency); `services` keeps the positive integer
 * ids, each once, sorted, at most MARKETPLACE_SERVICES_MAX; anything else in it is dropped.
 */
export function parseMarketplaceQuery(params: URLSearchParams): MarketplaceQuery {
  const raw = params.get('filter');
  const filter: MarketplaceFilter = raw === 'casestudies' ? 'casestudies' : 'agency';
  const ids = (params.get('services') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  const services = [...new Set(ids)].sort((a, b) => a - b).slice(0, MARKETPLACE_SERVICES_MAX);
  return { filter, services };
}

/** The query string for a choice, the default filter and an empty service list left out ('' when both are). */
export function marketplaceSearch({ filter, services }: MarketplaceQuery): string {
  const params = new URLSearchParams();
  if (filter !== 'agency') params.set('filter', filter);
  if (services.length) params.set('services', [...services].sort((a, b) => a - b).join(','));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** A card's title: at most 25 characters, the cut marked with an ellipsis (the full title is the link's label). */
export function cardTitle(title: string): string {
  const chars = [...title];
  return chars.length <= CASE_STUDY_CARD_TITLE_MAX ? title : `${chars.slice(0, CASE_STUDY_CARD_TITLE_MAX).join('').trimEnd()}…`;
}
