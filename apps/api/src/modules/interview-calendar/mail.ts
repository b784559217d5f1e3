import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONVERSATION_MSG, fullName, INTERVIEW_REASON_ERASED, postingCompanyName, teamName } from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow, type MailAttachment, type MailMessage } from '../../adapters/mail.js';
import type { Db, Tx } from '../../db/client.js';
import { applications, interviewEvents, interviews, interviewSlots, messages, opportunities, users } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { calendarContentType, calendarFile, type CalendarEvent } from './ics.js';
import { eventWords, interviewMail, type InterviewMailFacts, type InterviewMailKind, type SlotText } from './mail-text.js';

/**
 * The interview mails, sent by a job after the change commits:
 * - proposed, rescheduled: to the applicant, with the times to choose from;
 * - asked (other times): to the team's people;
 * - invite: to both sides, with the calendar file (METHOD:REQUEST, the interview's SEQUENCE);
 * - cancelled: to both sides, with METHOD:CANCEL when an invite had gone out;
 * - reminder: to both sides, 24 hours before (reminders.ts claims it).
 * The team's people are the one who proposed the times and the post's author (else the team's own account); only
 * active accounts are mailed. Each mail is keyed by interview, kind, version and recipient, so a retried job does not
 * send one twice. An invite or reminder whose interview has changed since is not sent: a later mail tells the news.
 */

const KINDS = ['proposed', 'rescheduled', 'asked', 'invite', 'cancelled', 'reminder'] as const satisfies readonly InterviewMailKind[];
const payload = z.object({ interviewId: z.number().int(), kind: z.enum(KINDS), version: z.number().int() });
type InterviewMailPayload = z.infer<typeof payload>;

const applicantUsers = alias(users, 'applicant');
const agencies = alias(users, 'agency');
const teams = alias(users, 'team');
const proposers = alias(users, 'proposer');
const authors = alias(users, 'author');

async function loadInterview(db: Db | Tx, interviewId: number) {
  const [row] = await db
    .select({
      interview: {
        id: interviews.id, application_id: interviews.application_id, status: interviews.status, round: interviews.round,
        sequence: interviews.sequence, invited_sequence: interviews.invited_sequence, starts_at: interviews.starts_at,
      },
      chosen: { starts_at: interviewSlots.starts_at, duration_minutes: interviewSlots.duration_minutes, place: interviewSlots.place, video_url: interviewSlots.video_url, note: interviewSlots.note },
      title: opportunities.title,
      postId: opportunities.id,
      agencyApplication: applications.team_id,
      team: { id: teams.id, company: teams.company, first_name: teams.first_name, last_name: teams.last_name, email: teams.email, status: teams.status },
      applicant: { id: applicantUsers.id, email: applicantUsers.email, first_name: applicantUsers.first_name, last_name: applicantUsers.last_name, status: applicantUsers.status },
      agency: { type: agencies.type, company: agencies.company, agency_name: agencies.agency_name, first_name: agencies.first_name, last_name: agencies.last_name },
      proposer: { id: proposers.id, email: proposers.email, first_name: proposers.first_name, last_name: proposers.last_name, status: proposers.status },
      author: { id: authors.id, email: authors.email, first_name: authors.first_name, last_name: authors.last_name, status: authors.status },
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.application_id))
    .innerJoin(opportunities, eq(opportunities.id, interviews.opportunity_id))
    .innerJoin(teams, eq(teams.id, interviews.team_id))
    .innerJoin(applicantUsers, eq(applicantUsers.id, applications.user_id))
    .leftJoin(agencies, eq(agencies.id, applications.team_id))
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviews.chosen_slot_id))
    .leftJoin(proposers, eq(proposers.id, interviews.proposed_by))
    .leftJoin(authors, eq(authors.id, opportunities.created_by))
    .where(eq(interviews.id, interviewId));
  return row;
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadInterview>>>;

/** Whether the news this job carries still stands (an invite or a proposal overtaken by a later change is not sent). */
function stillCurrent(i: Loaded['interview'], job: InterviewMailPayload): boolean {
  switch (job.kind) {
    case 'invite':
      return i.status === 'SCHEDULED' && i.sequence === job.version;
    case 'reminder':
      return i.status === 'SCHEDULED' && i.sequence === job.version && i.starts_at !== null && i.starts_at > new Date();
    case 'proposed':
    case 'rescheduled':
      return i.status === 'PROPOSED' && i.round === job.version;
    default:
      return true;
  }
}

const EVENT_OF: Partial<Record<InterviewMailKind, 'OTHER_TIMES_ASKED' | 'RESCHEDULED' | 'CANCELLED'>> = {
  asked: 'OTHER_TIMES_ASKED', rescheduled: 'RESCHEDULED', cancelled: 'CANCELLED',
};

/** The step the mail tells of (its reason or the applicant's words, and who). */
async function stepOf(db: Db | Tx, interviewId: number, kind: InterviewMailKind) {
  const event = EVENT_OF[kind];
  if (!event) return null;
  const [row] = await db
    .select({ reason: interviewEvents.reason, side: interviewEvents.side, starts_at: interviewEvents.starts_at, words: messages.body, actor: { first_name: users.first_name, last_name: users.last_name } })
    .from(interviewEvents)
    .leftJoin(messages, eq(messages.id, interviewEvents.message_id))
    .leftJoin(users, eq(users.id, interviewEvents.actor_id))
    .where(and(eq(interviewEvents.interview_id, interviewId), eq(interviewEvents.kind, event)))
    .orderBy(desc(interviewEvents.id))
    .limit(1);
  return row ?? null;
}

/**
 * The mails for an applicant whose account is being erased, written in the deletion's transaction while the interview
 * is still there to read: to the team's people only, the applicant named by `name` (never their own), a step nobody
 * took told as `actor`'s, and the link to the post's applicants (the application goes with the account).
 */
export interface ErasedApplicant {
  name: string;
  actor: string;
}

/** One job's mails, each keyed by interview, kind, version and recipient (so a retried job does not send one twice). */
export async function composeInterviewMails(db: Db | Tx, appUrl: string, job: InterviewMailPayload, erased?: ErasedApplicant): Promise<MailMessage[]> {
  const row = await loadInterview(db, job.interviewId);
  if (!row || !stillCurrent(row.interview, job)) return [];
  const company = postingCompanyName(row.team);
  const applicant = erased?.name ?? fullName(row.applicant.first_name, row.applicant.last_name) ?? (row.agency?.type ? teamName(row.agency) : null) ?? 'The applicant';
  const slots: SlotText[] = ['proposed', 'rescheduled'].includes(job.kind)
    ? await db
        .select({ starts_at: interviewSlots.starts_at, duration_minutes: interviewSlots.duration_minutes, place: interviewSlots.place, video_url: interviewSlots.video_url, note: interviewSlots.note })
        .from(interviewSlots)
        .where(and(eq(interviewSlots.interview_id, job.interviewId), eq(interviewSlots.round, job.version)))
        .orderBy(interviewSlots.starts_at)
    : [];
  const step = await stepOf(db, job.interviewId, job.kind);
  const person = step && fullName(step.actor?.first_name, step.actor?.last_name);
  const chosen = row.chosen?.starts_at ? row.chosen : null;
  const facts: InterviewMailFacts = {
    kind: job.kind, title: row.title, company, applicant, slots,
    // An invite or reminder tells the booking; a step tells the time it moved or cancelled, if one was booked then.
    booked: step ? (step.starts_at && chosen ? { ...chosen, starts_at: step.starts_at } : null) : job.kind === 'proposed' ? null : chosen,
    // A step nobody took (a close, an erasure) is the system's; an erased applicant's own step names them as `erased.name`.
    actor: !step ? null : step.side === 'TEAM' ? (person ? `${person} at ${company}` : (erased?.actor ?? company)) : erased ? applicant : (person ?? applicant),
    // A step's reason is missing only when its writer's account was erased since.
    reason: job.kind === 'asked' ? (step?.words ?? CONVERSATION_MSG.deletedAccount) : step ? (step.reason ?? INTERVIEW_REASON_ERASED) : null,
  };

  const applicantSide = erased ? [] : [{ user: row.applicant, group: row.agencyApplication !== null ? 'agency' : 'freelancer' }];
  const teamPeople = [row.proposer, row.author].filter((p): p is NonNullable<typeof p> => Boolean(p?.id));
  const teamSide = (teamPeople.length ? teamPeople : [row.team]).map((user) => ({ user, group: 'company' }));
  const to = job.kind === 'proposed' || job.kind === 'rescheduled' ? applicantSide : job.kind === 'asked' ? teamSide : [...applicantSide, ...teamSide];
  const seen = new Set<number>();
  const calendar = calendarFor(appUrl, row, job, { company, applicant }, Boolean(erased));
  const mails: MailMessage[] = [];
  for (const { user, group } of to) {
    if (!user.id || seen.has(user.id) || user.status !== 'ACTIVE') continue;
    seen.add(user.id);
    const link = erased ? `${appUrl}/company/view-applicants/${row.postId}` : `${appUrl}/${group}/messages/${row.interview.application_id}`;
    mails.push({
      ...interviewMail(facts, user, link),
      ...(calendar ? { attachments: [calendar(link)] } : {}),
      key: `${interviewMailKeyPrefix(job)}${user.id}`,
    });
  }
  return mails;
}

/** What every mail of one job's key begins with (the recipient's id ends it): the erasure looks for sent ones by it. */
export const interviewMailKeyPrefix = (job: InterviewMailPayload) => `interview:${job.kind}:${job.interviewId}:${job.version}:`;

async function mailInterview(deps: Deps, job: InterviewMailPayload): Promise<void> {
  for (const mail of await composeInterviewMails(deps.db, deps.config.appUrl, job)) await sendOrThrow(deps.mailer, mail);
}

/** The invite's or the cancel's calendar file (per recipient's link), or null when the mail carries none. */
function calendarFor(appUrl: string, row: Loaded, job: InterviewMailPayload, names: { company: string; applicant: string }, applicantErased: boolean) {
  const method = job.kind === 'invite' ? 'REQUEST' : job.kind === 'cancelled' && row.interview.invited_sequence !== null ? 'CANCEL' : null;
  if (!method || !row.chosen?.starts_at) return null;
  const slot = row.chosen;
  const organizer = row.proposer?.id ? row.proposer : row.author?.id ? row.author : row.team;
  // An erased applicant's address is not written again, even to their own team's calendars.
  const attendees = [...(applicantErased ? [] : [row.applicant]), ...(row.author?.id && row.author.id !== organizer.id ? [row.author] : [])];
  const named = (p: { email: string; first_name: string | null; last_name: string | null }) => ({ email: p.email, name: fullName(p.first_name, p.last_name) ?? p.email });
  const host = new URL(appUrl).hostname;
  return (link: string): MailAttachment => {
    const words = eventWords({ title: row.title, ...names }, slot, link);
    const event: CalendarEvent = {
      method, uid: `interview-${row.interview.id}@${host}`, sequence: row.interview.sequence, start: slot.starts_at, end: words.end, stamp: new Date(),
      summary: words.summary, description: words.description, location: slot.place, url: slot.video_url,
      organizer: { ...named(organizer), name: `${fullName(organizer.first_name, organizer.last_name) ?? names.company} (${names.company})` },
      attendees: attendees.map(named),
    };
    return { filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: Buffer.from(calendarFile(event), 'utf8'), contentType: calendarContentType(method) };
  };
}

export const interviewMailJob = defineJob({
  name: 'mail.interview',
  mail: 'other',
  payload,
  run: (deps, job) => mailInterview(deps, job),
});

/** Queues an interview mail in the change's transaction (named by interview, kind and version: queued once). */
export async function queueInterviewMailTx(tx: Tx, job: InterviewMailPayload): Promise<void> {
  await enqueueTx(tx, interviewMailJob, job, { key: `interview-mail:${job.kind}:${job.interviewId}:${job.version}` });
}

/** Queues many interviews' mails of one kind (the reminder clock). */
export async function queueInterviewMailsTx(tx: Tx, jobs: InterviewMailPayload[]): Promise<void> {
  for (const job of jobs) await queueInterviewMailTx(tx, job);
}
