import { and, inArray, isNotNull } from 'drizzle-orm';
import { CONVERSATION_MSG, MESSAGE_BATCHES_PER_HOUR, sendMessagesSchema } from '@mp/domain';
import { messageThreads } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { parseId } from '../../graphql/ids.js';
import { attempt, LIMITS, type Limit } from '../../lib/limits.js';
import type { Viewer } from '../../viewer/viewer.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { assertMayWrite, teamParticipationsOf } from './policy.js';
import { writeMessageTx } from './service.js';

/** Bulk messages one person sends: a few a session of the pipeline, not a mailing list (decision 0060). */
export const MESSAGE_BATCHES_PER_USER: Limit = { max: MESSAGE_BATCHES_PER_HOUR, window: 60 * 60 };

/**
 * sendMessages (the pipeline's bulk action, decision 0060): the team writes the same words to 1 to 100 applicants,
 * one message in each application's own thread, all or none in one transaction. Every application must be one the
 * viewer may write to as the team (NOT_FOUND otherwise, as for one); a thread whose applicant blocks the team refuses
 * the whole request (FORBIDDEN, the blocked one named in the fields, its index in the list). Each message is written as
 * sendMessage writes one (writeMessageTx: lock, read mark, the applicant's notice at most once a thread every 10
 * minutes), threads locked in id order so two batches never wait on each other. A batch counts once on the per-minute
 * limit of messages and once on MESSAGE_BATCHES_PER_USER. A client key makes a repeat answer the same messages.
 * Answers the new messages' ids in the order of the applications given.
 */
export async function sendMessages(
  deps: Deps, viewer: Viewer, input: { applicationIds: unknown; body: unknown }, idempotencyKey?: string | null,
): Promise<number[]> {
  const values = AppError.parse(sendMessagesSchema, input, '');
  const given = values.applicationIds.map((id) => parseId(String(id), 'application id'));
  const ids = [...new Set(given)].sort((a, b) => a - b);
  const participations = await teamParticipationsOf(deps.db, viewer, ids);
  for (const p of participations) assertMayWrite(viewer, p, undefined);
  await refuseBlocked(deps, given, ids);
  await attempt(deps.db, `messages:${viewer.user.id}`, LIMITS.messagesPerUser);
  await attempt(deps.db, `message-batches:${viewer.user.id}`, MESSAGE_BATCHES_PER_USER);
  const request = idempotentRequest(idempotencyKey, {
    scopeId: viewer.user.id, operation: 'sendMessages', actorId: viewer.user.id, body: { applicationIds: ids, body: values.body },
  });
  const { answer } = await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      const written: number[] = [];
      // The thread's lock sees a block that commits after the check above: writeMessageTx refuses it then.
      for (const p of participations) written.push(await writeMessageTx(tx, viewer, p, values.body));
      return { messageIds: written.join(',') };
    }),
  );
  deps.jobs.nudge();
  // In the order of `ids` (the same for a repeat: the key's fingerprint holds them).
  const messageIds = answer.messageIds.split(',').map(Number);
  const byApplication = new Map(ids.map((id, i) => [id, messageIds[i]!]));
  return [...new Set(given)].map((id) => byApplication.get(id)!);
}

/** FORBIDDEN when an applicant of the list blocks the team, naming each such one by its place in the list. */
async function refuseBlocked(deps: Deps, given: number[], ids: number[]): Promise<void> {
  const blocked = await deps.db
    .select({ id: messageThreads.application_id })
    .from(messageThreads)
    .where(and(inArray(messageThreads.application_id, ids), isNotNull(messageThreads.blocked_at)));
  if (!blocked.length) return;
  const fields = Object.fromEntries(blocked.map(({ id }) => [`applicationIds.${given.indexOf(id)}`, CONVERSATION_MSG.blocked]));
  throw new AppError('FORBIDDEN', CONVERSATION_MSG.blocked, fields);
}
