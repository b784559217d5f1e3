import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  genres, industries, jobLevels, jobTypes, languages, positions, qualifications, services, settings, skills, workingHours,
} from '../db/schema/index.js';
import { DISCIPLINES, JOB_LEVELS, JOB_TYPES, LANGUAGES, REFERENCE_SETTINGS, SERVICES, WORKING_HOURS } from './reference-data.js';

/**
 * Loads the reference lists (decision 0011) when the disciplines table is empty, and adds the
 * settings it names when missing. Idempotent; returns whether the lists were loaded.
 * Lists whose order is curated (disciplines, services, levels, types, hours) get sort_order 1..n;
 * the long per-discipline lists keep 0 and so read alphabetically.
 */
export async function seedReference(db: Db): Promise<boolean> {
  await db
    .insert(settings)
    .values(Object.entries(REFERENCE_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  return db.transaction(async (tx) => {
    // Two processes starting at once load the lists once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed_reference'))`);
    const [row] = await tx.select({ n: count() }).from(industries);
    if ((row?.n ?? 0) > 0) return false;

    // Explicit ids: the product gives disciplines 1 and 2 a meaning.
    await tx
      .insert(industries)
      .overridingSystemValue()
      .values(DISCIPLINES.map((d, i) => ({ id: i + 1, name: d.name, sort_order: i + 1 })));
    await tx.execute(sql`select setval(pg_get_serial_sequence('industries', 'id'), (select max(id) from industries))`);

    const levels = await tx
      .insert(jobLevels)
      .values(JOB_LEVELS.map((l, i) => ({ ...l, sort_order: i + 1 })))
      .returning({ id: jobLevels.id, key: jobLevels.key });
    const levelId = Object.fromEntries(levels.map((l) => [l.key, l.id]));

    const perDiscipline = <T>(rows: (d: (typeof DISCIPLINES)[number], industry_id: number) => T[]) =>
      DISCIPLINES.flatMap((d, i) => rows(d, i + 1));
    await tx.insert(genres).values(perDiscipline((d, industry_id) => d.genres.map((name) => ({ name, industry_id }))));
    await tx.insert(skills).values(
      perDiscipline((d, industry_id) => [
        ...d.skills.map((name) => ({ name, industry_id, software: false })),
        ...d.software.map((name) => ({ name, industry_id, software: true })),
      ]),
    );
    await tx
      .insert(qualifications)
      .values(perDiscipline((d, industry_id) => d.qualifications.map((name) => ({ name, industry_id }))));
    await tx.insert(positions).values(
      perDiscipline((d, industry_id) =>
        Object.entries(d.positions).flatMap(([level, names]) => names.map((name) => ({ name, industry_id, job_level_id: levelId[level]! }))),
      ),
    );

    await tx.insert(services).values(SERVICES.map((name, i) => ({ name, sort_order: i + 1 })));
    await tx.insert(jobTypes).values(JOB_TYPES.map((t, i) => ({ ...t, sort_order: i + 1 })));
    await tx.insert(workingHours).values(WORKING_HOURS.map((h, i) => ({ ...h, sort_order: i + 1 })));
    await tx.insert(languages).values(LANGUAGES.map(([name, code]) => ({ name, code })));
    return true;
  });
}
