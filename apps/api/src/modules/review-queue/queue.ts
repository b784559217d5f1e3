import { and, asc, count, eq, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullName, htmlToText, teamName, type ReviewFinding } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { opportunities, postReviews, users } from '../../db/schema/index.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import type { ReviewKind } from '../../db/schema/index.js';

/** The console's review queue (decision 0065): what waits, oldest first, with why and the words to read. */

export interface ReviewEntry {
  id: number;
  kind: ReviewKind;
  opportunity_id: number;
  target: 'JOB' | 'PROJECT';
  slug: string;
  /** What goes live if approved: the edit's words for an edit, else the post's. */
  title: string;
  text: string;
  /** The live title an edit would replace (null for a post). */
  live_title: string | null;
  findings: ReviewFinding[];
  team: { id: number; name: string | null };
  submitted_by: { name: string | null; email: string } | null;
  created_at: Date;
}

const pending = eq(postReviews.status, 'PENDING');
const toDate = (v: unknown) => new Date(v as string | Date);

export async function reviewQueue(db: Db, args: { first?: number | null; page?: number | null }): Promise<Paginated<ReviewEntry>> {
  const window = pageWindow(args.first, args.page, 20);
  const team = alias(users, 'team');
  const submitter = alias(users, 'submitter');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: postReviews.id, kind: postReviews.kind, revision: postReviews.revision, findings: postReviews.findings, created_at: postReviews.created_at,
        post: { id: opportunities.id, target: opportunities.target, slug: opportunities.slug, title: opportunities.title, description: opportunities.description },
        team: { id: team.id, agency_name: team.agency_name, company: team.company, first_name: team.first_name, last_name: team.last_name },
        submitter: { first_name: submitter.first_name, last_name: submitter.last_name, email: submitter.email },
      })
      .from(postReviews)
      .innerJoin(opportunities, eq(opportunities.id, postReviews.opportunity_id))
      .innerJoin(team, eq(team.id, opportunities.team_id))
      .leftJoin(submitter, eq(submitter.id, postReviews.submitted_by))
      .where(pending)
      .orderBy(asc(postReviews.created_at), asc(postReviews.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(postReviews).where(pending),
  ]);
  const data = rows.map((r): ReviewEntry => {
    const shown = r.kind === 'EDIT' && r.revision ? (r.revision as { title: string; description: string }) : r.post;
    return {
      id: r.id, kind: r.kind, opportunity_id: r.post.id, target: r.post.target, slug: r.post.slug,
      title: shown.title, text: htmlToText(shown.description), live_title: r.kind === 'EDIT' ? r.post.title : null,
      findings: r.findings, team: { id: r.team.id, name: teamName(r.team) },
      submitted_by: r.submitter ? { name: fullName(r.submitter.first_name, r.submitter.last_name) || null, email: r.submitter.email } : null,
      created_at: r.created_at,
    };
  });
  return paginated(data, total?.n ?? 0, window);
}

/** The console's home: how many wait and since when the oldest (one statement on the pending index). */
export async function reviewSummary(db: Db): Promise<{ pending: number; oldest_at: Date | null }> {
  const [row] = await db.select({ n: count(), oldest: min(postReviews.created_at) }).from(postReviews).where(and(pending));
  return { pending: row?.n ?? 0, oldest_at: row?.oldest ? toDate(row.oldest) : null };
}
