import {
  DEFAULT_COMPENSATION_UNIT, DEFAULT_CURRENCY, locationTypeOf, type CompensationCurrency, type CompensationUnit, type JobEditInput,
  type JobFormInput, type LocationType, type OpportunityTarget, type ProjectEditInput, type ProjectFormInput, type WorkTerm,
} from '@mp/domain';
import type { PlaceValue } from '../../places';
import type { OpportunityRecord } from './documents';
import type { OpportunityInput } from './hooks';
import { localToday } from '../../../lib/dates';

/**
 * The posting forms' values as the inputs hold them (ids as strings, an empty number input as ''); the
 * shared rules (opportunityFormSchema) read them as they are and give the API's input.
 */
interface CommonValues {
  [key: string]: unknown;
  is_active: boolean;
  title: string;
  /** Date Posted, YYYY-MM-DD (the date input's value). */
  job_number: string;
  genres: string[];
  location_place: PlaceValue | null;
  description: string;
  is_compensation_displayed: boolean;
  compensation_currency: CompensationCurrency;
  minimumBudget: number | string;
  maximumBudget: number | string;
  follow_up: string;
  duration: number | null;
  /** Team User (create only). */
  created_by?: string | null;
}

export interface JobValues extends CommonValues {
  /** The discipline: one id, kept as a list as the contract has it. */
  industries: string[];
  location_type: LocationType | '';
  type: string;
  sub_type: string;
  is_ir35: number | null;
  level: string;
  position: string;
  skills: string[];
  skill_must_haves: string[];
  software_skills: string[];
  software_must_haves: string[];
  qualifications: string[];
  qualification_must_haves: string[];
  compensation_unit: CompensationUnit;
  application_link: string;
  /** Reg. 27: an employment agency's ad (decision 0065). */
  placed_by_agency: boolean;
  agency_name: string;
  work_term: WorkTerm | null;
  minimum_requirements: string;
}

export interface ProjectValues extends CommonValues {
  services: string[];
}

/** A stored location without a place id (typed before the place search, or by the API) keeps its text. */
const STORED_TEXT = 'stored-text:';

function placeOf(r: OpportunityRecord): PlaceValue | null {
  if (!r.location) return null;
  return {
    id: r.location_place_id ?? `${STORED_TEXT}${r.location}`,
    label: r.location,
    kind: 'CITY',
    countryCode: r.location_country ?? null,
    // Sent back as they were, so an edit keeps the place's coordinates.
    lat: r.location_lat ?? null,
    lng: r.location_lng ?? null,
  };
}

const commonCreate = (followUp: string, teamUser: string | null) => ({
  is_active: true,
  title: '',
  job_number: localToday(),
  genres: [],
  location_place: null,
  description: '',
  is_compensation_displayed: false,
  compensation_currency: DEFAULT_CURRENCY,
  minimumBudget: '',
  maximumBudget: '',
  follow_up: followUp,
  duration: null,
  created_by: teamUser,
});

function commonEdit(r: OpportunityRecord) {
  return {
    is_active: r.is_active,
    title: r.title,
    job_number: r.job_number,
    genres: r.genres.map((g) => g.id),
    location_place: placeOf(r),
    description: r.description,
    is_compensation_displayed: r.is_compensation_displayed,
    compensation_currency: r.compensation_currency,
    minimumBudget: r.minimumBudget,
    maximumBudget: r.maximumBudget,
    follow_up: r.follow_up,
    duration: r.duration ?? null,
  };
}

export function newJobValues(followUp: string, teamUser: string | null): JobValues {
  return {
    ...commonCreate(followUp, teamUser),
    industries: [],
    location_type: '',
    type: '',
    sub_type: '',
    is_ir35: null,
    level: '',
    position: '',
    skills: [],
    skill_must_haves: [],
    software_skills: [],
    software_must_haves: [],
    qualifications: [],
    qualification_must_haves: [],
    compensation_unit: DEFAULT_COMPENSATION_UNIT,
    application_link: '',
    placed_by_agency: false,
    agency_name: '',
    work_term: null,
    minimum_requirements: '',
  };
}

export function newProjectValues(followUp: string, teamUser: string | null): ProjectValues {
  return { ...commonCreate(followUp, teamUser), services: [] };
}

const ids = (list: { id: string }[]) => list.map((item) => item.id);
const mustHaveIds = (list: { id: string; must_have: boolean }[]) => ids(list.filter((item) => item.must_have));

export function jobValuesOf(r: OpportunityRecord): JobValues {
  const skills = r.skills.filter((s) => !s.software);
  const software = r.skills.filter((s) => s.software);
  return {
    ...commonEdit(r),
    industries: ids(r.industries).slice(0, 1),
    location_type: r.location_type ?? locationTypeOf({ is_on_site: r.location_type === 'ONSITE', is_remote: r.location_type === 'REMOTE' }),
    type: r.type,
    sub_type: r.sub_type,
    is_ir35: r.is_ir35 ?? null,
    level: r.level?.id ?? '',
    position: r.position?.id ?? '',
    skills: ids(skills),
    skill_must_haves: mustHaveIds(skills),
    software_skills: ids(software),
    software_must_haves: mustHaveIds(software),
    qualifications: ids(r.qualifications),
    qualification_must_haves: mustHaveIds(r.qualifications),
    compensation_unit: r.compensation_unit ?? DEFAULT_COMPENSATION_UNIT,
    application_link: r.application_link ?? '',
    placed_by_agency: r.placed_by_agency,
    agency_name: r.agency_name ?? '',
    work_term: r.work_term ?? null,
    minimum_requirements: r.minimum_requirements ?? '',
  };
}

export function projectValuesOf(r: OpportunityRecord): ProjectValues {
  return { ...commonEdit(r), services: ids(r.services) };
}

/** A posting form's values checked by its rules (opportunityFormSchema): any kind, either mode. */
export type ParsedPosting = JobFormInput | JobEditInput | ProjectFormInput | ProjectEditInput;

/** The fields holding one id; every list of numbers is a list of ids. */
const ID_FIELDS = ['level', 'position', 'created_by'] as const;
type IdField = (typeof ID_FIELDS)[number];

/** The rules answer ids as numbers; GraphQL's IDs travel as text. */
type TextIds<T> = { [K in keyof T]: T[K] extends number[] ? string[] : K extends IdField ? Exclude<T[K], number> | string : T[K] };

/**
 * Ids as text. Object.fromEntries cannot say which key holds what, hence the one cast; what it gives is checked
 * where toInput declares it an OpportunityInput (a field left out of ID_FIELDS would stay a number and fail there).
 */
function textIds<T extends object>(values: T): TextIds<T> {
  const isId = (key: string): key is IdField => (ID_FIELDS as readonly string[]).includes(key);
  const text = (key: string, v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'number' && isId(key) ? String(v) : v);
  return Object.fromEntries(Object.entries(values).map(([key, v]) => [key, text(key, v)])) as TextIds<T>;
}

/**
 * The API's input from the parsed form: the kind, ids as text, and a stored text-only location sent back as text
 * (it has no place id to keep). On edit, `is_active` goes only when it changed.
 */
export function toInput(target: OpportunityTarget, parsed: ParsedPosting, storedActive?: boolean): OpportunityInput {
  const place = parsed.location_place;
  const location = place?.id.startsWith(STORED_TEXT)
    ? { location_place: null, location: place.label }
    : { location: place?.label ?? null };
  const input: OpportunityInput = { ...textIds(parsed), ...location, target };
  if (storedActive !== undefined && parsed.is_active === storedActive) delete input.is_active;
  return input;
}
