import { inArray } from 'drizzle-orm';
import { OPPORTUNITY_MSG, type JobFormInput, type ProjectFormInput } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { genres, industries, jobLevels, positions, qualifications, services, skills } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

type JobChoices = Pick<
  JobFormInput,
  'industries' | 'genres' | 'level' | 'position' | 'skills' | 'software_skills' | 'qualifications'
>;
type ProjectChoices = Pick<ProjectFormInput, 'genres' | 'services'>;

const rowsOf = <T>(ids: number[], load: () => Promise<T[]>) => (ids.length ? load() : Promise.resolve([] as T[]));

/**
 * The reference entries a job names exist and fit together, as the form's dependent selections offer
 * them (section 4): genres, skills and qualifications of the chosen discipline, skills in the right list
 * (software or not), a position of that discipline and level. A field that does not is the client's
 * mistake, said on the field. Six small queries at most, whatever the number of ids.
 */
export async function checkJobChoices(db: Db, v: JobChoices): Promise<void> {
  const industry = v.industries[0]!;
  const skillIds = [...v.skills, ...v.software_skills];
  const [industryRows, levelRows, positionRows, genreRows, skillRows, qualificationRows] = await Promise.all([
    db.select({ id: industries.id }).from(industries).where(inArray(industries.id, [industry])),
    db.select({ id: jobLevels.id }).from(jobLevels).where(inArray(jobLevels.id, [v.level])),
    db.select({ industry_id: positions.industry_id, job_level_id: positions.job_level_id }).from(positions).where(inArray(positions.id, [v.position])),
    rowsOf(v.genres, () => db.select({ id: genres.id, industry_id: genres.industry_id }).from(genres).where(inArray(genres.id, v.genres))),
    rowsOf(skillIds, () =>
      db.select({ id: skills.id, industry_id: skills.industry_id, software: skills.software }).from(skills).where(inArray(skills.id, skillIds)),
    ),
    rowsOf(v.qualifications, () =>
      db.select({ id: qualifications.id, industry_id: qualifications.industry_id }).from(qualifications).where(inArray(qualifications.id, v.qualifications)),
    ),
  ]);
  const wrong: string[] = [];
  if (industryRows.length === 0) wrong.push('industries');
  if (levelRows.length === 0) wrong.push('level');
  const position = positionRows[0];
  if (!position || position.industry_id !== industry || (position.job_level_id !== null && position.job_level_id !== v.level)) wrong.push('position');
  const fits = (rows: { id: number; industry_id: number }[], ids: number[], extra: (id: number) => boolean = () => true) =>
    ids.every((id) => rows.some((r) => r.id === id && r.industry_id === industry) && extra(id));
  const softwareOf = new Map(skillRows.map((s) => [s.id, s.software]));
  if (!fits(genreRows, v.genres)) wrong.push('genres');
  if (!fits(skillRows, v.skills, (id) => softwareOf.get(id) === false)) wrong.push('skills');
  if (!fits(skillRows, v.software_skills, (id) => softwareOf.get(id) === true)) wrong.push('software_skills');
  if (!fits(qualificationRows, v.qualifications)) wrong.push('qualifications');
  throwIfWrong(wrong);
}

/** A project's genres (any discipline's) and services exist. */
export async function checkProjectChoices(db: Db, v: ProjectChoices): Promise<void> {
  const [genreRows, serviceRows] = await Promise.all([
    rowsOf(v.genres, () => db.select({ id: genres.id }).from(genres).where(inArray(genres.id, v.genres))),
    rowsOf(v.services, () => db.select({ id: services.id }).from(services).where(inArray(services.id, v.services))),
  ]);
  const wrong: string[] = [];
  if (genreRows.length !== v.genres.length) wrong.push('genres');
  if (serviceRows.length !== v.services.length) wrong.push('services');
  throwIfWrong(wrong);
}

function throwIfWrong(fields: string[]) {
  if (fields.length === 0) return;
  const message = OPPORTUNITY_MSG.notInList;
  throw new AppError('BAD_USER_INPUT', message, Object.fromEntries(fields.map((f) => [`input.${f}`, message])));
}
