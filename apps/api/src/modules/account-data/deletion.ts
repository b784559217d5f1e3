import { and, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { INTERVIEW_ENDED, MSG } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import {
  accessTokens,
  accountDeletions,
  applications,
  savedPosts,
  auditLog,
  creditAccountRequests,
  creditLedger,
  purchases,
  subscriptions,
  teamCards,
  documents,
  educations,
  experiences,
  freelancerPreferences,
  impersonationTokens,
  messageAttachments,
  messageReads,
  messageUnreads,
  messages,
  opportunities,
  passwordResets,
  phoneVerifications,
  resumes,
  teamCredits,
  teamUserAssociations,
  userGenres,
  userIndustries,
  userJobLevels,
  userLanguages,
  userPositions,
  userQualifications,
  userSkills,
  userTeams,
  users,
  type PendingFile,
} from '../../db/schema/index.js';
import { eraseReporterTx } from '../reports/service.js';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, forgive, LIMITS } from '../../lib/limits.js';
import { verifyPassword } from '../../lib/secrets.js';
import type { Viewer } from '../../viewer/viewer.js';
import { audit } from '../audit/service.js';
import { callOffInterviewsTx } from '../interview-calendar/ending.js';
import { removeDeletionFilesJob, takeStoredFiles } from './files.js';
import { eraseInterviewWordsOf } from './interviews.js';
import { ERASED_NAME, eraseMailOf } from './outbox.js';
import { ACCOUNT_DATA_MSG, assertMayDeleteOwnAccount } from './policy.js';

/** The address a kept (scrubbed) row takes: unique, and one no mail can reach (RFC 2606 `.invalid`). */
export const tombstoneEmail = (id: number) => `deleted-${id}@invalid`;

/** Not an argon2 hash: no password verifies against it. */
const NO_PASSWORD = '!deleted';

/** Columns a scrubbed row keeps: the key, what the account was, when it was made and erased. */
const KEPT_COLUMNS = new Set(['id', 'type', 'created_at', 'deleted_at']);

/**
 * The user row with every personal column erased (decision 0035): each nullable column to null (so a
 * column added later is erased too), the not-null ones to a neutral value.
 */
export function scrubbedUser(id: number, now: Date): Partial<typeof users.$inferInsert> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(users))) {
    if (!KEPT_COLUMNS.has(key) && !column.notNull) values[key] = null;
  }
  return {
    ...values,
    email: tombstoneEmail(id),
    password_hash: NO_PASSWORD,
    status: 'INACTIVE',
    vetted: false,
    country: 'GB',
    is_payment_active: false,
    privacy: 'INACTIVE',
    send_email: false,
    send_message_email: false,
    send_text_notification: false,
    notification_frequency: 'immediately',
    deleted_at: now,
    updated_at: now,
  };
}

const exists = async (tx: Tx, query: Promise<unknown[]>) => (await query).length > 0;

/** Rows of the person's own that go whatever the outcome: lists, records, sessions, tokens, memberships. */
async function deletePersonalRows(tx: Tx, id: number, appUrl: string): Promise<void> {
  for (const table of [userIndustries, userGenres, userSkills, userQualifications, userPositions, userJobLevels, userLanguages]) {
    await tx.delete(table).where(eq(table.user_id, id));
  }
  await tx.delete(freelancerPreferences).where(eq(freelancerPreferences.user_id, id));
  await tx.delete(educations).where(eq(educations.user_id, id));
  await tx.delete(experiences).where(eq(experiences.user_id, id));
  await tx.delete(resumes).where(eq(resumes.user_id, id));
  await tx.delete(documents).where(eq(documents.user_id, id));
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.user_id, id));
  await tx.delete(passwordResets).where(eq(passwordResets.user_id, id));
  await tx.delete(impersonationTokens).where(eq(impersonationTokens.user_id, id));
  await tx.delete(accessTokens).where(eq(accessTokens.user_id, id));
  // Saved posts are the person's alone (decision 0054); the row may be kept scrubbed, so no cascade to rely on.
  await tx.delete(savedPosts).where(eq(savedPosts.user_id, id));
  // Their reports stay as the reported items' signal for the console, without them or their notes (decision 0063).
  await eraseReporterTx(tx, id);
  // The messages they wrote keep their place in the conversations without their words, files or name ('Message from a
  // deleted account', decision 0060), whether the row goes or stays scrubbed; their read marks and unread rows go.
  await tx.update(messages).set({ body: null, author_id: null }).where(eq(messages.author_id, id));
  await tx.delete(messageAttachments).where(eq(messageAttachments.uploader_id, id));
  // The reasons and notes they wrote in interviews lose their words the same way (interviews.ts).
  await eraseInterviewWordsOf(tx, id);
  await tx.delete(messageReads).where(eq(messageReads.user_id, id));
  await tx.delete(messageUnreads).where(eq(messageUnreads.user_id, id));
  // Applications are withdrawn: the employer's applicants table loses the row (and its conversation and interviews,
  // both sides'). First the interviews still to happen are cancelled as a close cancels them, so the team's calendars
  // drop them: the team is mailed the cancel, with a system reason and without the person's name; the person is not.
  const applied = await tx.select({ id: applications.id }).from(applications).where(eq(applications.user_id, id)).orderBy(applications.id).for('update');
  await callOffInterviewsTx(tx, { applicationIds: applied.map((a) => a.id) }, INTERVIEW_ENDED.applicantErased, { appUrl, name: ERASED_NAME, actor: 'Onbrief' });
  await tx.delete(applications).where(eq(applications.user_id, id));
  await tx
    .update(opportunities)
    .set({ freelancer_id: null, freelancer_name: null })
    .where(eq(opportunities.freelancer_id, id));
  await tx.delete(teamUserAssociations).where(or(eq(teamUserAssociations.user_id, id), eq(teamUserAssociations.associate_id, id)));
  await tx.delete(userTeams).where(or(eq(userTeams.user_id, id), eq(userTeams.team_id, id)));
  // What the person did stays in the audit log, without their address (the actor id goes with the row).
  await tx.update(auditLog).set({ ip: null }).where(eq(auditLog.actor_id, id));
}

/**
 * deleteMyAccount (decision 0035): the owner proves the password (counted like every current-password
 * check), then one transaction under a lock on the user row erases everything personal. The row itself
 * is deleted, unless the credits ledger or posts point at it (a company or agency team): then it stays,
 * scrubbed, with deleted_at, and its open posts are closed. Stored files are removed after the commit, by a job
 * queued in the transaction.
 */
export async function deleteOwnAccount(deps: Deps, viewer: Viewer, input: { password: string }): Promise<void> {
  assertMayDeleteOwnAccount(viewer);
  const id = viewer.user.id;
  if (!input.password) throw new AppError('BAD_USER_INPUT', MSG.passwordRequired, { password: MSG.passwordRequired });
  const key = `password-check:user:${id}`;
  await attempt(deps.db, key, LIMITS.passwordCheckPerUser);
  if (!(await verifyPassword(viewer.user.password_hash, input.password))) {
    throw new AppError('INCORRECT_PASSWORD', MSG.incorrectPassword, { password: MSG.incorrectPassword });
  }
  await forgive(deps.db, key, { all: true });

  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, type: users.type, avatar: users.avatar, email: users.email, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deleted_at)))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', ACCOUNT_DATA_MSG.alreadyDeleted);
    const others = await tx
      .select({ id: userTeams.id })
      .from(userTeams)
      .where(and(eq(userTeams.team_id, id), ne(userTeams.user_id, id)))
      .limit(1);
    if (others.length) throw new AppError('BAD_USER_INPUT', ACCOUNT_DATA_MSG.teamHasMembers);

    const keepRow =
      (await exists(tx, tx.select({ id: creditLedger.id }).from(creditLedger).where(eq(creditLedger.team_id, id)).limit(1))) ||
      (await exists(tx, tx.select({ id: teamCredits.team_id }).from(teamCredits).where(eq(teamCredits.team_id, id)).limit(1))) ||
      (await exists(tx, tx.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.team_id, id)).limit(1))) ||
      (await exists(tx, tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.team_id, id)).limit(1)));

    const stored: PendingFile[] = await takeStoredFiles(tx, id, user.avatar);
    // Before the applications go: the employers' notices of them lose the person's name.
    await eraseMailOf(tx, user);
    await deletePersonalRows(tx, id, deps.config.appUrl);
    const [deletion] = await tx
      .insert(accountDeletions)
      .values({ former_user_id: id, user_type: user.type, outcome: keepRow ? 'scrubbed' : 'erased', pending_files: stored })
      .returning({ id: accountDeletions.id });
    const now = new Date();
    // Billing (decision 0045): no renewal charges a deleted account; its card and credit-account applications go.
    // Purchases and invoices stay with the scrubbed row, as the law asks.
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_at: now })
      .where(and(eq(subscriptions.team_id, id), inArray(subscriptions.status, ['incomplete', 'active', 'past_due'])));
    await tx.delete(teamCards).where(eq(teamCards.team_id, id));
    await tx.delete(creditAccountRequests).where(eq(creditAccountRequests.team_id, id));
    if (keepRow) {
      // The team's posts close with it; the ledger and its balance stay, as the law asks (decision 0035).
      const closing = await tx
        .update(opportunities)
        .set({ is_active: false, deleted_at: now, close_reason: 'NO_LONGER_EXISTS', closed_at: sql`current_date`, updated_at: now })
        .where(and(eq(opportunities.team_id, id), isNull(opportunities.deleted_at)))
        .returning({ id: opportunities.id });
      // As any close: their interviews still to happen are cancelled and the applicants mailed.
      await callOffInterviewsTx(tx, { opportunityIds: closing.map((p) => p.id) }, INTERVIEW_ENDED.postClosed);
      await tx.update(users).set(scrubbedUser(id, now)).where(eq(users.id, id));
    } else {
      await tx.delete(users).where(eq(users.id, id));
    }
    // The actor is the person, so it is recorded without them: the deletion's own record stands in.
    await audit(tx, {
      actorId: null,
      action: 'account.delete',
      targetType: 'account_deletion',
      targetId: deletion!.id,
      details: { user_type: user.type, outcome: keepRow ? 'scrubbed' : 'erased' },
    });
    // The stored files go after the commit, as a job of this transaction (pending_files keeps what is left).
    await enqueueTx(tx, removeDeletionFilesJob, { deletionId: deletion!.id });
  });
  deps.jobs.nudge();
}
