import DataLoader from 'dataloader';
import { asc, desc, inArray, sql } from 'drizzle-orm';
import { educationSchema, experienceSchema, HISTORY_MSG } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { pgError, PG } from '../../db/errors.js';
import { educations, experiences } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { ownHistoryRow } from './policy.js';

export type EducationRow = typeof educations.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;
export type HistoryKind = 'education' | 'experience';

/** 'YYYY-MM' to the column's first-of-month date, and back. */
const toDate = (month: string) => `${month}-01`;
export const toMonth = (date: string) => date.slice(0, 7);

const period = (v: { from: string; to: string | null }) => ({ started_on: toDate(v.from), ended_on: v.to === null ? null : toDate(v.to) });

const notFound = (kind: HistoryKind) =>
  new AppError('NOT_FOUND', kind === 'education' ? HISTORY_MSG.educationNotFound : HISTORY_MSG.experienceNotFound);

/** The table's own checks as field messages (the shared rules catch these first; this is the backstop). */
function inputError(err: unknown): never {
  const pg = pgError(err);
  if (pg?.code === PG.checkViolation && pg.constraint?.endsWith('_period_check')) {
    throw new AppError('BAD_USER_INPUT', HISTORY_MSG.endBeforeStart, { 'input.to': HISTORY_MSG.endBeforeStart });
  }
  throw err;
}

/** Most recent first: Present first, then by end, then by start (decision 0031). */
const recentFirst = (t: typeof educations | typeof experiences) => [
  sql`${t.ended_on} desc nulls first`,
  desc(t.started_on),
  desc(t.id),
];

/** Loaders of each person's rows, one query per batch of people. */
export function historyLoaders(db: Db) {
  return {
    educations: new DataLoader<number, EducationRow[]>(async (ids) => {
      const rows = await db.select().from(educations).where(inArray(educations.user_id, [...ids])).orderBy(...recentFirst(educations), asc(educations.user_id));
      return ids.map((id) => rows.filter((r) => r.user_id === id));
    }),
    experiences: new DataLoader<number, ExperienceRow[]>(async (ids) => {
      const rows = await db.select().from(experiences).where(inArray(experiences.user_id, [...ids])).orderBy(...recentFirst(experiences), asc(experiences.user_id));
      return ids.map((id) => rows.filter((r) => r.user_id === id));
    }),
  };
}

export async function createEducation(db: Db, ownerId: number, input: unknown): Promise<EducationRow> {
  const v = AppError.parse(educationSchema, input);
  const values = { school_name: v.school_name, qualification: v.qualification, description: v.description, ...period(v) };
  const [row] = await db.insert(educations).values({ user_id: ownerId, ...values }).returning().catch(inputError);
  return row!;
}

export async function updateEducation(db: Db, ownerId: number, id: number, input: unknown): Promise<EducationRow> {
  const v = AppError.parse(educationSchema, input);
  const values = { school_name: v.school_name, qualification: v.qualification, description: v.description, ...period(v) };
  const [row] = await db
    .update(educations)
    .set({ ...values, updated_at: new Date() })
    .where(ownHistoryRow(educations, id, ownerId))
    .returning()
    .catch(inputError);
  if (!row) throw notFound('education');
  return row;
}

export async function createExperience(db: Db, ownerId: number, input: unknown): Promise<ExperienceRow> {
  const v = AppError.parse(experienceSchema, input);
  const values = { title: v.title, company: v.company, description: v.description, ...period(v) };
  const [row] = await db.insert(experiences).values({ user_id: ownerId, ...values }).returning().catch(inputError);
  return row!;
}

export async function updateExperience(db: Db, ownerId: number, id: number, input: unknown): Promise<ExperienceRow> {
  const v = AppError.parse(experienceSchema, input);
  const values = { title: v.title, company: v.company, description: v.description, ...period(v) };
  const [row] = await db
    .update(experiences)
    .set({ ...values, updated_at: new Date() })
    .where(ownHistoryRow(experiences, id, ownerId))
    .returning()
    .catch(inputError);
  if (!row) throw notFound('experience');
  return row;
}

/** Removes one of the owner's rows; another person's id, or an unknown one, is NOT_FOUND. */
export async function removeHistory(db: Db, kind: HistoryKind, ownerId: number, id: number): Promise<void> {
  const table = kind === 'education' ? educations : experiences;
  const rows = await db.delete(table).where(ownHistoryRow(table, id, ownerId)).returning({ id: table.id });
  if (rows.length === 0) throw notFound(kind);
}
