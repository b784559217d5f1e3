import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { asksForPayment, fullName, isTeamAdmin, postingCompanyName, teamName, THREAD_PAGE, type OpportunityTarget, type ThreadSide } from '@mp/domain';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { attachmentsOf, type AttachmentRecord } from './attachments.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import { messageReads, messages, messageThreads, opportunities, users, type MessageThreadRow } from '../../db/schema/index.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';
import { associateIdsOf } from '../opportunities/policy.js';
import { participationOf, type Participation } from './policy.js';

export interface MessageRecord {
  id: number;
  side: ThreadSide;
  /** Null once its author's account is erased. */
  body: string | null;
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
  const base = { application_id: applicationId, side: participation.side, blocked: Boolean(thread?.blocked_at), ...context };
  const canWrite = viewer.impersonatorId === null && !(participation.side === 'TEAM' && thread?.blocked_at);
  if (!thread) return { ...base, messages: [], has_older: false, seen_up_to: null, unread: 0, can_write: canWrite };
  const [rows, marks] = await Promise.all([
    db
      .select({
        id: messages.id, side: messages.side, body: messages.body, created_at: messages.created_at, author_id: messages.author_id,
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
      body: m.body,
      created_at: m.created_at,
      mine: m.author_id !== null && m.author_id === viewer.user.id,
      author_name: m.body === null ? null : fullName(m.author?.first_name, m.author?.last_name) ?? null,
      author_detail: m.body === null ? null : authorDetail(m.side, m.author?.position ?? null, postingCompanyName(m.team), m.agency?.agency_name ? teamName(m.agency) : null),
      payment_warning: m.body !== null && asksForPayment(m.body),
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
 * The threads in which the viewer has unread messages (the header's count): one statement on the thread table, the
 * viewer's read marks and, for a team member (not an admin), the posts assigned to them.
 */
export async function unreadThreadCount(db: Db, viewer: Viewer): Promise<number> {
  const membership = activeMembership(viewer.memberships);
  const readMark = sql`coalesce(${messageReads.last_read_id}, 0)`;
  let where: SQL | undefined;
  let assignedOnly: number[] | null = null;
  if (membership?.team.type === 'COMPANY') {
    where = and(eq(messageThreads.team_id, membership.team_id), gt(messageThreads.last_applicant_message_id, readMark));
    if (!isTeamAdmin({ teamUser: membership })) assignedOnly = [viewer.user.id, ...(await associateIdsOf(db, membership.team_id, viewer.user.id))];
  } else if (membership?.team.type === 'AGENCY' && viewer.user.type !== 'FREELANCER') {
    where = and(eq(messageThreads.applicant_team_id, membership.team_id), gt(messageThreads.last_team_message_id, readMark));
  } else if (viewer.user.type === 'FREELANCER') {
    where = and(eq(messageThreads.applicant_id, viewer.user.id), isNull(messageThreads.applicant_team_id), gt(messageThreads.last_team_message_id, readMark));
  } else {
    return 0;
  }
  const query = db
    .select({ n: sql<number>`count(*)::int` })
    .from(messageThreads)
    .leftJoin(messageReads, and(eq(messageReads.thread_id, messageThreads.application_id), eq(messageReads.user_id, viewer.user.id)));
  const [row] = assignedOnly
    ? await query
        .innerJoin(opportunities, eq(opportunities.id, messageThreads.opportunity_id))
        .where(and(where, or(...assignedOnly.map((id) => eq(opportunities.created_by, id)))))
    : await query.where(where);
  return row?.n ?? 0;
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
  const otherLast = side === 'TEAM' ? messageThreads.last_applicant_message_id : messageThreads.last_team_message_id;
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
        last_body: sql<string | null>`(select left(${messages.body}, ${SNIPPET}) from ${messages} where ${messages.id} = ${lastId})`,
        unread: sql<boolean>`coalesce(${otherLast}, 0) > coalesce(${messageReads.last_read_id}, 0)`,
      })
      .from(messageThreads)
      .innerJoin(opportunities, eq(opportunities.id, messageThreads.opportunity_id))
      .innerJoin(posters, eq(posters.id, messageThreads.team_id))
      .innerJoin(applicantPeople, eq(applicantPeople.id, messageThreads.applicant_id))
      .leftJoin(agencies, eq(agencies.id, messageThreads.applicant_team_id))
      .leftJoin(messageReads, and(eq(messageReads.thread_id, messageThreads.application_id), eq(messageReads.user_id, viewer.user.id)))
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
 * (one statement for the page; applications without a thread or unread messages answer 0).
 */
export async function unreadByApplication(db: Db, viewer: Viewer, applicationIds: readonly number[]): Promise<number[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ thread_id: messages.thread_id, n: sql<number>`count(*)::int` })
    .from(messages)
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
