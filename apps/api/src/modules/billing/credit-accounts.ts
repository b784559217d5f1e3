import { and, desc, eq } from 'drizzle-orm';
import { BILLING_MSG, creditAccountRequestSchema, teamName, type CreditAccountRequestInput } from '@mp/domain';
import { creditAccountRequests, users, type CreditAccountRequestRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { audit } from '../audit/service.js';
import type { Actor } from '../audit/actor.js';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import { creditAccountMailJob } from './mail-jobs.js';
import { buyerTeamId } from './policy.js';
import { teamOf } from './team.js';

/**
 * Credit accounts (purchase on account): a team admin applies with the invoice details, an
 * administrator approves or declines in the console (audited; the team's admins are emailed). Approval sets the
 * account's is_payment_active and copies the invoice details onto it, where invoices on account read them.
 */

export type CreditAccountRequest = CreditAccountRequestRow & { team_name: string };

/** The team's latest application, or null. */
export async function latestRequest(db: Deps['db'], teamId: number): Promise<CreditAccountRequestRow | null> {
  const [row] = await db
    .select()
    .from(creditAccountRequests)
    .where(eq(creditAccountRequests.team_id, teamId))
    .orderBy(desc(creditAccountRequests.id))
    .limit(1);
  return row ?? null;
}

/** 'Apply for Credit Account': one application waits at a time; an active account needs none. */
export async function requestCreditAccount(deps: Deps, viewer: Viewer | null, input: CreditAccountRequestInput): Promise<CreditAccountRequest> {
  const teamId = buyerTeamId(viewer);
  const fields = AppError.parse(creditAccountRequestSchema, input);
  const team = await teamOf(deps.db, teamId);
  if (team.is_payment_active) throw new AppError('BAD_USER_INPUT', BILLING_MSG.alreadyActive);
  const [row] = await deps.db
    .insert(creditAccountRequests)
    .values({ ...fields, team_id: teamId, requested_by: viewer!.user.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('BAD_USER_INPUT', BILLING_MSG.requestPending);
  return { ...row, team_name: team.name };
}

/** The console's list: the applications of one status, oldest first (the queue). */
export async function listRequests(db: Deps['db'], status: string): Promise<CreditAccountRequest[]> {
  const rows = await db
    .select({
      request: creditAccountRequests, email: users.email,
      team: { company: users.company, agency_name: users.agency_name, first_name: users.first_name, last_name: users.last_name },
    })
    .from(creditAccountRequests)
    .innerJoin(users, eq(users.id, creditAccountRequests.team_id))
    .where(eq(creditAccountRequests.status, status as CreditAccountRequestRow['status']))
    .orderBy(creditAccountRequests.id)
    .limit(200);
  return rows.map((r) => ({ ...r.request, team_name: teamName(r.team) ?? r.email }));
}

/** Approves or declines a waiting application, once; approval opens purchase on account. */
export async function decideCreditAccount(deps: Deps, actor: Actor, requestId: number, approve: boolean): Promise<CreditAccountRequest> {
  const decided = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(creditAccountRequests)
      .set({ status: approve ? 'approved' : 'declined', decided_by: actor.id, decided_at: now })
      .where(and(eq(creditAccountRequests.id, requestId), eq(creditAccountRequests.status, 'pending')))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Could not find a waiting application.');
    if (approve) {
      await tx
        .update(users)
        .set({
          is_payment_active: true, invoice_company: row.invoice_company, invoice_address_1: row.invoice_address_1,
          invoice_address_2: row.invoice_address_2, invoice_city: row.invoice_city, invoice_state: row.invoice_state,
          invoice_country: row.invoice_country, invoice_zip: row.invoice_zip, invoice_phone: row.invoice_phone, invoice_email: row.invoice_email,
        })
        .where(eq(users.id, row.team_id));
    }
    await audit(tx, {
      actorId: actor.id, action: approve ? 'credit-account.approve' : 'credit-account.decline', targetType: 'user', targetId: row.team_id,
      details: { requestId }, ip: actor.ip,
    });
    await enqueueTx(tx, creditAccountMailJob, { requestId: row.id });
    return row;
  });
  deps.jobs.nudge();
  return { ...decided, team_name: (await teamOf(deps.db, decided.team_id)).name };
}
