import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { actingType } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { opportunities, savedPosts, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import { policySubject, type Viewer } from '../../viewer/viewer.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { findPublicJobsByIds, type PublicJob } from '../job-pages/service.js';
import { seekerNotFound, seekerOf } from '../apply/policy.js';

/**
 * Saved posts (decision 0054): a person's own bookmarks, free and private. A freelancer saves jobs,
 * an agency person (owner or guest) projects: the kind they may read (decision 0038, seekerOf). A post that is not
 * published, of another kind or of a company that is not active is NOT_FOUND; a closed one may be saved and stays.
 */

export interface SavedPost {
  saved_at: Date;
  post: PublicJob;
}

/** Published, of the viewer's kind, by an active company: what a seeker may save and what their list shows. */
const savable = (target: string) =>
  and(eq(opportunities.is_active, true), eq(opportunities.is_public, true), eq(opportunities.target, target as 'JOB'), eq(users.status, 'ACTIVE'));

/** What the toggle answers: the post's id and the viewer's flag, all a card or page needs after a click. */
export interface SavedState {
  id: number;
  isSaved: boolean;
}

/**
 * Saves (true) or unsaves (false). Saving twice keeps one row; unsaving what is not saved is a no-op. The answer is
 * the flag, not the post: reading the whole post again would be most of the toggle's time.
 */
export async function setPostSaved(deps: Deps, viewer: Viewer, id: number, saved: boolean, idempotencyKey?: string | null): Promise<SavedState> {
  const { db } = deps;
  const seeker = seekerOf(viewer);
  // An administrator looking through someone's session reads; the bookmarks stay the person's own.
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
  const request = idempotentRequest(idempotencyKey, {
    scopeId: viewer.user.id, operation: 'setPostSaved', actorId: viewer.user.id, body: { id, saved },
  });
  const { answer } = await db.transaction((tx) =>
    once(tx, request, async () => {
      if (!saved) {
        await tx.delete(savedPosts).where(and(eq(savedPosts.user_id, viewer.user.id), eq(savedPosts.opportunity_id, id)));
        return { id, isSaved: false };
      }
      const [post] = await tx
        .select({ deleted_at: opportunities.deleted_at })
        .from(opportunities)
        .innerJoin(users, eq(users.id, opportunities.team_id))
        .where(and(eq(opportunities.id, id), savable(seeker.target)));
      if (!post) throw seekerNotFound();
      // A post saved after it closed is not news: the closed mail is for posts that close while saved.
      await tx
        .insert(savedPosts)
        .values({ user_id: viewer.user.id, opportunity_id: id, closed_notified_at: post.deleted_at ? sql`now()` : null })
        .onConflictDoNothing();
      return { id, isSaved: true };
    }),
  );
  return answer;
}

const mine = (viewer: Viewer) => and(eq(savedPosts.user_id, viewer.user.id), savable(seekerOf(viewer).target));

/** The viewer's saved posts, newest save first; closed ones stay (marked closed), unpublished ones are not shown. */
export async function listSavedPosts(db: Db, viewer: Viewer, args: { first?: number | null; page?: number | null }): Promise<Paginated<SavedPost>> {
  const where = mine(viewer);
  const window = pageWindow(args.first, args.page, 10);
  const [rows, total] = await Promise.all([
    db
      .select({ id: savedPosts.opportunity_id, saved_at: savedPosts.created_at })
      .from(savedPosts)
      .innerJoin(opportunities, eq(opportunities.id, savedPosts.opportunity_id))
      .innerJoin(users, eq(users.id, opportunities.team_id))
      .where(where)
      .orderBy(desc(savedPosts.created_at), desc(savedPosts.opportunity_id))
      .limit(window.limit)
      .offset(window.offset),
    countSaved(db, viewer),
  ]);
  const posts = await findPublicJobsByIds(db, rows.map((r) => r.id));
  const byId = new Map(posts.map((p) => [p.id, p]));
  const data = rows.flatMap((r) => {
    const post = byId.get(String(r.id));
    return post ? [{ saved_at: r.saved_at, post }] : [];
  });
  return paginated(data, total, window);
}

/** The dashboard's count: the same posts the list shows. */
export async function countSaved(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedPosts)
    .innerJoin(opportunities, eq(opportunities.id, savedPosts.opportunity_id))
    .innerJoin(users, eq(users.id, opportunities.team_id))
    .where(mine(viewer));
  return row?.n ?? 0;
}

/** Which of these posts the viewer saved: one statement for a page of cards (the isSaved loader). */
export async function savedAmong(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: savedPosts.opportunity_id })
    .from(savedPosts)
    .where(and(eq(savedPosts.user_id, userId), inArray(savedPosts.opportunity_id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Whether the viewer is a seeker at all: isSaved is null for visitors, companies and administrators. */
export function isSeeker(viewer: Viewer | null): viewer is Viewer {
  if (!viewer) return false;
  const type = actingType(policySubject(viewer));
  return type === 'FREELANCER' || type === 'AGENCY';
}
