import { inArray } from 'drizzle-orm';
import { isTeamAdmin, PIPELINE_MSG } from '@mp/domain';
import { applications } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { applicationNotFound } from '../applications/policy.js';
import { findAccessibleOpportunity, postingMembership } from '../opportunities/policy.js';
import { lockApplications, type LockedApplication } from '../opportunities/application-transitions.js';

/**
 * canChangePipeline: the post's own rules (decisions 0022, 0027): the posting team's admins for every
 * post, a member for the posts assigned to them. Any application that is unknown, another team's or an
 * unassigned member's is NOT_FOUND for the whole request (nothing is written, nothing is told). A closed post's
 * pipeline is read-only until it is restored.
 */
export const pipelineClosed = () => new AppError('BAD_USER_INPUT', PIPELINE_MSG.closed);

export async function lockChangeableApplications(tx: Tx, viewer: Viewer, ids: readonly number[]): Promise<LockedApplication[]> {
  // The posts first (the order close takes: post, then its applications), then the applications.
  const peek = await tx
    .select({ opportunity_id: applications.opportunity_id })
    .from(applications)
    .where(inArray(applications.id, [...ids]));
  if (peek.length !== ids.length) throw applicationNotFound();
  for (const postId of [...new Set(peek.map((r) => r.opportunity_id))].sort((a, b) => a - b)) {
    try {
      const post = await findAccessibleOpportunity(tx, viewer, postId, { lock: true });
      if (post.deleted_at) throw pipelineClosed();
    } catch (err) {
      if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN')) throw applicationNotFound();
      throw err;
    }
  }
  // One may have gone while this waited for its lock (its applicant's account erased): as if it had never been there.
  const locked = await lockApplications(tx, { ids });
  if (locked.length !== ids.length) throw applicationNotFound();
  return locked;
}

export const NOTE_MSG = { notFound: 'Could not find this note' } as const;
export const noteNotFound = () => new AppError('NOT_FOUND', NOTE_MSG.notFound);

/**
 * canDeleteNote: on an application the viewer may read (the post's rules above), its author may delete their own
 * note, and a team admin (the owner, a guest admin) any note of the team: notes are the team's record, so a member
 * does not remove a colleague's. The caller has settled the post is the viewer's team's.
 */
export function canDeleteNote(viewer: Viewer, note: { author_id: number | null }): boolean {
  return note.author_id === viewer.user.id || isTeamAdmin({ teamUser: postingMembership(viewer) });
}

/**
 * canEditNote: only its author changes a note's words (an admin rewriting a colleague's note would put words in their
 * name; an admin may delete it instead).
 */
export function canEditNote(viewer: Viewer, note: { author_id: number | null }): boolean {
  return note.author_id === viewer.user.id;
}
