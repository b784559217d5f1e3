import { applicationNoteSchema, setApplicationStatusSchema, type ApplicationStatus } from '@mp/domain';
import { applicationNotes } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { parseId } from '../../graphql/ids.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { applicationNotFound, findReadableApplication } from '../applications/policy.js';
import { findAccessibleOpportunity } from '../opportunities/policy.js';
import { queueNotSelectedMails } from '../opportunities/not-selected-mail.js';
import { lockChangeableApplications, pipelineClosed } from './policy.js';
import { moveApplications } from '../opportunities/application-transitions.js';

/** After a commit: one Not selected mail job per application that just became Not selected (the job mails once). */

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
  const changed = await deps.db.transaction(async (tx) => {
    const rows = await lockChangeableApplications(tx, viewer, ids);
    return moveApplications(tx, rows, values.status as ApplicationStatus, viewer.user.id);
  });
  if (values.status === 'NOT_SELECTED') await queueNotSelectedMails(deps, changed);
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

