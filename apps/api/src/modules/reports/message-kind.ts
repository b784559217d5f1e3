import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDate, fullName, postingCompanyName, REPORT_MSG, teamName } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { messages, messageThreads, opportunities, outbox, users } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/html.js';
import { MESSAGE_MAIL_KEY_PREFIX, MESSAGE_MAIL_WORDS } from '../conversation/mail.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { participationOf } from '../conversation/policy.js';
import type { ItemOwner, ReportedItem, ReportKindAdapter } from './adapter.js';
import { assertMayReportMessage, messageNotFound } from './policy.js';

/** A message of the hiring conversation as a reported item: its author owns it, the thread's other side reports it. */

const authors = alias(users, 'author');
const posters = alias(users, 'poster');
const applicants = alias(users, 'applicant');
const agencies = alias(users, 'agency');

const ownerColumns = {
  id: authors.id, type: authors.type, status: authors.status, email: authors.email, first_name: authors.first_name, last_name: authors.last_name,
};

function ownerOfRow(a: { id: number; type: ItemOwner['type']; status: ItemOwner['status']; email: string; first_name: string | null; last_name: string | null } | null): ItemOwner | null {
  return a ? { id: a.id, type: a.type, status: a.status, email: a.email, first_name: a.first_name, name: fullName(a.first_name, a.last_name) } : null;
}

export const messageReports: ReportKindAdapter = {
  auditType: 'message',
  texts: { thanks: REPORT_MSG.thanks, alreadyRemoved: REPORT_MSG.alreadyRemoved },
  hiddenMeans: 'Where it was, the other side now reads that Onbrief removed it.',

  async assertMayReport(db: Db, viewer: Viewer | null, messageId: number) {
    if (!viewer) throw AppError.unauthenticated();
    const [message] = await db.select({ thread_id: messages.thread_id, side: messages.side, body: messages.body }).from(messages).where(eq(messages.id, messageId));
    if (!message) throw messageNotFound();
    const participation = await participationOf(db, viewer, message.thread_id).catch((err: unknown) => {
      throw err instanceof AppError && err.code === 'NOT_FOUND' ? messageNotFound() : err;
    });
    assertMayReportMessage(viewer, participation, message);
    // Erased with its author: nothing left to review.
    if (message.body === null) throw new AppError('BAD_USER_INPUT', REPORT_MSG.alreadyRemoved);
  },

  async ownerOf(db: Db | Tx, messageId: number) {
    const [row] = await db
      .select({ author: ownerColumns })
      .from(messages)
      .leftJoin(authors, eq(authors.id, messages.author_id))
      .where(eq(messages.id, messageId));
    return ownerOfRow(row?.author ?? null);
  },

  async describe(db: Db, messageIds: number[]) {
    if (messageIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: messages.id, side: messages.side, body: messages.body, created_at: messages.created_at, thread_id: messages.thread_id,
        author: ownerColumns,
        post: { id: opportunities.id, title: opportunities.title },
        team: { company: posters.company, first_name: posters.first_name, last_name: posters.last_name },
        applicant: { first_name: applicants.first_name, last_name: applicants.last_name },
        agency: { type: agencies.type, company: agencies.company, agency_name: agencies.agency_name, first_name: agencies.first_name, last_name: agencies.last_name },
      })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.application_id, messages.thread_id))
      .innerJoin(opportunities, eq(opportunities.id, messageThreads.opportunity_id))
      .innerJoin(posters, eq(posters.id, messageThreads.team_id))
      .innerJoin(applicants, eq(applicants.id, messageThreads.applicant_id))
      .leftJoin(agencies, eq(agencies.id, messageThreads.applicant_team_id))
      .leftJoin(authors, eq(authors.id, messages.author_id))
      .where(inArray(messages.id, messageIds));
    return new Map<number, ReportedItem>(
      rows.map((r) => {
        const team = postingCompanyName(r.team);
        const person = fullName(r.applicant.first_name, r.applicant.last_name) ?? 'An applicant';
        const applicant = r.agency?.agency_name ? `${person}, ${teamName(r.agency)}` : person;
        return [
          r.id,
          {
            title: `Message about ${r.post.title}`,
            body: r.body,
            owner: ownerOfRow(r.author),
            created_at: r.created_at,
            context: [
              { label: 'Post', value: `${r.post.title} (#${r.post.id})` },
              { label: 'Written by', value: r.side === 'TEAM' ? `the team (${team})` : 'the applicant' },
              { label: 'Team', value: team },
              { label: 'Applicant', value: applicant },
              { label: 'Conversation', value: `Application #${r.thread_id}` },
            ],
          },
        ];
      }),
    );
  },

  // The notice of the message the outbox keeps (conversation/mail.ts) quotes the words: the quote reads as removed.
  async onHidden(tx: Tx, messageId: number) {
    const { about, reply } = MESSAGE_MAIL_WORDS;
    const removed = REPORT_MSG.removedMessage;
    // The quote runs from the intro's line to the reply line (PostgreSQL's '.' also matches a line break).
    const text = sql`regexp_replace(${outbox.text_body}, ${`(${about}[^\\n]*:\\n\\n).*(\\n\\n${reply}: )`}, ${`\\1${removed}\\2`})`;
    const html = sql`regexp_replace(${outbox.html_body}, '(<blockquote[^>]*>)[^<]*(</blockquote>)', ${`\\1${escapeHtml(removed)}\\2`})`;
    await tx.update(outbox).set({ text_body: text, html_body: html }).where(eq(outbox.message_key, `${MESSAGE_MAIL_KEY_PREFIX}${messageId}`));
  },

  // An open thread polls its activity (conversation/queries.ts threadActivity): the thread row says it changed.
  async onVisibilityChanged(tx: Tx, messageId: number) {
    await tx
      .update(messageThreads)
      .set({ moderated_at: sql`now()` })
      .where(eq(messageThreads.application_id, sql`(select ${messages.thread_id} from ${messages} where ${messages.id} = ${messageId})`));
  },

  async mailedAs(db: Db, messageId: number) {
    const [row] = await db
      .select({ created_at: messages.created_at, title: opportunities.title })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.application_id, messages.thread_id))
      .innerJoin(opportunities, eq(opportunities.id, messageThreads.opportunity_id))
      .where(eq(messages.id, messageId));
    return row ? `your message of ${formatDate(row.created_at)} in the conversation about ${row.title}` : null;
  },
};
