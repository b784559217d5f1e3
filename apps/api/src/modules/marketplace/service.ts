import { MARKETPLACE_PAGE_SIZE, MARKETPLACE_SERVICES_MAX, MARKETPLACE_TOTAL_CAP } from '@mp/domain';
import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { caseStudies, services, userServices, users } from '../../db/schema/index.js';
import type { ServiceRow } from '../reference/rows.js';
import { notHidden } from '../../db/hidden-items.js';
import { AppError } from '../../errors.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';

/**
 * The agency marketplace (decision 0052): the cards of listed agencies and of their case studies, for anyone.
 * A page costs three statements whatever its size: the page's rows (agency or case study with its agency,
 * joined), their count, and the services of the page's agencies in one batch.
 */

/**
 * Newest first, written as each index reads (the columns are never null, so both mean the same): case studies
 * `desc nulls last`, as `case_studies_recent_idx` is (a plain `desc` means nulls first, which that index cannot give,
 * and PostgreSQL sorted every listed row instead); agencies a plain `desc`, `users_type_status_idx` read backwards.
 */
const newestStudies = [sql`${caseStudies.created_at} desc nulls last`, sql`${caseStudies.id} desc nulls last`];
const newestAgencies = [desc(users.created_at), desc(users.id)];

/** How far a list is counted: to MARKETPLACE_TOTAL_CAP + 1, or to the end of the page asked for + 1 beyond it. */
const countLimit = (window: { limit: number; offset: number }) => Math.max(MARKETPLACE_TOTAL_CAP, window.offset + window.limit) + 1;

export interface AgencyCard {
  id: number;
  agency_name: string | null;
  /** The first of the agency's locations (up to 2). */
  location: string | null;
  avatar: string | null;
  services: ServiceRow[];
}

export interface CaseStudyCard {
  id: number;
  title: string;
  thumbnail: string | null;
  headline: string;
  agency: AgencyCard;
  /** The agency's services (a case study has none of its own). */
  services: ServiceRow[];
}

export interface MarketplaceArgs {
  services?: readonly (string | number)[] | null;
  first?: number | null;
  page?: number | null;
}

/** A page number past this is refused: no one pages that far, and a huge offset is only work for the database. */
const PAGE_MAX = 10_000;

/**
 * Listed (decisions 0017, 0050): an AGENCY account, ACTIVE, privacy ACTIVE, its email verified, not
 * deleted, nor hidden by moderation. users/visibility.ts `isListedAgency` as SQL, so that a page is one statement.
 */
export const listedAgency = (): SQL =>
  and(
    eq(users.type, 'AGENCY'),
    eq(users.status, 'ACTIVE'),
    eq(users.privacy, 'ACTIVE'),
    isNotNull(users.email_verified_at),
    isNull(users.deleted_at),
    notHidden('AGENCY_PROFILE', users.id),
  )!;

/** The agency offers any of the services (none: no condition). */
function offersAny(db: Db, serviceIds: number[]): SQL | undefined {
  if (serviceIds.length === 0) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(userServices)
      .where(and(eq(userServices.user_id, users.id), inArray(userServices.service_id, serviceIds))),
  );
}

/** The filter's ids: positive integers, each once, at most MARKETPLACE_SERVICES_MAX (BAD_USER_INPUT otherwise). */
export function serviceIdsOf(raw: MarketplaceArgs['services']): number[] {
  const ids = [...new Set((raw ?? []).map((value) => String(value).trim()))];
  if (ids.length > MARKETPLACE_SERVICES_MAX) throw new AppError('BAD_USER_INPUT', `At most ${MARKETPLACE_SERVICES_MAX} services.`);
  return ids.map((id) => {
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new AppError('BAD_USER_INPUT', 'Invalid service id.');
    return Number(id);
  });
}

function windowOf(args: MarketplaceArgs, fallback: number) {
  if (args.page != null && args.page > PAGE_MAX) throw new AppError('BAD_USER_INPUT', `Page must be at most ${PAGE_MAX}.`);
  return pageWindow(args.first, args.page, fallback);
}

/** The visible services of some agencies, in the reference list's order: one statement for a whole page. */
async function servicesOf(db: Db, agencyIds: number[]): Promise<Map<number, ServiceRow[]>> {
  const byAgency = new Map<number, ServiceRow[]>(agencyIds.map((id) => [id, []]));
  if (agencyIds.length === 0) return byAgency;
  const rows = await db
    .select({ agency: userServices.user_id, service: services })
    .from(userServices)
    .innerJoin(services, eq(services.id, userServices.service_id))
    .where(and(inArray(userServices.user_id, agencyIds), eq(services.hidden, false)))
    .orderBy(asc(services.sort_order), asc(services.name));
  for (const { agency, service } of rows) byAgency.get(agency)?.push(service);
  return byAgency;
}

const cardColumns = {
  id: users.id,
  agency_name: users.agency_name,
  location: sql<string | null>`${users.agency_locations}[1]`,
  avatar: users.avatar,
};

/**
 * `agencies`: listed agencies offering any of the services, newest first; 20 a page. `total` counts to
 * countLimit: `hasMorePages` stays exact, and a total above MARKETPLACE_TOTAL_CAP means "more than that".
 */
export async function listAgencies(db: Db, args: MarketplaceArgs): Promise<Paginated<AgencyCard>> {
  const window = windowOf(args, MARKETPLACE_PAGE_SIZE.agencies);
  const where = and(listedAgency(), offersAny(db, serviceIdsOf(args.services)));
  const [rows, [counted]] = await Promise.all([
    db.select(cardColumns).from(users).where(where).orderBy(...newestAgencies).limit(window.limit).offset(window.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(users).where(where).limit(countLimit(window)).as('counted')),
  ]);
  const byAgency = await servicesOf(db, rows.map((r) => r.id));
  return paginated(
    rows.map((row) => ({ ...row, services: byAgency.get(row.id) ?? [] })),
    counted?.total ?? 0,
    window,
  );
}

/**
 * `marketplaceCaseStudies`: the case studies of listed agencies offering any of the services, newest first;
 * 100 a page on the employer side (the network asks for 10).
 */
export async function listCaseStudyCards(db: Db, args: MarketplaceArgs): Promise<Paginated<CaseStudyCard>> {
  const window = windowOf(args, MARKETPLACE_PAGE_SIZE.employerCaseStudies);
  const where = and(listedAgency(), offersAny(db, serviceIdsOf(args.services)), notHidden('CASE_STUDY', caseStudies.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: caseStudies.id,
        title: caseStudies.title,
        thumbnail: caseStudies.thumbnail,
        headline: caseStudies.headline,
        agency: cardColumns,
      })
      .from(caseStudies)
      .innerJoin(users, eq(users.id, caseStudies.agency_id))
      .where(where)
      .orderBy(...newestStudies)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(db.select({ one: sql`1` }).from(caseStudies).innerJoin(users, eq(users.id, caseStudies.agency_id)).where(where).limit(countLimit(window)).as('counted')),
  ]);
  const byAgency = await servicesOf(db, [...new Set(rows.map((r) => r.agency.id))]);
  return paginated(
    rows.map((row) => {
      const agencyServices = byAgency.get(row.agency.id) ?? [];
      return { ...row, agency: { ...row.agency, services: agencyServices }, services: agencyServices };
    }),
    counted?.total ?? 0,
    window,
  );
}
