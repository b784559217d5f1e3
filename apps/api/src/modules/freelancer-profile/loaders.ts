import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  freelancerPreferences, genres, industries, qualifications, skills, userGenres, userIndustries, userQualifications,
  userSkills,
} from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';

export interface Choice {
  id: number;
  name: string;
}
export interface ProfileSkill extends Choice {
  software: boolean;
  is_top: boolean;
}
export interface Preferences {
  job_type: string | null;
  working_hours: string | null;
}

const group = <T extends { user_id: number }>(ids: readonly number[], rows: T[]) => {
  const by = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const r of rows) by.get(r.user_id)?.push(r);
  return ids.map((id) => by.get(id) ?? []);
};

function makeLoaders(db: Db) {
  const strip = <T extends { user_id: number }>(rows: T[]) => rows.map(({ user_id: _u, ...rest }) => rest);
  return {
    industries: new DataLoader<number, Choice[]>(async (ids) =>
      group(
        ids,
        await db
          .select({ user_id: userIndustries.user_id, id: industries.id, name: industries.name })
          .from(userIndustries)
          .innerJoin(industries, eq(industries.id, userIndustries.industry_id))
          .where(inArray(userIndustries.user_id, [...ids]))
          .orderBy(asc(industries.sort_order), asc(industries.name)),
      ).map(strip),
    ),
    genres: new DataLoader<number, Choice[]>(async (ids) =>
      group(
        ids,
        await db
          .select({ user_id: userGenres.user_id, id: genres.id, name: genres.name })
          .from(userGenres)
          .innerJoin(genres, eq(genres.id, userGenres.genre_id))
          .where(inArray(userGenres.user_id, [...ids]))
          .orderBy(asc(genres.sort_order), asc(genres.name)),
      ).map(strip),
    ),
    qualifications: new DataLoader<number, Choice[]>(async (ids) =>
      group(
        ids,
        await db
          .select({ user_id: userQualifications.user_id, id: qualifications.id, name: qualifications.name })
          .from(userQualifications)
          .innerJoin(qualifications, eq(qualifications.id, userQualifications.qualification_id))
          .where(inArray(userQualifications.user_id, [...ids]))
          .orderBy(asc(qualifications.sort_order), asc(qualifications.name)),
      ).map(strip),
    ),
    skills: new DataLoader<number, ProfileSkill[]>(async (ids) =>
      group(
        ids,
        await db
          .select({ user_id: userSkills.user_id, id: skills.id, name: skills.name, software: skills.software, is_top: userSkills.is_top })
          .from(userSkills)
          .innerJoin(skills, eq(skills.id, userSkills.skill_id))
          .where(inArray(userSkills.user_id, [...ids]))
          .orderBy(asc(skills.sort_order), asc(skills.name)),
      ).map(strip),
    ),
    preferences: new DataLoader<number, Preferences | null>(async (ids) => {
      const rows = await db
        .select({ user_id: freelancerPreferences.user_id, job_type: freelancerPreferences.job_type, working_hours: freelancerPreferences.working_hours })
        .from(freelancerPreferences)
        .where(inArray(freelancerPreferences.user_id, [...ids]));
      const by = new Map(rows.map((r) => [r.user_id, { job_type: r.job_type, working_hours: r.working_hours }]));
      return ids.map((id) => by.get(id) ?? null);
    }),
  };
}

const KEY = Symbol('freelancer profile lists');

/** The request's loaders of the profile lists: one query per list however many people are read. */
export const profileLoaders = (ctx: GraphQLContext) => ctx.memo(KEY, () => makeLoaders(ctx.deps.db));
