import { eq, sql } from 'drizzle-orm';
import { applicationNoteSchema, INTERVIEW_ENDED, setApplicationStatusSchema, type ApplicationStatus } from '@mp/domain';
import { applicationNotes, applications } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { parseId } from '../../graphql/ids.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { applicationNotFound, findReadableApplication } from '../applications/policy.js';
import { findAccessibleOpportunity } from '../opportunities/policy.js';
import { queueNotSelectedMailsTx } from '../opportunities/not-selected-mail.js';
import { canDeleteNote, canEditNote, lockChangeableApplications, noteNotFound, pipelineClosed } from './policy.js';
import { moveApplications } from '../opportunities/application-transitions.js';
import { callOffInterviewsTx } from '../interview-calendar/ending.js';

/**
 * setApplicationStatus: one or many applications (deduplicated) to a status, in one transaction; each change a
 * history row, a no-op nothing. Setting a state is idempotent by nature (the same request twice changes nothing
 * the second time and the mail is claimed once), so it takes no idempotency key. Answers the ids that changed.
 */
export async function setApplicationStatus(deps: Deps, viewer: Viewer, input: { ids: unknown; status: unknown }): Promise<number[]> {
  const values = AppError.parse(setApplicationStatusSchema, input, '');
  const ids = [...new Set(values.ids.map((id) => parseId(String(id), 'application id')))];
  // An impersonating administrator looks; the team decides.
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
  await deps.db.transaction(async (tx) => {
    const rows = await lockChangeableApplications(tx, viewer, ids);
    const changed = await moveApplications(tx, rows, values.status as ApplicationStatus, viewer.user.id);
    // One Not selected mail job per application that became Not selected now (the job mails once).
    // An applicant marked Not selected has no interview to go to: those waiting or still to come are cancelled.
    if (values.status === 'NOT_SELECTED') {
      await queueNotSelectedMailsTx(tx, changed);
      await callOffInterviewsTx(tx, { applicationIds: changed }, INTERVIEW_ENDED.notSelected);
    }
  });
  if (values.status === 'NOT_SELECTED') deps.jobs.nudge();
  return ids;
}

/** addApplicationNote: a private note of the team's on an application (decision 0041 key: one note per submission). */
export async function addApplicationNote(deps: Deps, viewer: Viewer, id: number, input: { body: unknown }, idempotencyKey?: string | null) {
  const application = await findReadableApplication(deps.db, viewer, id);
  const { body } = AppError.parse(applicationNoteSchema, input, '');
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
  const post = await findAccessibleOpportunity(deps.db, viewer, application.opportunity_id);
  const request = idempotentRequest(idempotencyKey, {
    scopeId: post.team_id, operation: 'addApplicationNote', actorId: viewer.user.id, body: { id, body },
  });
  const { answer } = await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      const held = await findAccessibleOpportunity(tx, viewer, application.opportunity_id, { lock: true }).catch(() => {
        throw applicationNotFound();
      });
      if (held.deleted_at) throw pipelineClosed();
      const [row] = await tx.insert(applicationNotes).values({ application_id: id, author_id: viewer.user.id, body }).returning({ id: applicationNotes.id });
      return { noteId: row!.id };
    }),
  );
  return { applicationId: id, noteId: Number(answer.noteId) };
}


/**
 * deleteApplicationNote: its author, or a team admin, removes a note (canDeleteNote). Another team's or an unknown
 * note, or one on a post the viewer may not see: NOT_FOUND; a teammate's note for a member: FORBIDDEN; a closed
 * post: read-only. No idempotency key: deleting creates nothing, and a repeat finds no note (NOT_FOUND, nothing
 * written). Answers the application id, for the caller to read the pipeline as it now stands.
 */
export async function deleteApplicationNote(deps: Deps, viewer: Viewer, noteId: number): Promise<number> {
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
  return deps.db.transaction(async (tx) => {
    const note = await noteOnAccessiblePost(tx, viewer, noteId);
    if (!canDeleteNote(viewer, note)) throw AppError.forbidden();
    if (note.post_closed) throw pipelineClosed();
    await tx.delete(applicationNotes).where(eq(applicationNotes.id, note.id));
    return note.application_id;
  });
}

/** A note on a post the viewer may act on, that post locked first (the order close takes), so a close that commits first is seen. */
async function noteOnAccessiblePost(tx: Tx, viewer: Viewer, noteId: number) {
  const [note] = await tx
    .select({
      id: applicationNotes.id, author_id: applicationNotes.author_id, body: applicationNotes.body,
      application_id: applicationNotes.application_id, opportunity_id: applications.opportunity_id,
    })
    .from(applicationNotes)
    .innerJoin(applications, eq(applications.id, applicationNotes.application_id))
    .where(eq(applicationNotes.id, noteId));
  if (!note) throw noteNotFound();
  const post = await findAccessibleOpportunity(tx, viewer, note.opportunity_id, { lock: true }).catch((err: unknown) => {
    if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN')) throw noteNotFound();
    throw err;
  });
  return { ...note, post_closed: post.deleted_at !== null };
}

/**
 * editApplicationNote: its author changes a note's words (canEditNote), with the adding rule and message; the note
 * records when (edited_at). The same words again write nothing. Another team's, an unknown or an unassigned member's
 * note: NOT_FOUND; a teammate's: FORBIDDEN; a closed post: read-only. Answers the application's id.
 */
export async function editApplicationNote(deps: Deps, viewer: Viewer, noteId: number, input: { body: unknown }): Promise<number> {
  const { body } = AppError.parse(applicationNoteSchema, input, '');
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
  return deps.db.transaction(async (tx) => {
    const note = await noteOnAccessiblePost(tx, viewer, noteId);
    if (!canEditNote(viewer, note)) throw AppError.forbidden();
    if (note.post_closed) throw pipelineClosed();
    if (note.body !== body) {
      await tx.update(applicationNotes).set({ body, edited_at: sql`now()` }).where(eq(applicationNotes.id, note.id));
    }
    return note.application_id;
  });
}
