import { randomBytes } from 'node:crypto';
import {
  htmlToText, locationFlags, OPPORTUNITY_MSG, PROJECT_KIND, slugify, type JobEditInput, type JobFormInput,
  type OpportunityTarget, type ProjectEditInput, type ProjectFormInput,
} from '@mp/domain';
import type { Tx } from '../../db/client.js';
import {
  opportunities, opportunityGenres, opportunityIndustries, opportunityQualifications, opportunityServices, opportunitySkills,
} from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { sanitizeDescription } from './description.js';
import { eq } from 'drizzle-orm';

/** A parsed form of either kind, create or edit. */
export type FormValues = JobFormInput | JobEditInput | ProjectFormInput | ProjectEditInput;
const isJob = (target: OpportunityTarget, v: FormValues): v is JobFormInput | JobEditInput => target === 'JOB' && 'type' in v;

type Columns = Omit<typeof opportunities.$inferInsert, 'id' | 'slug' | 'team_id' | 'target'>;

/** The sanitised description; one that sanitising leaves empty is as good as none. */
export function storedDescription(html: string): string {
  const clean = sanitizeDescription(html);
  if (!htmlToText(clean)) throw new AppError('BAD_USER_INPUT', OPPORTUNITY_MSG.description, { 'input.description': OPPORTUNITY_MSG.description });
  return clean;
}

/** The row's columns from a parsed form (section 3: projects are PROJECT everywhere, with no flags or unit). */
export function columnsOf(target: OpportunityTarget, v: FormValues): Columns {
  const place = v.location_place;
  const common: Columns = {
    title: v.title,
    description: storedDescription(v.description),
    location: place?.label ?? v.location,
    location_place_id: place?.id ?? null,
    location_country: place?.countryCode ?? null,
    location_lat: place?.lat ?? null,
    location_lng: place?.lng ?? null,
    ...(v.job_number ? { job_number: v.job_number } : {}),
    ...(v.is_active === undefined ? {} : { is_active: v.is_active }),
    minimum_budget: v.minimumBudget,
    maximum_budget: v.maximumBudget,
    is_compensation_displayed: v.is_compensation_displayed,
    compensation_currency: v.compensation_currency,
    follow_up: v.follow_up,
    duration: v.duration,
    type: PROJECT_KIND,
    sub_type: PROJECT_KIND,
  };
  if (!isJob(target, v)) {
    return {
      ...common, job_level_id: null, position_id: null, is_on_site: false, is_remote: false, compensation_unit: null, is_ir35: null, application_link: null,
      agency_name: null, work_term: null, minimum_requirements: null,
    };
  }
  return {
    ...common,
    ...locationFlags(v.location_type),
    type: v.type,
    sub_type: v.sub_type,
    job_level_id: v.level,
    position_id: v.position,
    compensation_unit: v.compensation_unit,
    is_ir35: v.is_ir35,
    application_link: v.application_link,
    agency_name: v.agency_name,
    work_term: v.work_term,
    minimum_requirements: v.minimum_requirements,
  };
}

/** A readable, stable address for the public page: the title's words and 6 random characters. */
export function newSlug(title: string): string {
  const words = slugify(title).slice(0, 80).replace(/-+$/, '') || 'opportunity';
  const suffix = [...randomBytes(6)].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
  return `${words}-${suffix}`;
}

/** Writes the post's lists (disciplines, genres, skills with must-have, qualifications, services), replacing any. */
export async function writeLists(tx: Tx, id: number, target: OpportunityTarget, v: FormValues, replace: boolean): Promise<void> {
  if (replace) {
    await Promise.all(
      [opportunityIndustries, opportunityGenres, opportunitySkills, opportunityQualifications, opportunityServices].map((table) =>
        tx.delete(table).where(eq(table.opportunity_id, id)),
      ),
    );
  }
  const writes: Promise<unknown>[] = [];
  const insert = <T extends Record<string, unknown>>(table: Parameters<Tx['insert']>[0], rows: T[]) => {
    if (rows.length) writes.push(tx.insert(table).values(rows as never));
  };
  insert(opportunityGenres, v.genres.map((genre_id) => ({ opportunity_id: id, genre_id })));
  if (isJob(target, v)) {
    const must = new Set([...v.skill_must_haves, ...v.software_must_haves]);
    const mustQualification = new Set(v.qualification_must_haves);
    insert(opportunityIndustries, v.industries.map((industry_id) => ({ opportunity_id: id, industry_id })));
    insert(opportunitySkills, [...v.skills, ...v.software_skills].map((skill_id) => ({ opportunity_id: id, skill_id, must_have: must.has(skill_id) })));
    insert(
      opportunityQualifications,
      v.qualifications.map((qualification_id) => ({ opportunity_id: id, qualification_id, must_have: mustQualification.has(qualification_id) })),
    );
  } else if ('services' in v) {
    insert(opportunityServices, v.services.map((service_id) => ({ opportunity_id: id, service_id })));
  }
  await Promise.all(writes);
}
