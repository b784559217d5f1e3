import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  FREELANCER_PROFILE_MSG as M, freelancerProfileSchema, TOP_SKILLS_MAX, type FreelancerProfileInput, type ProfileScreen,
} from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  freelancerPreferences, genres, industries, qualifications, skills, userGenres, userIndustries, userQualifications,
  users, userSkills, type UserRow,
} from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';

const rowsOf = <T>(ids: number[], load: () => Promise<T[]>) => (ids.length ? load() : Promise.resolve([] as T[]));

/**
 * The ids the form names exist and belong to the chosen discipline, skills in the right list (software or
 * not), as the dependent selects offer them. A field that does not is said on the field.
 */
export async function checkProfileChoices(db: Db | Tx, v: FreelancerProfileInput): Promise<void> {
  const industry = v.industries[0]!;
  const skillIds = [...v.skills, ...v.software_skills];
  const [industryRows, genreRows, skillRows, qualificationRows] = await Promise.all([
    db.select({ id: industries.id }).from(industries).where(eq(industries.id, industry)),
    rowsOf(v.genres, () => db.select({ id: genres.id, industry_id: genres.industry_id }).from(genres).where(inArray(genres.id, v.genres))),
    rowsOf(skillIds, () =>
      db.select({ id: skills.id, industry_id: skills.industry_id, software: skills.software }).from(skills).where(inArray(skills.id, skillIds)),
    ),
    rowsOf(v.qualifications, () =>
      db.select({ id: qualifications.id, industry_id: qualifications.industry_id }).from(qualifications).where(inArray(qualifications.id, v.qualifications)),
    ),
  ]);
  const fits = (rows: { id: number; industry_id: number }[], ids: number[], extra: (id: number) => boolean = () => true) =>
    ids.every((id) => rows.some((r) => r.id === id && r.industry_id === industry) && extra(id));
  const softwareOf = new Map(skillRows.map((s) => [s.id, s.software]));
  const wrong: string[] = [];
  if (industryRows.length === 0) wrong.push('industries');
  if (!fits(genreRows, v.genres)) wrong.push('genres');
  if (!fits(skillRows, v.skills, (id) => softwareOf.get(id) === false)) wrong.push('skills');
  if (!fits(skillRows, v.software_skills, (id) => softwareOf.get(id) === true)) wrong.push('software_skills');
  if (!fits(qualificationRows, v.qualifications)) wrong.push('qualifications');
  if (wrong.length) throw new AppError('BAD_USER_INPUT', M.notInList, Object.fromEntries(wrong.map((f) => [`input.${f}`, M.notInList])));
}

/** Replaces one of the user's lists with `ids` (the sync of the spec's attach mutations). */
async function syncList<T extends typeof userIndustries | typeof userGenres | typeof userQualifications>(
  tx: Tx,
  table: T,
  column: 'industry_id' | 'genre_id' | 'qualification_id',
  userId: number,
  ids: number[],
) {
  await tx.delete(table).where(eq(table.user_id, userId));
  if (ids.length) await tx.insert(table).values(ids.map((id) => ({ user_id: userId, [column]: id })) as never);
}

/**
 * The profile form (manage-cv, edit-profile): the viewer's own profile, a freelancer's only (the scope says
 * so). Checked with the form's zod schema and against the discipline, then written in one transaction
 * that holds the user row locked, so two saves cannot together leave more than 3 top skills.
 */
export async function updateFreelancerProfile(db: Db, viewer: Viewer, input: unknown, screen: ProfileScreen): Promise<UserRow> {
  const v = AppError.parse(freelancerProfileSchema(screen), input);
  await checkProfileChoices(db, v);
  const userId = viewer.user.id;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await syncList(tx, userIndustries, 'industry_id', userId, v.industries);
    await syncList(tx, userGenres, 'genre_id', userId, v.genres);
    await syncList(tx, userQualifications, 'qualification_id', userId, v.qualifications);
    await tx.delete(userSkills).where(eq(userSkills.user_id, userId));
    const top = new Set(v.top_skills);
    const skillRows = [...v.skills, ...v.software_skills].map((id) => ({ user_id: userId, skill_id: id, is_top: top.has(id) }));
    if (skillRows.length) await tx.insert(userSkills).values(skillRows);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userSkills)
      .where(and(eq(userSkills.user_id, userId), eq(userSkills.is_top, true)));
    if (n > TOP_SKILLS_MAX) throw new AppError('BAD_USER_INPUT', M.topSkillsMax, { 'input.top_skills': M.topSkillsMax });
    await tx
      .insert(freelancerPreferences)
      .values({ user_id: userId, job_type: v.job_type, working_hours: v.working_hours })
      .onConflictDoUpdate({
        target: freelancerPreferences.user_id,
        set: { job_type: v.job_type, working_hours: v.working_hours, updated_at: sql`now()` },
      });
    const [user] = await tx
      .update(users)
      .set({
        salary_currency: v.salary_currency,
        salary_unit: v.salary_unit,
        minimum_salary: v.minimum_salary,
        maximum_salary: v.maximum_salary,
        linkedin: v.linkedin,
        supporting_url: v.supporting_url,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  });
}
