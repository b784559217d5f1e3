import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  genres, industries, jobLevels, jobTypes, languages, positions, qualifications, services, skills, workingHours,
} from '../../db/schema/index.js';
import { displayOrder, idIn, nameContains, toIds } from './filters.js';

/** Public reads: visible entries only, one statement each, in display order. */
type Ids = readonly (string | number)[] | null | undefined;

export function listIndustries(db: Db, f: { name?: string | null }) {
  return db
    .select()
    .from(industries)
    .where(and(eq(industries.hidden, false), nameContains(industries.name, f.name)))
    .orderBy(...displayOrder(industries));
}

export function listGenres(db: Db, f: { name?: string | null; industries?: Ids }) {
  return db
    .select()
    .from(genres)
    .where(and(eq(genres.hidden, false), nameContains(genres.name, f.name), idIn(genres.industry_id, f.industries)))
    .orderBy(...displayOrder(genres));
}

export function listSkills(db: Db, f: { name?: string | null; industries?: Ids; software?: boolean | null }) {
  return db
    .select()
    .from(skills)
    .where(
      and(
        eq(skills.hidden, false),
        nameContains(skills.name, f.name),
        idIn(skills.industry_id, f.industries),
        f.software == null ? undefined : eq(skills.software, f.software),
      ),
    )
    .orderBy(...displayOrder(skills));
}

export function listQualifications(db: Db, f: { name?: string | null; industries?: Ids }) {
  return db
    .select()
    .from(qualifications)
    .where(
      and(eq(qualifications.hidden, false), nameContains(qualifications.name, f.name), idIn(qualifications.industry_id, f.industries)),
    )
    .orderBy(...displayOrder(qualifications));
}

export function listPositions(db: Db, f: { name?: string | null; industries?: Ids; jobLevels?: Ids }) {
  return db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.hidden, false),
        nameContains(positions.name, f.name),
        idIn(positions.industry_id, f.industries),
        idIn(positions.job_level_id, f.jobLevels),
      ),
    )
    .orderBy(...displayOrder(positions));
}

export function listServices(db: Db, f: { name?: string | null }) {
  return db
    .select()
    .from(services)
    .where(and(eq(services.hidden, false), nameContains(services.name, f.name)))
    .orderBy(...displayOrder(services));
}

export function listLanguages(db: Db) {
  return db.select().from(languages).where(eq(languages.hidden, false)).orderBy(...displayOrder(languages));
}

/** The lists with fixed keys: job levels, job types, working hours. */
export const KEYED = { jobLevels, jobTypes, workingHours } as const;
type KeyedTable = (typeof KEYED)[keyof typeof KEYED];

export function listKeyed(db: Db, table: KeyedTable) {
  return db.select().from(table).where(eq(table.hidden, false)).orderBy(...displayOrder(table));
}

export async function findKeyed(db: Db, table: KeyedTable, id: string | number) {
  const [valid] = toIds([id]);
  if (!valid) return null;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, valid), eq(table.hidden, false)))
    .limit(1);
  return row ?? null;
}
