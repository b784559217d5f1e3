import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applications, creditLedger, genres, jobLevels, positions, qualifications, services, skills, teamCredits, teamUserAssociations, users,
  userTeams,
} from '../../db/schema/index.js';
import { seedReference } from '../../seed/reference.js';
import type { TestApp } from '../../../test/harness.js';
import { addCredits } from '../credits/service.js';

/** Reference ids of discipline 1 (Design) and 2 (Architecture), for building valid forms. */
export async function referenceIds(db: Db) {
  await seedReference(db);
  const first = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
  const of = (industry: number) => ({
    genres: first(db.select({ id: genres.id }).from(genres).where(eq(genres.industry_id, industry)).orderBy(asc(genres.id)).limit(3)),
    skills: first(
      db.select({ id: skills.id }).from(skills).where(and(eq(skills.industry_id, industry), eq(skills.software, false))).orderBy(asc(skills.id)).limit(5),
    ),
    software: first(
      db.select({ id: skills.id }).from(skills).where(and(eq(skills.industry_id, industry), eq(skills.software, true))).orderBy(asc(skills.id)).limit(3),
    ),
    qualifications: first(
      db.select({ id: qualifications.id }).from(qualifications).where(eq(qualifications.industry_id, industry)).orderBy(asc(qualifications.id)).limit(3),
    ),
  });
  const [level] = await db.select({ id: jobLevels.id }).from(jobLevels).where(eq(jobLevels.key, 'SENIOR'));
  const position = async (industry: number) =>
    (
      await db
        .select({ id: positions.id })
        .from(positions)
        .where(and(eq(positions.industry_id, industry), eq(positions.job_level_id, level!.id)))
        .limit(1)
    )[0]!.id;
  const design = of(1);
  const arch = of(2);
  return {
    level: level!.id,
    design: {
      genres: await design.genres, skills: await design.skills, software: await design.software,
      qualifications: await design.qualifications, position: await position(1),
    },
    architecture: {
      genres: await arch.genres, skills: await arch.skills, software: await arch.software,
      qualifications: await arch.qualifications, position: await position(2),
    },
    services: await first(db.select({ id: services.id }).from(services).orderBy(asc(services.id)).limit(3)),
  };
}
export type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

/** A valid Post New Job Opportunity submission (discipline 1). */
export const jobInput = (ref: ReferenceIds, extra: Record<string, unknown> = {}) => ({
  target: 'JOB',
  is_active: true,
  title: 'Senior brand designer',
  industries: ['1'],
  genres: ref.design.genres.slice(0, 2).map(String),
  location: 'Leeds, England, United Kingdom',
  location_type: 'HYBRID',
  description: '<p>Lead our <b>brand</b> work.</p><ul><li>Identity</li></ul>',
  type: 'FREELANCE',
  sub_type: 'FULLTIME',
  duration: 7,
  is_ir35: 0,
  level: String(ref.level),
  position: String(ref.design.position),
  skills: ref.design.skills.slice(0, 3).map(String),
  skill_must_haves: [String(ref.design.skills[0])],
  software_skills: [String(ref.design.software[0])],
  software_must_haves: [],
  qualifications: [],
  qualification_must_haves: [],
  is_compensation_displayed: true,
  compensation_currency: 'GBP',
  minimumBudget: 350,
  maximumBudget: 450,
  compensation_unit: 'DAY',
  follow_up: 'Thank you for applying to Northwind Studio.',
  application_link: 'https://ats.example.com/jobs/1',
  ...extra,
});

/** A valid Post New Agency Project submission. */
export const projectInput = (ref: ReferenceIds, extra: Record<string, unknown> = {}) => ({
  target: 'PROJECT',
  title: 'Website rebuild',
  genres: [String(ref.design.genres[0])],
  location: 'London, England, United Kingdom',
  description: '<p>Rebuild our site.</p>',
  duration: 4,
  services: ref.services.slice(0, 2).map(String),
  minimumBudget: 5000,
  maximumBudget: 9000,
  follow_up: 'Thanks for your interest.',
  ...extra,
});

export function opportunityFixtures(t: TestApp) {
  const db = t.deps.db;
  const idOf = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (!row) throw new Error(`no account ${email}`);
    return row.id;
  };
  return {
    idOf,
    /** Sets the team's balance through the ledger (as a grant would). */
    async grant(teamId: number, quantity: number) {
      return db.transaction(async (tx) => (await addCredits(tx, { teamId, quantity, actorId: null, reason: 'Test grant' })).balance);
    },
    async balance(teamId: number) {
      const [row] = await db.select({ balance: teamCredits.balance }).from(teamCredits).where(eq(teamCredits.team_id, teamId));
      return row?.balance ?? 0;
    },
    /** The ledger's sum, its last balance_after and the balance: all three agree when consistent. */
    async ledgerState(teamId: number) {
      const [row] = await db
        .select({
          sum: sql<number>`coalesce(sum(case when ${creditLedger.direction} = 'IN' then ${creditLedger.quantity} else -${creditLedger.quantity} end), 0)::int`,
          outs: sql<number>`count(*) filter (where ${creditLedger.direction} = 'OUT')::int`,
          last: sql<number | null>`(array_agg(${creditLedger.balance_after} order by ${creditLedger.id} desc))[1]`,
        })
        .from(creditLedger)
        .where(eq(creditLedger.team_id, teamId));
      return { sum: row!.sum, outs: row!.outs, last: row!.last, balance: await this.balance(teamId) };
    },
    async setMembership(userId: number, teamId: number, changes: { can_post_jobs?: boolean; role?: 'admin' | 'member' }) {
      await db.update(userTeams).set(changes).where(and(eq(userTeams.user_id, userId), eq(userTeams.team_id, teamId)));
    },
    async associate(teamId: number, userId: number, associateId: number) {
      await db.insert(teamUserAssociations).values({ team_id: teamId, user_id: userId, associate_id: associateId });
    },
    async apply(opportunityId: number, userId: number, teamId: number | null = null) {
      await db.insert(applications).values({ opportunity_id: opportunityId, user_id: userId, team_id: teamId });
    },
  };
}

/**
 * Counts the SQL statements `work` sends (each statement a driver round trip), on PGlite (`query`, `exec`)
 * or postgres-js (`unsafe`): the dashboard's count must not grow with its rows. Only statements sent from `work`'s
 * own async context count, so a background drain on its timer (the job outbox polls) is not charged to it.
 */
export async function countStatements<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const names = ['query', 'exec', 'unsafe'].filter((n) => typeof client[n] === 'function');
  const originals = names.map((n) => client[n] as (...args: unknown[]) => unknown);
  const counting = new AsyncLocalStorage<true>();
  let statements = 0;
  names.forEach((n, i) => {
    client[n] = (...args: unknown[]) => {
      if (counting.getStore()) statements++;
      return originals[i]!.apply(client, args);
    };
  });
  try {
    return { result: await counting.run(true, work), statements };
  } finally {
    names.forEach((n, i) => (client[n] = originals[i]));
  }
}
