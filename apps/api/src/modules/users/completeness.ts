import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  experiences, freelancerPreferences, resumes, userGenres, userSkills, type UserRow,
} from '../../db/schema/index.js';

/**
 * What a profile still lacks (decision 0008): the fields every account shares, then each kind's own.
 * A company adds its onboarding step 3 (decision 0024): the logo, 'What sets you apart' and the answer on
 * logo use (no is an answer: only a missing answer counts); its list names the fields.
 * A freelancer's list is in words the apply screen shows (decision 0034): the shared fields, then a CV, an
 * experience, the job type and working hours considered, a category experience and a skill (document 3
 * section 5), read from their tables.
 */
const REQUIRED: (keyof UserRow)[] = ['first_name', 'last_name', 'phone', 'address_1', 'city', 'state', 'zip', 'country', 'bio'];
const REQUIRED_BY_TYPE: Partial<Record<UserRow['type'], (keyof UserRow)[]>> = {
  COMPANY: ['avatar', 'description', 'can_use_logo'],
};

/** The freelancer's words for the shared fields. */
export const FREELANCER_FIELD_WORDS: Partial<Record<keyof UserRow, string>> = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone number',
  address_1: 'Address',
  city: 'City',
  state: 'County',
  zip: 'Postcode',
  country: 'Country',
  bio: 'Bio',
};

/** What a freelancer's profile lists hold, as isProfileComplete counts them. */
export interface FreelancerLists {
  resumes: number;
  experiences: number;
  job_type: boolean;
  working_hours: boolean;
  genres: number;
  skills: number;
}

/** The freelancer's own items, in the order the apply screen lists them. */
export const FREELANCER_ITEMS: [keyof FreelancerLists, string][] = [
  ['resumes', 'CV'],
  ['experiences', 'Experience'],
  ['job_type', 'Job type'],
  ['working_hours', 'Working hours'],
  ['genres', 'Category experience'],
  ['skills', 'Skills'],
];

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Pure: what is missing, given the user row and (for a freelancer) what the lists hold. */
export function profileCompleteness(user: UserRow, lists?: FreelancerLists): { complete: boolean; missing: string[] } {
  if (user.type === 'ADMIN') return { complete: true, missing: [] };
  const fields = [...REQUIRED, ...(REQUIRED_BY_TYPE[user.type] ?? [])].filter((k) => blank(user[k]));
  if (user.type !== 'FREELANCER') return { complete: fields.length === 0, missing: fields.map(String) };
  const missing = fields.map((k) => FREELANCER_FIELD_WORDS[k] ?? String(k));
  if (lists) for (const [key, words] of FREELANCER_ITEMS) if (!lists[key]) missing.push(words);
  return { complete: missing.length === 0, missing };
}

/** What the freelancer's lists hold: one query, counting each table. */
export async function freelancerLists(db: Db, userId: number): Promise<FreelancerLists> {
  const count = (table: typeof resumes | typeof experiences | typeof userGenres | typeof userSkills) =>
    sql<number>`(select count(*)::int from ${table} where ${table.user_id} = ${userId})`;
  const [row] = await db
    .select({
      resumes: count(resumes),
      experiences: count(experiences),
      genres: count(userGenres),
      skills: count(userSkills),
      job_type: sql<boolean>`exists (select 1 from ${freelancerPreferences} where ${and(eq(freelancerPreferences.user_id, userId), isNotNull(freelancerPreferences.job_type))})`,
      working_hours: sql<boolean>`exists (select 1 from ${freelancerPreferences} where ${and(eq(freelancerPreferences.user_id, userId), isNotNull(freelancerPreferences.working_hours))})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** isProfileComplete: reads a freelancer's lists from their tables; the others need only the row. */
export async function isProfileComplete(db: Db, user: UserRow): Promise<{ complete: boolean; missing: string[] }> {
  if (user.type !== 'FREELANCER') return profileCompleteness(user);
  return profileCompleteness(user, await freelancerLists(db, user.id));
}
