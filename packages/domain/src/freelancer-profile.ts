// The freelancer's profile form (manage-cv and edit-profile, document 3 sections 5 and 9, inventory E-F4,
// decision 0034), shared by the web form and the API (updateFreelancerProfile). Ids arrive as the selects
// hold them (strings or numbers); the salary as the range slider holds it.
import { CURRENCIES } from './enums.js';
import { STRICT_DISCIPLINE_ID } from './opportunity.js';

/** Which screen sends the form: the job type and working-hour messages differ (inventory E-Q4). */
export const PROFILE_SCREENS = ['MANAGE_CV', 'EDIT_PROFILE'] as const;
export type ProfileScreen = (typeof PROFILE_SCREENS)[number];

/** Top skills: at most 3 (user_skills.is_top, document 3 section 9). */
export const TOP_SKILLS_MAX = 3;
/** The discipline whose profiles must list software skills and qualifications (decision 0011). */
export const PROFILE_STRICT_DISCIPLINE_ID = STRICT_DISCIPLINE_ID;

export const SALARY_CURRENCIES = CURRENCIES;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
export const DEFAULT_SALARY_CURRENCY: SalaryCurrency = 'GBP';

/**
 * The salary band's units with their slider (section 9: day step 25, year step 1000, minimum distance 10,
 * default range 0 to 1000). The top of each slider is ours (decision 0034).
 */
export const SALARY_UNITS = [
  { value: 'DAY', label: 'Day Rate', step: 25, max: 2000 },
  { value: 'YEAR', label: 'Year Rate', step: 1000, max: 250_000 },
] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number]['value'];
export const SALARY_UNIT_VALUES = ['DAY', 'YEAR'] as const;
export const DEFAULT_SALARY_UNIT: SalaryUnit = 'DAY';
export const SALARY_MIN_DISTANCE = 10;
export const DEFAULT_SALARY_RANGE = [0, 1000] as const;
export const salaryUnitOf = (unit: string | null | undefined) => SALARY_UNITS.find((u) => u.value === unit) ?? SALARY_UNITS[0];

export const PROFILE_URL_MAX = 500;

/** The texts of the profile form; the spec's quoted (document 3 sections 5 and 8), then ours (decision 0034). */
export const FREELANCER_PROFILE_MSG = {
  jobTypeManage: 'You must input a job type consideration!',
  jobTypeEdit: 'Please select considering',
  workingHoursManage: 'You must input a working hour consideration!',
  workingHoursEdit: 'Please select working hours',
  url: 'Url is not valid',
  updated: 'Profile updated successfully!',
  updateFailed: 'Could not update profile',
  pageTitle: 'Your profile',
  // Not quoted in the spec (inventory E-Q13): the modals' generic text.
  required: 'This field is required',
  // Ours
  oneDiscipline: 'Please choose one discipline',
  topSkillsMax: `You can choose up to ${TOP_SKILLS_MAX} top skills`,
  topSkillNotChosen: 'A top skill must be one of your skills',
  notInList: 'Please choose from the list',
  salaryRange: 'Please choose a salary within the slider',
  salaryOrder: 'The maximum must be at least the minimum',
} as const;
