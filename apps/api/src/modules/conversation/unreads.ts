import { sql, type SQL } from 'drizzle-orm';
import type { ThreadSide } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';

/**
 * The unread rows (message_unreads, decision 0060): who has not read the other side's last message of a thread. Kept
 * on write, so the header counts a person's rows and never their team's threads.
 */

/**
 * Inserts a row for each reader on `side` of the threads `filter` picks whose other side wrote past their read mark.
 * The readers follow conversation/policy.ts: the posting team's admins and the member the post is assigned to (its
 * creator, or whoever has the creator as an associate); the freelancer who applied, or each member of the agency.
 * After a message, for its thread; run over every thread, it rebuilds the rows from the read marks (seeds).
 */
export function unreadRowsSql(side: ThreadSide, filter: SQL): SQL {
  const readMark = (reader: SQL) =>
    sql`coalesce((select r.last_read_id from message_reads r where r.thread_id = t.application_id and r.user_id = ${reader}), 0)`;
  if (side === 'TEAM') {
    return sql`insert into message_unreads (user_id, thread_id, team_id, side)
      select ut.user_id, t.application_id, t.team_id, 'TEAM'
      from message_threads t
      join opportunities o on o.id = t.opportunity_id
      join user_teams ut on ut.team_id = t.team_id
      where ${filter} and t.last_applicant_message_id > ${readMark(sql`ut.user_id`)}
        and (ut.role = 'admin' or ut.user_id = o.created_by or exists (
          select 1 from team_user_associations a where a.team_id = t.team_id and a.user_id = ut.user_id and a.associate_id = o.created_by))
      on conflict (user_id, thread_id) do nothing`;
  }
  return sql`insert into message_unreads (user_id, thread_id, team_id, side)
    select coalesce(ut.user_id, t.applicant_id), t.application_id, t.applicant_team_id, 'APPLICANT'
    from message_threads t
    left join user_teams ut on ut.team_id = t.applicant_team_id
    where ${filter} and (t.applicant_team_id is null or ut.user_id is not null)
      and t.last_team_message_id > ${readMark(sql`coalesce(ut.user_id, t.applicant_id)`)}
    on conflict (user_id, thread_id) do nothing`;
}

/** After a message on `writer`'s side: the other side's readers have it unread (in the message's transaction). */
export async function markUnreadForOtherSideTx(tx: Tx, threadId: number, writer: ThreadSide): Promise<void> {
  await tx.execute(unreadRowsSql(writer === 'TEAM' ? 'APPLICANT' : 'TEAM', sql`t.application_id = ${threadId}`));
}

/**
 * The reader has read up to `upTo`: their row goes once that reaches the other side's last message. The thread row
 * is locked first, so a message being sent is either seen here or writes its row after.
 */
export async function clearUnreadTx(tx: Tx, userId: number, threadId: number, upTo: number): Promise<void> {
  await tx.execute(sql`select 1 from message_threads where application_id = ${threadId} for share`);
  await tx.execute(sql`delete from message_unreads u using message_threads t
    where u.user_id = ${userId} and u.thread_id = ${threadId} and t.application_id = u.thread_id
      and ${upTo} >= coalesce(case when u.side = 'TEAM' then t.last_applicant_message_id else t.last_team_message_id end, 0)`);
}

/** A thread's rows (every thread's without one) from its read marks: the seeds, which write threads directly. */
export async function rebuildUnreads(db: Db | Tx, threadId?: number): Promise<void> {
  const filter = threadId === undefined ? sql`true` : sql`t.application_id = ${threadId}`;
  for (const side of ['TEAM', 'APPLICANT'] as const) await db.execute(unreadRowsSql(side, filter));
}
