import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { freelancerPreferences, jobLevels, languages, positions, userJobLevels, userLanguages, userPositions } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { KeyedRow, LanguageRow, PositionRow } from '../reference/rows.js';

const group = <T>(ids: readonly number[], rows: { user_id: number; row: T }[]) => {
  const by = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const r of rows) by.get(r.user_id)?.push(r.row);
  return ids.map((id) => by.get(id) ?? []);
};

function makeLoaders(db: Db) {
  return {
    jobLevels: new DataLoader<number, KeyedRow[]>(async (ids) =>
      group(
        ids,
        await db
          .select({ user_id: userJobLevels.user_id, row: jobLevels })
          .from(userJobLevels)
          .innerJoin(jobLevels, eq(jobLevels.id, userJobLevels.job_level_id))
          .where(inArray(userJobLevels.user_id, [...ids]))
          .orderBy(asc(jobLevels.sort_order), asc(jobLevels.id)),
      ),
    ),
    languages: new DataLoader<number, LanguageRow[]>(async (ids) =>
      group(
        ids,
        await db
          .select({ user_id: userLanguages.user_id, row: languages })
          .from(userLanguages)
          .innerJoin(languages, eq(languages.id, userLanguages.language_id))
          .where(inArray(userLanguages.user_id, [...ids]))
          .orderBy(asc(languages.sort_order), asc(languages.name)),
      ),
    ),
    positions: new DataLoader<number, PositionRow[]>(async (ids) =>
      group(
        ids,
        await db
          .select({ user_id: userPositions.user_id, row: positions })
          .from(userPositions)
          .innerJoin(positions, eq(positions.id, userPositions.position_id))
          .where(inArray(userPositions.user_id, [...ids]))
          .orderBy(asc(positions.sort_order), asc(positions.name)),
      ),
    ),
    preferences: new DataLoader<number, { notice_period_unit: string | null; start_timing: string | null } | null>(async (ids) => {
      const rows = await db
        .select({
          user_id: freelancerPreferences.user_id,
          notice_period_unit: freelancerPreferences.notice_period_unit,
          start_timing: freelancerPreferences.start_timing,
        })
        .from(freelancerPreferences)
        .where(inArray(freelancerPreferences.user_id, [...ids]));
      const by = new Map(rows.map(({ user_id, ...row }) => [user_id, row]));
      return ids.map((id) => by.get(id) ?? null);
    }),
  };
}

const KEY = Symbol('freelancer onboarding lists');

/** The request's loaders of the onboarding lists: one query per list however many people are read. */
export const onboardingLoaders = (ctx: GraphQLContext) => ctx.memo(KEY, () => makeLoaders(ctx.deps.db));
