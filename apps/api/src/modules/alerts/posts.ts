import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { FOR_YOU_WINDOW_DAYS, formatCompensation, postingCompanyName, type CompensationCurrency, type CompensationUnit, type OpportunityTarget } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { opportunities, users } from '../../db/schema/index.js';
import { notHidden } from '../../db/hidden-items.js';

/**
 * What an alert may carry (decision 0040): a post that is published now (is_active and is_public, decision
 * 0028), open (not closed), of a company whose account is ACTIVE, first published within the for-you window, and not
 * hidden after reports (decision 0063). Read again when each job runs, so a post closed, unpublished or hidden
 * meanwhile is never sent.
 */
export const alertablePost = () =>
  and(
    eq(opportunities.is_active, true),
    eq(opportunities.is_public, true),
    isNull(opportunities.deleted_at),
    isNotNull(opportunities.published_at),
    gt(opportunities.published_at, sql`now() - make_interval(days => ${FOR_YOU_WINDOW_DAYS})`),
    eq(users.status, 'ACTIVE'),
    notHidden('POST', opportunities.id),
  );

/** A post as an alert lists it. */
export interface AlertPost {
  id: number;
  target: OpportunityTarget;
  title: string;
  company: string;
  location: string | null;
  /** Only when the company displays it (document 3 section 9), e.g. "£350 - £450 per day". */
  compensation: string | null;
}

/** The posts of `ids` that may still be sent, in the order of `ids`. */
export async function alertPosts(db: Db, ids: number[]): Promise<AlertPost[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: opportunities.id,
      target: opportunities.target,
      title: opportunities.title,
      location: opportunities.location,
      shown: opportunities.is_compensation_displayed,
      currency: opportunities.compensation_currency,
      unit: opportunities.compensation_unit,
      min: opportunities.minimum_budget,
      max: opportunities.maximum_budget,
      company: users.company,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(opportunities)
    .innerJoin(users, eq(users.id, opportunities.team_id))
    .where(and(inArray(opportunities.id, ids), alertablePost()));
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        target: r.target,
        title: r.title,
        company: postingCompanyName(r),
        location: r.location,
        compensation: r.shown
          ? formatCompensation({
              target: r.target, compensation_currency: r.currency as CompensationCurrency, minimumBudget: r.min, maximumBudget: r.max,
              compensation_unit: r.unit as CompensationUnit | null,
            })
          : null,
      } satisfies AlertPost,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The post a publication job is about, if it may be sent: its kind. */
export async function alertablePostTarget(db: Db, id: number): Promise<OpportunityTarget | null> {
  const [row] = await db
    .select({ target: opportunities.target })
    .from(opportunities)
    .innerJoin(users, eq(users.id, opportunities.team_id))
    .where(and(eq(opportunities.id, id), alertablePost()));
  return row?.target ?? null;
}
