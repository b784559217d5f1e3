import { and, eq, sql } from 'drizzle-orm';
import { sendMessageSchema } from '@mp/domain';
import { messageReads, messages, messageThreads } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, LIMITS } from '../../lib/limits.js';
import type { Viewer } from '../../viewer/viewer.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { assertApplicant, assertMayWrite, conversationNotFound, participationOf, type Participation } from './policy.js';
import { queueMessageMailTx } from './mail.js';
import { attachToMessageTx } from './attachments.js';
import { clearUnreadTx, markUnreadForOtherSideTx } from './unreads.js';
import { parseId } from '../../graphql/ids.js';

/**
 * sendMessage: a participant writes in an application's thread (decision 0060). The first message makes the thread.
 * In one transaction: the thread row locked (a block that commits first is seen), the message, the side's last
 * message, the writer's own read mark, and the other side's notice (mail.ts, at most one a thread every 10 minutes).
 * A client key makes a repeat answer the same message (decision 0041).
 */
export async function sendMessage(
  deps: Deps, viewer: Viewer, applicationId: number, input: { body: unknown; attachmentIds?: unknown }, idempotencyKey?: string | null,
) {
  const participation = await participationOf(deps.db, viewer, applicationId);
  const values = AppError.parse(sendMessageSchema, input, '');
  const { body } = values;
  const attachmentIds = [...new Set(values.attachmentIds.map((id) => parseId(String(id), 'attachment id')))];
  assertMayWrite(viewer, participation, undefined);
  // Counted before the work it guards, as every limit (lib/limits.ts): a burst in parallel gets no more through.
  await attempt(deps.db, `messages:${viewer.user.id}`, LIMITS.messagesPerUser);
  const request = idempotentRequest(idempotencyKey, {
    scopeId: viewer.user.id, operation: 'sendMessage', actorId: viewer.user.id, body: { applicationId, body, attachmentIds },
  });
  const { answer } = await deps.db.transaction((tx) =>
    once(tx, request, async () => ({ messageId: await writeMessageTx(tx, viewer, participation, body, attachmentIds) })),
  );
  deps.jobs.nudge();
  return { applicationId, messageId: Number(answer.messageId) };
}

/**
 * A message written in the caller's transaction (sendMessage, and the interviews' request for other times): the thread
 * locked (a block that commits first is seen), the message and its files, the side's last message, the writer's own
 * read mark, the other side's unread rows and notice. The caller has checked the participation and nudges the jobs after its commit.
 */
export async function writeMessageTx(
  tx: Tx, viewer: Viewer, participation: Participation, body: string, attachmentIds: readonly number[] = [],
): Promise<number> {
  const thread = await lockThread(tx, participation);
  assertMayWrite(viewer, participation, thread);
  const [row] = await tx
    .insert(messages)
    .values({ thread_id: participation.applicationId, author_id: viewer.user.id, side: participation.side, body })
    .returning({ id: messages.id });
  const id = row!.id;
  await attachToMessageTx(tx, viewer, participation.applicationId, id, attachmentIds);
  await tx
    .update(messageThreads)
    .set(participation.side === 'TEAM' ? { last_team_message_id: id, last_message_at: sql`now()` } : { last_applicant_message_id: id, last_message_at: sql`now()` })
    .where(eq(messageThreads.application_id, participation.applicationId));
  await markRead(tx, viewer, participation, id);
  await markUnreadForOtherSideTx(tx, participation.applicationId, participation.side);
  await queueMessageMailTx(tx, participation, id);
  return id;
}

/** The thread row, made with the first message, locked for this transaction. */
async function lockThread(tx: Tx, p: Participation) {
  await tx
    .insert(messageThreads)
    .values({ application_id: p.applicationId, opportunity_id: p.opportunityId, team_id: p.teamId, applicant_id: p.applicantId, applicant_team_id: p.applicantTeamId })
    .onConflictDoNothing();
  const [thread] = await tx.select().from(messageThreads).where(eq(messageThreads.application_id, p.applicationId)).for('update');
  return thread!;
}

/** Moves the viewer's read mark forward to `upTo` (never back), and their unread row goes once they are up to date. */
async function markRead(tx: Tx, viewer: Viewer, p: Participation, upTo: number): Promise<void> {
  await tx
    .insert(messageReads)
    .values({ user_id: viewer.user.id, thread_id: p.applicationId, side: p.side, last_read_id: upTo })
    .onConflictDoUpdate({
      target: [messageReads.user_id, messageReads.thread_id],
      set: { last_read_id: sql`greatest(${messageReads.last_read_id}, excluded.last_read_id)`, side: p.side, read_at: sql`now()` },
    });
  await clearUnreadTx(tx, viewer.user.id, p.applicationId, upTo);
}

/**
 * markThreadRead: the viewer has read the thread up to a message of it (the newest they were shown). An
 * administrator looking as the user leaves no mark (the other side would see 'Seen'). Answers the application id.
 */
export async function markThreadRead(deps: Deps, viewer: Viewer, applicationId: number, upTo: number): Promise<number> {
  const participation = await participationOf(deps.db, viewer, applicationId);
  if (viewer.impersonatorId !== null) return applicationId;
  const [message] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.thread_id, applicationId), eq(messages.id, upTo)));
  if (!message) throw conversationNotFound();
  await deps.db.transaction((tx) => markRead(tx, viewer, participation, message.id));
  return applicationId;
}

/**
 * setTeamBlocked: the applicant stops the posting team writing to them in this thread, or lets them again. The
 * team reads that it may not write; what was said stays. Answers the application id.
 */
export async function setTeamBlocked(deps: Deps, viewer: Viewer, applicationId: number, blocked: boolean): Promise<number> {
  const participation = await participationOf(deps.db, viewer, applicationId);
  assertApplicant(viewer, participation);
  await deps.db.transaction(async (tx) => {
    await lockThread(tx, participation);
    await tx
      .update(messageThreads)
      .set({ blocked_at: blocked ? sql`coalesce(${messageThreads.blocked_at}, now())` : null })
      .where(eq(messageThreads.application_id, applicationId));
  });
  return applicationId;
}
