import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { caseStudyMedia, users, type CaseStudyMediaRow } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';

/** A page of case studies reads its media and agencies in one statement each, whatever its length. */

export interface AgencyCard {
  id: number;
  agency_name: string | null;
  avatar: string | null;
}

function makeLoaders(db: Db) {
  return {
    media: new DataLoader<number, CaseStudyMediaRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(caseStudyMedia)
        .where(inArray(caseStudyMedia.case_study_id, [...ids]))
        .orderBy(asc(caseStudyMedia.position));
      return ids.map((id) => rows.filter((r) => r.case_study_id === id));
    }),
    agencies: new DataLoader<number, AgencyCard | null>(async (ids) => {
      const rows = await db
        .select({ id: users.id, agency_name: users.agency_name, avatar: users.avatar })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}

const KEY = Symbol('case-study-loaders');
export const caseStudyLoaders = (ctx: GraphQLContext) => ctx.memo(KEY, () => makeLoaders(ctx.deps.db));
