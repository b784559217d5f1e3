import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, LOCATION_TYPE_LABELS, SUMMARY_MAX, type CompensationCurrency, type LocationType } from '@mp/domain';

/** Chips a card shows: 4, of which the 4th hides under 992 px (document 1 section 9); OpportunityCard.module.css. */
export const CARD_CHIPS = 4;

interface Pay {
  target: 'JOB' | 'PROJECT';
  is_compensation_displayed: boolean;
  compensation_currency: string | null;
  minimumBudget: number | null;
  maximumBudget: number | null;
  compensation_unit: string | null;
}

/** One formatter for every card: `toLocaleString` with options builds a new one per call, a cost a page of cards adds up. */
const AMOUNT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/**
 * A card's compensation (document 3 section 9): the currency, the minimum and an optional '– maximum', then
 * 'daily' for a day rate and 'annually' otherwise; a project's budget has no unit. Null when not displayed.
 */
export function cardCompensation(p: Pay): string | null {
  if (!p.is_compensation_displayed || p.minimumBudget == null) return null;
  const symbol = CURRENCY_SYMBOLS[(p.compensation_currency ?? DEFAULT_CURRENCY) as CompensationCurrency] ?? '';
  const money = (n: number) => `${symbol}${AMOUNT.format(n)}`;
  const max = p.maximumBudget != null && p.maximumBudget !== p.minimumBudget ? ` – ${money(p.maximumBudget)}` : '';
  const range = `${money(p.minimumBudget)}${max}`;
  if (p.target === 'PROJECT') return range;
  return `${range} ${p.compensation_unit === 'DAY' ? 'daily' : 'annually'}`;
}

/**
 * The card's headline: the description's opening words (PublicJob.summary, plain text), whole; the card clamps it
 * to three lines (OpportunityCard.module.css; the spec's 25 characters, about four words, could not tell posts apart). A summary the server cut (SUMMARY_MAX characters) ends at its last word with an ellipsis, for a card
 * wide enough to show all of it.
 */
export function cardHeadline(summary: string): string {
  const text = summary.trim();
  if (summary.length < SUMMARY_MAX) return text;
  const space = text.lastIndexOf(' ');
  return `${(space > 0 ? text.slice(0, space) : text).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A date-only value (Date Posted, YYYY-MM-DD) as DD/MM/YYYY, the same in every time zone (the server renders it too). */
export function cardDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** Hybrid, Onsite or Remote (document 1 section 9, F-T4); nothing when the post has no location type. */
export function cardLocationLabel(type: LocationType | null): string | null {
  return type ? LOCATION_TYPE_LABELS[type] : null;
}

interface Tagged {
  target: 'JOB' | 'PROJECT';
  genres: readonly { id: string; name: string }[];
  skills: readonly { id: string; name: string }[];
  services: readonly { id: string; name: string }[];
}

/** The chips: category experience first, then a job's skills or a project's services, at most CARD_CHIPS. */
export function cardChips(post: Tagged): { key: string; name: string }[] {
  const second = post.target === 'PROJECT' ? post.services : post.skills;
  return [
    ...post.genres.map((g) => ({ key: `g${g.id}`, name: g.name })),
    ...second.map((s) => ({ key: `s${s.id}`, name: s.name })),
  ].slice(0, CARD_CHIPS);
}
