import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { asksForPayment, REPORT_MSG, fullName, isTeamAdmin, postingCompanyName, teamName, THREAD_PAGE, type OpportunityTarget, type ThreadSide } from '@mp/domain';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { attachmentsOf, type AttachmentRecord } from './attachments.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import { hiddenItems, messageReads, messages, messageThreads, messageUnreads, opportunities, teamUserAssociations, users, type MessageThreadRow } from '../../db/schema/index.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';
import { associateIdsOf } from '../opportunities/policy.js';
import { participationOf, type Participation } from './policy.js';

export interface MessageRecord {
  id: number;
  side: ThreadSide;
  /** Null once its author's account is erased, or while the message is hidden by moderation (`removed`). */
  body: string | null;
  /** Hidden by Onbrief after a report (decision 0063): neither side reads its words or files. */
  removed?: boolean;
  created_at: Date;
  mine: boolean;
  author_name: string | null;
  /** Who the author is to the reader: their position and company for the team, the agency or 'Freelancer' for the applicant. */
  author_detail: string | null;
  payment_warning: boolean;
  attachments?: AttachmentRecord[];
}

export interface ThreadRecord {
  application_id: number;
  side: ThreadSide;
  messages: MessageRecord[];
  has_older: boolean;
  /** The furthest message the other side has read (the page shows 'Seen' under the viewer's last message up to it). */
  seen_up_to: number | null;
  /** How many of the other side's messages the viewer has not read. */
  unread: number;
  blocked: boolean;
  can_write: boolean;
  /** When a message of it was last hidden or shown again after a report (the poll compares it). */
  moderated_at: Date | null;
  /** What the thread is about, and with whom, for its heading and links. */
  post: { id: number; title: string; slug: string; target: OpportunityTarget };
  counterpart: string;
}

const agencies = alias(users, 'agency');
const posters = alias(users, 'poster');
const applicantPeople = alias(users, 'applicant');

/** Who is on the other side of a thread: the applicant (their agency's name for an agency's) or the posting company. */
function counterpartOf(
  side: ThreadSide,
  r: { team: Parameters<typeof postingCompanyName>[0]; applicant: { first_name: string | null; last_name: string | null }; agency: Parameters<typeof teamName>[0] | null },
): string {
  if (side === 'APPLICANT') return postingCompanyName(r.team);
  return (r.agency?.agency_name ? teamName(r.agency) : null) ?? fullName(r.applicant.first_name, r.applicant.last_name) ?? 'An applicant';
}

/** The post and the two sides' names of an application (one statement). */
async function threadContext(db: Db, p: Participation) {
  const [row] = await db
    .select({
      post: { id: opportunities.id, title: opportunities.title, slug: opportunities.slug, target: opportunities.target },
      team: { company: posters.company, first_name: posters.first_name, last_name: posters.last_name },
      applicant: { first_name: applicantPeople.first_name, last_name: applicantPeople.last_name },
      agency: { type: agencies.type, company: agencies.company, agency_name: agencies.agency_name, first_name: agencies.first_name, last_name: agencies.last_name },
    })
    .from(opportunities)
    .innerJoin(posters, eq(posters.id, opportunities.team_id))
    .innerJoin(applicantPeople, eq(applicantPeople.id, sql`${p.applicantId}`))
    .leftJoin(agencies, eq(agencies.id, sql`${p.applicantTeamId}`))
    .where(eq(opportunities.id, p.opportunityId));
  return { post: row!.post, counterpart: counterpartOf(p.side, { ...row!, agency: row!.agency?.agency_name ? row!.agency : null }) };
}
const other = (side: ThreadSide): ThreadSide => (side === 'TEAM' ? 'APPLICANT' : 'TEAM');

/**
 * An application's thread as the viewer reads it: the newest page of messages (oldest first), or the page before
 * `before`. Three statements after the participation check: the thread with the viewer's read mark and the other
 * side's, the page of messages with their authors, and the unread count.
 */
export async function readThread(db: Db, viewer: Viewer, applicationId: number, before?: number | null): Promise<ThreadRecord> {
  const participation = await participationOf(db, viewer, applicationId);
  const [[thread], context] = await Promise.all([
    db.select().from(messageThreads).where(eq(messageThreads.application_id, applicationId)),
    threadContext(db, participation),
  ]);
  const base = { application_id: applicationId, side: participation.side, blocked: Boolean(thread?.blocked_at), moderated_at: thread?.moderated_at ?? null, ...context };
  const canWrite = viewer.impersonatorId === null && !(participation.side === 'TEAM' && thread?.blocked_at);
  if (!thread) return { ...base, messages: [], has_older: false, seen_up_to: null, unread: 0, can_write: canWrite };
  const [rows, marks] = await Promise.all([
    db
      .select({
        id: messages.id, side: messages.side, body: messages.body, created_at: messages.created_at, author_id: messages.author_id,
        hidden: sql<boolean>`exists (select 1 from ${hiddenItems} where ${hiddenItems.kind} = 'MESSAGE' and ${hiddenItems.item_id} = ${messages.id})`,
        author: { first_name: users.first_name, last_name: users.last_name, position: users.position },
        team: { company: posters.company, first_name: posters.first_name, last_name: posters.last_name },
        agency: { type: agencies.type, company: agencies.company, agency_name: agencies.agency_name, first_name: agencies.first_name, last_name: agencies.last_name },
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.author_id))
      .innerJoin(posters, eq(posters.id, sql`${thread.team_id}`))
      .leftJoin(agencies, eq(agencies.id, sql`${thread.applicant_team_id}`))
      .where(and(eq(messages.thread_id, applicationId), before ? lt(messages.id, before) : undefined))
      .orderBy(desc(messages.id))
      .limit(THREAD_PAGE + 1),
    db
      .select({
        mine: sql<number | null>`max(${messageReads.last_read_id}) filter (where ${messageReads.user_id} = ${viewer.user.id})`,
        theirs: sql<number | null>`max(${messageReads.last_read_id}) filter (where ${messageReads.side} <> ${participation.side})`,
      })
      .from(messageReads)
      .where(eq(messageReads.thread_id, applicationId)),
  ]);
  const mark = marks[0];
  const myRead = mark?.mine ?? 0;
  const page = rows.slice(0, THREAD_PAGE).reverse();
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.thread_id, applicationId), eq(messages.side, other(participation.side)), gt(messages.id, myRead)));
  return {
    ...base,
    messages: page.map((m) => ({
      id: m.id,
      side: m.side,
      body: m.hidden ? null : m.body,
      removed: m.hidden,
      created_at: m.created_at,
      mine: m.author_id !== null && m.author_id === viewer.user.id,
      author_name: m.body === null ? null : fullName(m.author?.first_name, m.author?.last_name) ?? null,
      author_detail: m.body === null ? null : authorDetail(m.side, m.author?.position ?? null, postingCompanyName(m.team), m.agency?.agency_name ? teamName(m.agency) : null),
      payment_warning: !m.hidden && m.body !== null && asksForPayment(m.body),
    })),
    has_older: rows.length > THREAD_PAGE,
    seen_up_to: mark?.theirs ?? null,
    unread: unread?.n ?? 0,
    can_write: canWrite,
  };
}

function authorDetail(side: ThreadSide, position: string | null, company: string, agency: string | null): string {
  if (side === 'TEAM') return position ? `${position}, ${company}` : company;
  return agency ?? 'Freelancer';
}

/**
 * Which threads the viewer reads, as a condition on message_threads (the rule of conversation/policy.ts in SQL, for
 * reads over many threads at once): a company's (a member's: the posts assigned to them), a freelancer's own, an
 * agency's team's. `team` is the team they read through (null for a freelancer); null when they read none.
 */
function threadScope(viewer: Viewer): { side: ThreadSide; team: number | null; where: SQL; member: boolean } | null {
  const membership = activeMembership(viewer.memberships);
  const me = viewer.user.id;
  if (membership?.team.type === 'COMPANY') {
    const team = membership.team_id;
    const member = !isTeamAdmin({ teamUser: membership });
    const assigned = sql`exists (select 1 from ${opportunities} ${sql.identifier(ASSIGNED)} where ${assignedPosts.id} = ${messageThreads.opportunity_id}
      and (${assignedPosts.created_by} = ${me} or ${assignedPosts.created_by} in (
        select ${teamUserAssociations.associate_id} from ${teamUserAssociations}
        where ${teamUserAssociations.team_id} = ${team} and ${teamUserAssociations.user_id} = ${me})))`;
    return { side: 'TEAM', team, member, where: and(eq(messageThreads.team_id, team), member ? assigned : undefined)! };
  }
  if (membership?.team.type === 'AGENCY' && viewer.user.type !== 'FREELANCER') {
    return { side: 'APPLICANT', team: membership.team_id, member: false, where: eq(messageThreads.applicant_team_id, membership.team_id) };
  }
  if (viewer.user.type === 'FREELANCER') {
    return { side: 'APPLICANT', team: null, member: false, where: and(eq(messageThreads.applicant_id, me), isNull(messageThreads.applicant_team_id))! };
  }
  return null;
}

/**
 * The threads in which the viewer has unread messages (the header's count): their unread rows for the team they read
 * through, from the index alone. A member's rows are checked against the posts assigned to them now (a row written
 * before a change of assignment does not count).
 */
export async function unreadThreadCount(db: Db, viewer: Viewer): Promise<number> {
  const scope = threadScope(viewer);
  if (!scope) return 0;
  const mine = and(
    eq(messageUnreads.user_id, viewer.user.id),
    scope.team === null ? isNull(messageUnreads.team_id) : eq(messageUnreads.team_id, scope.team),
  );
  const count = db.select({ n: sql<number>`count(*)::int` }).from(messageUnreads);
  const [row] = scope.member
    ? await count.innerJoin(messageThreads, eq(messageThreads.application_id, messageUnreads.thread_id)).where(and(mine, scope.where))
    : await count.where(mine);
  return row?.n ?? 0;
}

/**
 * What the open thread's poll asks every few seconds: the newest message, how far the other side has read, whether
 * the team is blocked and when a message was last hidden or shown again (one statement; null when the thread has not begun or is not the viewer's). The page reads the
 * thread again only when one of them moved.
 */
export async function threadActivity(db: Db, viewer: Viewer, applicationId: number) {
  const scope = threadScope(viewer);
  if (!scope) return null;
  const [row] = await db
    .select({
      last_message_id: sql<number>`greatest(coalesce(${messageThreads.last_team_message_id}, 0), coalesce(${messageThreads.last_applicant_message_id}, 0))`,
      seen_up_to: sql<number | null>`(select max(${messageReads.last_read_id}) from ${messageReads}
        where ${messageReads.thread_id} = ${messageThreads.application_id} and ${messageReads.side} <> ${scope.side})`,
      blocked: sql<boolean>`${messageThreads.blocked_at} is not null`,
      moderated_at: messageThreads.moderated_at,
    })
    .from(messageThreads)
    .where(and(eq(messageThreads.application_id, applicationId), scope.where));
  return row ?? null;
}

/** The thread row, if the thread has begun (for the service's checks). */
export async function threadOf(db: Db, participation: Participation): Promise<MessageThreadRow | undefined> {
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.application_id, participation.applicationId));
  return thread;
}

export interface ThreadSummary {
  application_id: number;
  post_title: string;
  /** Who is on the other side: the applicant (or their agency) for the team, the company for the applicant. */
  counterpart: string;
  last_message_at: Date;
  /** The start of the last message (null once its author's account is erased). */
  last_body: string | null;
  unread: boolean;
}

const SNIPPET = 140;
const ASSIGNED = 'assigned_post';
const assignedPosts = alias(opportunities, ASSIGNED);

/**
 * The viewer's threads, the latest first (the inbox): a company's for its posts (a member's, the posts assigned to
 * them), a freelancer's own, an agency's team's. Two statements: the page with its last message, and the total.
 */
export async function listThreads(db: Db, viewer: Viewer, args: { first?: number | null; page?: number | null }): Promise<Paginated<ThreadSummary>> {
  const window = pageWindow(args.first, args.page, 20);
  const membership = activeMembership(viewer.memberships);
  let where: SQL | undefined;
  let side: ThreadSide;
  /** For a member: who created the posts assigned to them (they and their associates). */
  let creators: number[] | null = null;
  if (membership?.team.type === 'COMPANY') {
    side = 'TEAM';
    where = eq(messageThreads.team_id, membership.team_id);
    if (!isTeamAdmin({ teamUser: membership })) creators = [viewer.user.id, ...(await associateIdsOf(db, membership.team_id, viewer.user.id))];
  } else if (membership?.team.type === 'AGENCY' && viewer.user.type !== 'FREELANCER') {
    side = 'APPLICANT';
    where = eq(messageThreads.applicant_team_id, membership.team_id);
  } else if (viewer.user.type === 'FREELANCER') {
    side = 'APPLICANT';
    where = and(eq(messageThreads.applicant_id, viewer.user.id), isNull(messageThreads.applicant_team_id));
  } else {
    return paginated([], 0, window);
  }
  // A member's page walks the team's threads newest first, keeping those on the member's posts until it is full. OFFSET
  // 0 keeps the EXISTS a check per thread: as a join, PostgreSQL guesses the member's share far too low and matches
  // every thread of the team to the posts, then sorts them all (40 ms for a team of 4,363 threads, not 1).
  const onPage = creators
    ? and(where, sql`exists (select 1 from ${opportunities} ${sql.identifier(ASSIGNED)} where ${assignedPosts.id} = ${messageThreads.opportunity_id} and ${inArray(assignedPosts.created_by, creators)} offset 0)`)
    : where;
  // Only a member's total needs the posts: the others count the thread index alone.
  const total = db.select({ n: sql<number>`count(*)::int` }).from(messageThreads);
  const lastId = sql`greatest(coalesce(${messageThreads.last_team_message_id}, 0), coalesce(${messageThreads.last_applicant_message_id}, 0))`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        application_id: messageThreads.application_id,
        last_message_at: messageThreads.last_message_at,
        title: opportunities.title,
        team: { company: posters.company, first_name: posters.first_name, last_name: posters.last_name },
        applicant: { first_name: applicantPeople.first_name, last_name: applicantPeople.last_name },
        agency: { type: agencies.type, company: agencies.company, agency_name: agencies.agency_name, first_name: agencies.first_name, last_name: agencies.last_name },
        // A message hidden after a report (decision 0063) shows as removed, not its words.
        last_body: sql<string | null>`(select case when exists (select 1 from ${hiddenItems} where ${hiddenItems.kind} = 'MESSAGE' and ${hiddenItems.item_id} = ${messages.id})
          then ${REPORT_MSG.removedMessage} else left(${messages.body}, ${SNIPPET}) end from ${messages} where ${messages.id} = ${lastId})`,
        unread: sql<boolean>`${messageUnreads.thread_id} is not null`,
      })
      .from(messageThreads)
      .innerJoin(opportunities, eq(opportunities.id, messageThreads.opportunity_id))
      .innerJoin(posters, eq(posters.id, messageThreads.team_id))
      .innerJoin(applicantPeople, eq(applicantPeople.id, messageThreads.applicant_id))
      .leftJoin(agencies, eq(agencies.id, messageThreads.applicant_team_id))
      .leftJoin(messageUnreads, and(eq(messageUnreads.user_id, viewer.user.id), eq(messageUnreads.thread_id, messageThreads.application_id)))
      .where(onPage)
      .orderBy(desc(messageThreads.last_message_at), desc(messageThreads.application_id))
      .limit(window.limit)
      .offset(window.offset),
    creators
      ? total.innerJoin(opportunities, eq(opportunities.id, messageThreads.opportunity_id)).where(and(where, inArray(opportunities.created_by, creators)))
      : total.where(where),
  ]);
  const data = rows.map((r) => ({
    application_id: r.application_id,
    post_title: r.title,
    counterpart: counterpartOf(side, r),
    last_message_at: r.last_message_at,
    last_body: r.last_body,
    unread: r.unread,
  }));
  return paginated(data, count?.n ?? 0, window);
}

/** readThread with each message's attachments, their links signed for the viewer (one more statement). */
export async function readThreadWithFiles(deps: Pick<Deps, 'db' | 'config'>, viewer: Viewer, applicationId: number, before?: number | null): Promise<ThreadRecord> {
  const thread = await readThread(deps.db, viewer, applicationId, before);
  const files = await attachmentsOf(deps, thread.messages.filter((m) => m.body !== null).map((m) => m.id), viewer.user.id);
  return { ...thread, messages: thread.messages.map((m) => ({ ...m, attachments: files.get(m.id) ?? [] })) };
}

/**
 * For the team's applicants list: how many of the applicant's messages the viewer has not read, by application
 * (one statement for the page; applications without a thread or without the viewer's unread row answer 0).
 */
export async function unreadByApplication(db: Db, viewer: Viewer, applicationIds: readonly number[]): Promise<number[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ thread_id: messages.thread_id, n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(messageUnreads, and(eq(messageUnreads.user_id, viewer.user.id), eq(messageUnreads.thread_id, messages.thread_id)))
    .leftJoin(messageReads, and(eq(messageReads.thread_id, messages.thread_id), eq(messageReads.user_id, viewer.user.id)))
    .where(and(
      inArray(messages.thread_id, [...applicationIds]),
      eq(messages.side, 'APPLICANT'),
      gt(messages.id, sql`coalesce(${messageReads.last_read_id}, 0)`),
    ))
    .groupBy(messages.thread_id);
  const byThread = new Map(rows.map((r) => [r.thread_id, r.n]));
  return applicationIds.map((id) => byThread.get(id) ?? 0);
}
