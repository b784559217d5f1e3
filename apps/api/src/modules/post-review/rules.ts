import { and, count, eq, sql } from 'drizzle-orm';
import {
  copyBands, copyFingerprint, NEAR_COPY_MIN_CHARS, NEAR_COPY_THRESHOLD, payFinding, REVIEW_MSG, textFindings, TRUSTED_AFTER_POSTS,
  type CompensationUnit, type OpportunityTarget, type ReviewFinding,
} from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { opportunities, postFingerprints, trustedPosters } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { rowsOf } from '../../lib/throttle.js';

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

/** Candidates that share the most bands are read first: a near-copy shares several, a post of the same template one. */
const CANDIDATES = 8;

/**
 * The closest open post (live or in review) of another team whose folded opening text is at least NEAR_COPY_THRESHOLD
 * similar by pg_trgm, among the posts sharing the most MinHash bands with it (the GIN index on bands), for a text of
 * NEAR_COPY_MIN_CHARS or more. One statement.
 */
export async function nearCopyFinding(tx: Tx, teamId: number, fingerprint: string, exceptId: number | null): Promise<ReviewFinding | null> {
  if (fingerprint.length < NEAR_COPY_MIN_CHARS) return null;
  // Digits only (copyBands' keys), so the literal is safe as it is.
  const bands = sql.raw(`'{${copyBands(fingerprint).join(',')}}'::bigint[]`);
  const rows = rowsOf<{ id: number; title: string; similarity: number }>(await tx.execute(sql`
    with candidates as (
      select f.opportunity_id, f.fingerprint
      from ${postFingerprints} f
      where f.bands && ${bands} and f.team_id <> ${teamId} and f.opportunity_id <> ${exceptId ?? 0}
      order by cardinality(array(select unnest(f.bands) intersect select unnest(${bands}))) desc
      limit ${CANDIDATES}
    )
    select o.id, o.title, similarity(c.fingerprint, ${fingerprint}) as similarity
    from candidates c join ${opportunities} o on o.id = c.opportunity_id
    where o.deleted_at is null and (o.is_active or o.review_status = 'IN_REVIEW') and similarity(c.fingerprint, ${fingerprint}) >= ${NEAR_COPY_THRESHOLD}
    order by 3 desc limit 1`));
  const row = rows[0];
  if (!row) return null;
  return { flag: 'NEAR_COPY', detail: `${Math.round(Number(row.similarity) * 100)}% like post ${row.id}: ${row.title}` };
}

/** Keeps the post's folded opening text for the near-copy rule (with the post, and with each applied edit). */
export async function writeFingerprintTx(tx: Tx, opportunityId: number, teamId: number, post: { title: string; description: string }): Promise<void> {
  const fingerprint = copyFingerprint(post);
  const bands = copyBands(fingerprint).map(Number);
  await tx
    .insert(postFingerprints)
    .values({ opportunity_id: opportunityId, team_id: teamId, fingerprint, bands })
    .onConflictDoUpdate({ target: postFingerprints.opportunity_id, set: { fingerprint, bands } });
}
