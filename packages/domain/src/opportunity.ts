/**
 * Job opportunities and agency projects (document 2, sections 2 to 5 and 9; decision 0022): the kinds,
 * choices, labels, limits and texts that the forms, the dashboard and the API share. The zod rules are in
 * opportunity-rules.ts, so a page that needs only these constants does not load zod.
 */
import { CURRENCIES } from './enums.js';
import { JOB_TYPE_KEYS, WORKING_HOUR_KEYS } from './reference.js';

/** The posting kinds: a job opportunity (the first target) or an agency project (the second). */
export const OPPORTUNITY_TARGETS = ['JOB', 'PROJECT'] as const;
export type OpportunityTarget = (typeof OPPORTUNITY_TARGETS)[number];
/** The word '{type} closed!' and the dashboard use for each kind (inventory B-Q13). */
export const TARGET_LABELS: Record<OpportunityTarget, string> = { JOB: 'Opportunity', PROJECT: 'Project' };

/** How do you work? The form offers these three (inventory B-Q2). */
export const LOCATION_TYPES = ['ONSITE', 'REMOTE', 'HYBRID'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
/** Searches also take ALL, "any location" (document 2 section 3). */
export const LOCATION_TYPE_FILTERS = [...LOCATION_TYPES, 'ALL'] as const;
export type LocationTypeFilter = (typeof LOCATION_TYPE_FILTERS)[number];
export const LOCATION_TYPE_LABELS: Record<LocationTypeFilter, string> = {
  ONSITE: 'Onsite',
  REMOTE: 'Remote',
  HYBRID: 'Hybrid',
  ALL: 'All',
};

/** The stored flags of a location type (section 4): ONSITE and REMOTE set one flag, HYBRID and ALL both. */
export function locationFlags(type: LocationTypeFilter): { is_on_site: boolean; is_remote: boolean } {
  if (type === 'ONSITE') return { is_on_site: true, is_remote: false };
  if (type === 'REMOTE') return { is_on_site: false, is_remote: true };
  return { is_on_site: true, is_remote: true };
}

/** The location type of stored flags (section 4): one flag alone gives it, anything else is HYBRID. */
export function locationTypeOf(flags: { is_on_site: boolean; is_remote: boolean }): LocationType {
  if (flags.is_on_site && !flags.is_remote) return 'ONSITE';
  if (flags.is_remote && !flags.is_on_site) return 'REMOTE';
  return 'HYBRID';
}

/** Type of Role: the job types' keys (reference lists, decision 0011). Projects store PROJECT. */
export const ROLE_TYPES = JOB_TYPE_KEYS;
export type RoleType = (typeof ROLE_TYPES)[number];
/** Working Hours: the working hours' keys. Projects store PROJECT. */
export const WORKING_HOURS_KEYS = WORKING_HOUR_KEYS;
export type WorkingHoursKey = (typeof WORKING_HOURS_KEYS)[number];
/** type, sub_type and level of a project (document 2 section 3). */
export const PROJECT_KIND = 'PROJECT';

/**
 * The role types that show Duration and IR35 ("the third role type", tied to the key rather than the
 * position: contracts are freelance).
 */
export const CONTRACT_ROLE_TYPES: readonly RoleType[] = ['FREELANCE', 'BOTH'];
export const isContractRole = (type: string | null | undefined) => CONTRACT_ROLE_TYPES.includes(type as RoleType);

/** Duration of a contract role, in months: 1 to 6, then '6+ months' (7) and '12+ months' (13). */
export const JOB_DURATIONS = [
  { value: 1, label: '1 month' },
  { value: 2, label: '2 months' },
  { value: 3, label: '3 months' },
  { value: 4, label: '4 months' },
  { value: 5, label: '5 months' },
  { value: 6, label: '6 months' },
  { value: 7, label: '6+ months' },
  { value: 13, label: '12+ months' },
] as const;
export const JOB_DURATION_VALUES: readonly number[] = JOB_DURATIONS.map((d) => d.value);

/** Project Duration (document 2 section 3). */
export const PROJECT_DURATIONS = [
  { value: 1, label: '1-3 months' },
  { value: 4, label: '4-6 months' },
  { value: 99, label: 'Ongoing' },
] as const;
export const PROJECT_DURATION_VALUES: readonly number[] = PROJECT_DURATIONS.map((d) => d.value);

/** IR35 radio in the form's order (Yes, No, Not sure); stored 0 No, 1 Yes, 2 Not sure. */
export const IR35_OPTIONS = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
  { value: 2, label: 'Not sure' },
] as const;
export const IR35_VALUES: readonly number[] = [0, 1, 2];

export const COMPENSATION_CURRENCIES = CURRENCIES;
export type CompensationCurrency = (typeof COMPENSATION_CURRENCIES)[number];
export const DEFAULT_CURRENCY: CompensationCurrency = 'GBP';
export const CURRENCY_SYMBOLS: Record<CompensationCurrency, string> = { GBP: '£', EUR: '€', USD: '$' };

/** Pay basis of a job, with the budget input's step; the default is the second option (YEAR). */
export const COMPENSATION_UNITS = [
  { value: 'DAY', label: 'Day Rate', step: 25 },
  { value: 'YEAR', label: 'Year Rate', step: 100 },
] as const;
export type CompensationUnit = (typeof COMPENSATION_UNITS)[number]['value'];
export const COMPENSATION_UNIT_VALUES = COMPENSATION_UNITS.map((u) => u.value) as unknown as readonly [CompensationUnit, ...CompensationUnit[]];
export const DEFAULT_COMPENSATION_UNIT: CompensationUnit = 'YEAR';
/** A project's budget moves in steps of 50 (document 2 sections 5 and 9). */
export const PROJECT_BUDGET_STEP = 50;
export const budgetStep = (target: OpportunityTarget, unit: CompensationUnit | null | undefined) =>
  target === 'PROJECT' ? PROJECT_BUDGET_STEP : (COMPENSATION_UNITS.find((u) => u.value === unit)?.step ?? 100);
/** Budgets are whole units of the currency (pounds, euros, dollars), at most this much. */
export const BUDGET_MAX = 100_000_000;

/** The reasons for closing a post, stored by key, shown by label (document 2 section 3). */
export const CLOSE_REASONS = ['FILLED_ELSEWHERE', 'JOB_POSTPONED', 'NO_LONGER_EXISTS', 'FILLED_BY_APPLICANT'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  FILLED_ELSEWHERE: 'Filled elsewhere',
  JOB_POSTPONED: 'Job postponed',
  NO_LONGER_EXISTS: 'Job no longer exists',
  FILLED_BY_APPLICANT: 'Filled by applicant',
};

/** Must-haves: at most 3 per list (skills, software skills, qualifications). */
export const MUST_HAVES_MAX = 3;
/** The follow-up message's live count stops here (inventory B-Q8: like the bio). */
export const FOLLOW_UP_MAX = 1000;
export const TITLE_MAX = 255;
export const LOCATION_MAX = 255;
export const LINK_MAX = 500;
/** The rich-text description as stored HTML. */
export const DESCRIPTION_MAX = 20_000;
export const APPLICANT_NAME_MAX = 255;
/** Discipline whose posts must list software skills and qualifications (document 2 section 5, decision 0011). */
export const STRICT_DISCIPLINE_ID = 2;
/** What posting costs, in job posts (credits). */
export const POST_COST = 1;
/** What an administrator grants at once. */
export const GRANT_MAX = 1000;

/** Directions of the credits ledger. */
export const CREDIT_DIRECTIONS = ['IN', 'OUT'] as const;
export type CreditDirection = (typeof CREDIT_DIRECTIONS)[number];

/**
 * Reg. 27 of the Conduct of Employment Agencies and Employment Businesses Regulations 2003 (decision 0065): a job ad
 * placed by an employment agency gives the agency's full name and whether the work is temporary or permanent; where it
 * quotes pay, also the nature of the work (the title and description), the location and the minimum experience or
 * qualifications.
 */
export const WORK_TERMS = ['TEMPORARY', 'PERMANENT'] as const;
export type WorkTerm = (typeof WORK_TERMS)[number];
export const WORK_TERM_LABELS: Record<WorkTerm, string> = { TEMPORARY: 'Temporary', PERMANENT: 'Permanent' };
export const AGENCY_NAME_MAX = 255;
export const MINIMUM_REQUIREMENTS_MAX = 1000;
export const AGENCY_AD_MSG = {
  placedByAgency: 'Placed by an employment agency',
  placedByAgencyHint:
    'UK rules ask an agency’s job ad for its full name and whether the work is temporary or permanent, and, where it shows pay, the location and the minimum experience or qualifications.',
  agencyName: 'Please enter the agency’s full name',
  agencyNameTooLong: `The agency’s name must be ${AGENCY_NAME_MAX} characters or fewer`,
  workTerm: 'Please say whether the work is temporary or permanent',
  location: 'Please enter the location: an agency’s ad that shows pay must give it',
  minimumRequirements: 'Please enter the minimum experience or qualifications: an agency’s ad that shows pay must give them',
  minimumRequirementsTooLong: `Minimum experience or qualifications must be ${MINIMUM_REQUIREMENTS_MAX.toLocaleString('en-GB')} characters or fewer`,
} as const;

/** The texts of the posting, editing, closing and applicants screens; the spec's quoted, typos included. */
export const OPPORTUNITY_MSG = {
  // Post job form (001 section 5)
  title: 'Please enter title',
  locationType: 'Please select job location',
  roleType: 'Please select type of role',
  workingHours: 'Please select working hours',
  level: 'Please select experience level',
  position: 'Please select position sought',
  minimumBudget: 'Please enter minimum budget',
  maximumBudget: 'Please enter maximum budget',
  description: 'Please enter a description',
  genres: 'Please select category experience',
  skills: 'Please select required skills',
  softwareSkills: 'Please select software skills',
  qualifications: 'Please select qualifications',
  followUp: 'Please enter a follow up message',
  services: 'Please select required services',
  // Close modal
  closeReason: 'Please select an option.',
  closeApplicant: 'Please select an applicant.',
  // Screens and toasts
  postTitle: 'Post New Job Opportunity',
  editTitle: 'Edit Job Opportunity',
  insufficientBalance: 'Insufficient Balance!',
  buyMore: 'Buy More Job Posts',
  saving: 'Loading...',
  noOpportunity: 'No opportunity data available!',
  noProject: 'No project data available!',
  created: 'Opportunity created successfully',
  updated: 'Opportunity updated successfully',
  saveFailed: 'Something went wrong!',
  closeFailed: 'Something went wrong',
  applicantsFailed: 'Could not get applicants',
  genresFailed: 'Could not get genres',
  skillsFailed: 'Could not get skills',
  qualificationsFailed: 'Could not get qualifications',
  positionsFailed: 'Could not get positions',
  servicesFailed: 'Could not get services',
  addressFailed: 'Failed to fetch address!',
  jobPostsAvailable: 'Job Posts Available',
  // Ours (decision 0022): what the spec leaves unsaid
  discipline: 'Please select professional discipline',
  budgetOrder: 'Maximum budget must be at least the minimum budget',
  budgetRange: 'Please enter a whole amount between 0 and 100,000,000',
  mustHavesMax: `You can choose up to ${MUST_HAVES_MAX} must haves`,
  mustHaveNotChosen: 'A must have must be one of the selected items',
  titleTooLong: `Title must be less than ${TITLE_MAX} characters`,
  descriptionTooLong: 'The description is too long',
  followUpTooLong: `Follow up message must be less than ${FOLLOW_UP_MAX} characters`,
  link: 'Please enter a valid link starting with http:// or https://',
  date: 'Please enter a valid date',
  closedInFuture: 'Date closed cannot be in the future',
  closedBeforePosted: 'Date closed cannot be before the opportunity was created',
  applicantOnlyWhenFilled: 'Only choose an applicant when the reason is Filled by applicant',
  othersOnlyWhenFilled: 'Only mark the other applicants Not selected when the reason is Filled by applicant',
  applicantUnknown: 'Please choose one of the applicants',
  teamUser: 'Please select a member of your team',
  notInList: 'Please choose from the list',
  notFound: 'Could not find the opportunity',
  alreadyClosed: 'This opportunity is already closed',
  notClosed: 'This opportunity is not closed',
  grantQuantity: `Enter a whole number from 1 to ${GRANT_MAX}`,
  grantReason: 'Please enter a reason',
  grantTeam: 'Credits can only be granted to a company account',
} as const;

/** '{type} closed!' (inventory B-Q13). */
export const closedToast = (target: OpportunityTarget) => `${TARGET_LABELS[target]} closed!`;

/** The text of rich-text HTML (tags dropped, entities of spaces folded), to tell an empty editor from content. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The length of a description's summary (PublicJob.summary): about three lines of a card, with room to spare. */
export const SUMMARY_MAX = 200;

/** A description's opening words as plain text (entities decoded), for cards and previews. */
export function descriptionSummary(html: string, max = SUMMARY_MAX): string {
  return htmlToText(html)
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .slice(0, max);
}

/** Today's date (YYYY-MM-DD) in the time zone furthest ahead (UTC+14): no one's today is later. */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** What a post shows of its pay, e.g. '£400 - £550 per day' or '£40,000 - £55,000 per year' (a project: no unit). */
export function formatCompensation(p: {
  target: OpportunityTarget;
  compensation_currency?: string | null;
  minimumBudget?: number | null;
  maximumBudget?: number | null;
  compensation_unit?: string | null;
}): string | null {
  if (p.minimumBudget == null && p.maximumBudget == null) return null;
  const symbol = CURRENCY_SYMBOLS[(p.compensation_currency ?? DEFAULT_CURRENCY) as CompensationCurrency] ?? '';
  const money = (n: number) => `${symbol}${n.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;
  const range = [p.minimumBudget, p.maximumBudget].filter((n): n is number => n != null).map(money).join(' - ');
  if (p.target === 'PROJECT') return range;
  return `${range} ${p.compensation_unit === 'DAY' ? 'per day' : 'per year'}`;
}
