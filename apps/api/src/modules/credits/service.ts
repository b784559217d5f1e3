import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { fullName, grantCreditsSchema, OPPORTUNITY_MSG, POST_COST } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { creditLedger, teamCredits, users, type CreditLedgerRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import { audit } from '../audit/service.js';
import type { Actor } from '../audit/actor.js';

/**
 * The job-post credits of a team (decision 0022): a balance and an append-only ledger whose last
 * balance_after is the balance. Every change is a conditional update of the balance and a ledger row in
 * one transaction; the database's triggers refuse anything else (migration 0003).
 */

export const insufficientBalance = () => new AppError('INSUFFICIENT_BALANCE', OPPORTUNITY_MSG.insufficientBalance);

/** The team's balance in job posts (0 when it never had any). */
export async function balanceOf(db: Db | Tx, teamId: number): Promise<number> {
  const [row] = await db.select({ balance: teamCredits.balance }).from(teamCredits).where(eq(teamCredits.team_id, teamId));
  return row?.balance ?? 0;
}

/**
 * Takes `quantity` credits in the caller's transaction, only while the balance covers them: of two
 * transactions racing for the last credit, the second waits on the row lock, finds the balance too low
 * and fails with INSUFFICIENT_BALANCE. Returns the balance after, for the ledger row (recordSpend).
 */
export async function takeCredits(tx: Tx, teamId: number, quantity = POST_COST): Promise<number> {
  const [row] = await tx
    .update(teamCredits)
    .set({ balance: sql`${teamCredits.balance} - ${quantity}`, updated_at: new Date() })
    .where(and(eq(teamCredits.team_id, teamId), gte(teamCredits.balance, quantity)))
    .returning({ balance: teamCredits.balance });
  if (!row) throw insufficientBalance();
  return row.balance;
}

/** The ledger row of a spend that takeCredits made (a post, or a refund's OUT row), in the same transaction; returns its id. */
export async function recordSpend(
  tx: Tx,
  entry: { teamId: number; balanceAfter: number; actorId: number | null; opportunityId: number | null; reason: string; quantity?: number },
): Promise<number> {
  const [row] = await tx.insert(creditLedger).values({
    team_id: entry.teamId,
    direction: 'OUT',
    quantity: entry.quantity ?? POST_COST,
    balance_after: entry.balanceAfter,
    reason: entry.reason,
    actor_id: entry.actorId,
    opportunity_id: entry.opportunityId,
  }).returning({ id: creditLedger.id });
  return row!.id;
}

/**
 * Adds credits to a team in the caller's transaction, with their ledger row; returns the balance after and that row.
 * With `opportunityId` it is the refund of that rejected post, which the ledger's unique index allows once.
 */
export async function addCredits(
  tx: Tx,
  entry: { teamId: number; quantity: number; actorId: number | null; reason: string; opportunityId?: number | null },
): Promise<{ balance: number; ledgerId: number }> {
  const [row] = await tx
    .insert(teamCredits)
    .values({ team_id: entry.teamId, balance: entry.quantity })
    .onConflictDoUpdate({
      target: teamCredits.team_id,
      set: { balance: sql`${teamCredits.balance} + ${entry.quantity}`, updated_at: new Date() },
    })
    .returning({ balance: teamCredits.balance });
  const [ledger] = await tx
    .insert(creditLedger)
    .values({
      team_id: entry.teamId,
      direction: 'IN',
      quantity: entry.quantity,
      balance_after: row!.balance,
      reason: entry.reason,
      actor_id: entry.actorId,
      opportunity_id: entry.opportunityId ?? null,
    })
    .returning({ id: creditLedger.id });
  return { balance: row!.balance, ledgerId: ledger!.id };
}

/** The console's grant: N credits to a company account, with a reason, audited in the same transaction. */
export async function grantCredits(db: Db, actor: Actor, teamId: number, input: unknown): Promise<number> {
  const { quantity, reason } = AppError.parse(grantCreditsSchema, input);
  return db.transaction(async (tx) => {
    const [team] = await tx.select({ type: users.type }).from(users).where(eq(users.id, teamId)).for('share');
    if (!team) throw new AppError('NOT_FOUND', 'Could not find the account.');
    if (team.type !== 'COMPANY') throw new AppError('BAD_USER_INPUT', OPPORTUNITY_MSG.grantTeam);
    const { balance } = await addCredits(tx, { teamId, quantity, actorId: actor.id, reason });
    await audit(tx, {
      actorId: actor.id, action: 'credits.grant', targetType: 'user', targetId: teamId, details: { quantity, reason, balance }, ip: actor.ip,
    });
    return balance;
  });
}

export type LedgerEntry = CreditLedgerRow & { actor_name: string | null };

/** A team's ledger, latest first, page by page, with who made each movement. */
export async function listLedger(db: Db, teamId: number, opts: { first?: number | null; page?: number | null }): Promise<Paginated<LedgerEntry>> {
  const window = pageWindow(opts.first, opts.page, 20);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: creditLedger, actor: { first_name: users.first_name, last_name: users.last_name } })
      .from(creditLedger)
      .leftJoin(users, eq(users.id, creditLedger.actor_id))
      .where(eq(creditLedger.team_id, teamId))
      .orderBy(desc(creditLedger.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.team_id, teamId)),
  ]);
  return paginated(
    rows.map((r) => ({ ...r.entry, actor_name: r.actor ? fullName(r.actor.first_name, r.actor.last_name) : null })),
    total?.n ?? 0,
    window,
  );
}
