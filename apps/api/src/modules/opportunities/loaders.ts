import DataLoader from 'dataloader';
import { asc, eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  genres, industries, jobLevels, opportunityGenres, opportunityIndustries, opportunityQualifications, opportunityServices,
  opportunitySkills, positions, qualifications, services, skills, users,
} from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';

/**
 * The post's relations, batched per request: a list of posts asking for any of them costs one statement
 * per relation, not one per post (the dashboard's statement count does not grow with its rows).
 */

const grouped = <T extends { key: number }>(keys: readonly number[], rows: T[]) =>
  keys.map((k) => rows.filter((r) => r.key === k).map(({ key: _key, ...rest }) => rest as Omit<T, 'key'>));

function createLoaders(db: Db) {
  const byId = <T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) =>
    new DataLoader<number, T | null>(async (ids) => {
      // A map, not a find per id: the close dialog's list loads every applicant of a post (thousands).
      const rows = new Map((await load([...ids])).map((r) => [r.id, r]));
      return ids.map((id) => rows.get(id) ?? null);
    });
  const listOf = <T extends { key: number }>(load: (ids: number[]) => Promise<T[]>) =>
    new DataLoader<number, Omit<T, 'key'>[]>(async (ids) => grouped(ids, await load([...ids])));
  const order = (t: { sort_order: AnyColumn; name: AnyColumn }) => [asc(t.sort_order), asc(t.name)];

  return {
    industries: listOf(async (ids) =>
      (
        await db.select({ key: opportunityIndustries.opportunity_id, row: industries }).from(opportunityIndustries)
          .innerJoin(industries, eq(industries.id, opportunityIndustries.industry_id))
          .where(inArray(opportunityIndustries.opportunity_id, ids)).orderBy(...order(industries))
      ).map(({ key, row }) => ({ key, ...row })),
    ),
    genres: listOf(async (ids) =>
      (
        await db.select({ key: opportunityGenres.opportunity_id, row: genres }).from(opportunityGenres)
          .innerJoin(genres, eq(genres.id, opportunityGenres.genre_id))
          .where(inArray(opportunityGenres.opportunity_id, ids)).orderBy(...order(genres))
      ).map(({ key, row }) => ({ key, ...row })),
    ),
    skills: listOf(async (ids) =>
      (
        await db.select({ key: opportunitySkills.opportunity_id, must_have: opportunitySkills.must_have, row: skills }).from(opportunitySkills)
          .innerJoin(skills, eq(skills.id, opportunitySkills.skill_id))
          .where(inArray(opportunitySkills.opportunity_id, ids)).orderBy(...order(skills))
      ).map(({ key, must_have, row }) => ({ key, must_have, ...row })),
    ),
    qualifications: listOf(async (ids) =>
      (
        await db.select({ key: opportunityQualifications.opportunity_id, must_have: opportunityQualifications.must_have, row: qualifications })
          .from(opportunityQualifications)
          .innerJoin(qualifications, eq(qualifications.id, opportunityQualifications.qualification_id))
          .where(inArray(opportunityQualifications.opportunity_id, ids)).orderBy(...order(qualifications))
      ).map(({ key, must_have, row }) => ({ key, must_have, ...row })),
    ),
    services: listOf(async (ids) =>
      (
        await db.select({ key: opportunityServices.opportunity_id, row: services }).from(opportunityServices)
          .innerJoin(services, eq(services.id, opportunityServices.service_id))
          .where(inArray(opportunityServices.opportunity_id, ids)).orderBy(...order(services))
      ).map(({ key, row }) => ({ key, ...row })),
    ),
    position: byId((ids) => db.select().from(positions).where(inArray(positions.id, ids))),
    jobLevel: byId((ids) => db.select().from(jobLevels).where(inArray(jobLevels.id, ids))),
    /** Creators, editors, the applicant who filled a post: name and email (the team's own people). */
    person: byId((ids) =>
      db.select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email }).from(users).where(inArray(users.id, ids)),
    ),
    /** An applicant's whole record, for the `User` an applicants list row hands out (its audiences then apply per field). */
    user: byId((ids) => db.select().from(users).where(inArray(users.id, ids))),
    /** The posting team's public card (its company name and logo). */
    team: byId((ids) =>
      db
        .select({
          id: users.id, type: users.type, first_name: users.first_name, last_name: users.last_name, company: users.company,
          agency_name: users.agency_name, avatar: users.avatar,
        })
        .from(users)
        .where(inArray(users.id, ids)),
    ),
  };
}

export type OpportunityLoaders = ReturnType<typeof createLoaders>;
const KEY = Symbol('opportunity loaders');

export const loadersOf = (ctx: GraphQLContext): OpportunityLoaders => ctx.memo(KEY, () => createLoaders(ctx.deps.db));
