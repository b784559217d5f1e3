import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  copyFingerprint, NEAR_COPY_MIN_CHARS, NEAR_COPY_THRESHOLD, payFinding, REVIEW_MSG, textFindings, TRUSTED_AFTER_POSTS,
  type CompensationUnit, type OpportunityTarget, type ReviewFinding,
} from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { opportunities, postFingerprints, trustedPosters } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * The post review's rules (decision 0065). The text and pay rules are the shared ones (packages/domain, on folded
 * text); here the ones that read the database: a company's first posts, and a near-copy of another team's open post.
 */

/** What the rules read of a checked form. */
export interface ReviewedPost {
  target: OpportunityTarget;
  title: string;
  description: string;
  application_link?: string | null;
  compensation_unit?: CompensationUnit | null;
  minimumBudget: number;
  maximumBudget: number;
  is_compensation_displayed: boolean;
}

/**
 * The rules that need no database, before any transaction: a fee asked of the applicant is refused on the description
 * (Employment Agencies Act 1973, s.6); the rest are findings for a reviewer.
 */
export function contentFindings(post: ReviewedPost): ReviewFinding[] {
  const { refused, findings } = textFindings(post);
  if (refused.length) throw new AppError('BAD_USER_INPUT', REVIEW_MSG.feeRefused, { 'input.description': REVIEW_MSG.feeRefused });
  const pay = payFinding(post);
  return pay ? [...findings, pay] : findings;
}

/** Whether the team's posts skip the first posts' review: trusted by an administrator, or 3 posts have gone live. */
export async function isTrustedPoster(db: Db | Tx, teamId: number): Promise<boolean> {
  const [row] = await db
    .select({
      trusted: sql<boolean>`exists (select 1 from ${trustedPosters} where ${trustedPosters.team_id} = ${teamId})`,
      live: count(),
    })
    .from(
      db
        .select({ one: sql`1` })
        .from(opportunities)
        .where(and(eq(opportunities.team_id, teamId), sql`${opportunities.published_at} is not null`))
        .limit(TRUSTED_AFTER_POSTS)
        .as('live'),
    );
  return Boolean(row?.trusted) || (row?.live ?? 0) >= TRUSTED_AFTER_POSTS;
}

/**
 * The closest open post of another team whose folded opening text is at least NEAR_COPY_THRESHOLD similar (pg_trgm,
 * through the trigram index), for a text of NEAR_COPY_MIN_CHARS or more. The threshold is set for the transaction only.
 */
export async function nearCopyFinding(tx: Tx, teamId: number, fingerprint: string, exceptId: number | null): Promise<ReviewFinding | null> {
  if (fingerprint.length < NEAR_COPY_MIN_CHARS) return null;
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(NEAR_COPY_THRESHOLD)}, true)`);
  const similarity = sql<number>`similarity(${postFingerprints.fingerprint}, ${fingerprint})`;
  const [row] = await tx
    .select({ id: opportunities.id, title: opportunities.title, similarity })
    .from(postFingerprints)
    .innerJoin(opportunities, eq(opportunities.id, postFingerprints.opportunity_id))
    .where(
      and(
        sql`${postFingerprints.fingerprint} % ${fingerprint}`,
        ne(postFingerprints.team_id, teamId),
        exceptId === null ? undefined : ne(postFingerprints.opportunity_id, exceptId),
        sql`${opportunities.deleted_at} is null and (${opportunities.is_active} or ${opportunities.review_status} = 'IN_REVIEW')`,
      ),
    )
    .orderBy(sql`${similarity} desc`)
    .limit(1);
  if (!row) return null;
  return { flag: 'NEAR_COPY', detail: `${Math.round(Number(row.similarity) * 100)}% like post ${row.id}: ${row.title}` };
}

/** Keeps the post's folded opening text for the near-copy rule (with the post, and with each applied edit). */
export async function writeFingerprintTx(tx: Tx, opportunityId: number, teamId: number, post: { title: string; description: string }): Promise<void> {
  const fingerprint = copyFingerprint(post);
  await tx
    .insert(postFingerprints)
    .values({ opportunity_id: opportunityId, team_id: teamId, fingerprint })
    .onConflictDoUpdate({ target: postFingerprints.opportunity_id, set: { fingerprint } });
}
