import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ATTACHMENT_MAX_BYTES, MESSAGE_MAX, THREAD_SIDES, type ThreadSide } from '@mp/domain';
import { ts } from './columns.js';
import { applications, opportunities } from './opportunities.js';
import { users } from './users.js';

/**
 * The hiring conversation (decision 0060): one thread per application, made with its first message. The thread row
 * keeps what the lists and the header count read without scanning messages: the posting team (copied from the post,
 * which never changes team), the last message of each side, and when each side was last mailed.
 */

const sideList = THREAD_SIDES.map((s) => `'${s}'`).join(',');

export const messageThreads = pgTable(
  'message_threads',
  {
    application_id: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    opportunity_id: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    /** The posting team (the company). */
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The applicant: the person who applied, and for an agency's application its team. */
    applicant_id: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicant_team_id: integer('applicant_team_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last message each side wrote (null: none yet): a side's unread is the other side's last past its read mark. */
    last_team_message_id: integer('last_team_message_id'),
    last_applicant_message_id: integer('last_applicant_message_id'),
    last_message_at: ts('last_message_at').notNull().defaultNow(),
    /** When a message of the thread was last hidden or shown again after a report: an open thread's poll reads it. */
    moderated_at: ts('moderated_at'),
    /** When the applicant stopped the team writing to them (null: not blocked). */
    blocked_at: ts('blocked_at'),
    /** When each side was last mailed a notice of a new message: at most one a thread per interval. */
    team_mailed_at: ts('team_mailed_at'),
    applicant_mailed_at: ts('applicant_mailed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Each side's list in its order (newest first, then the latest thread; NULLS FIRST as ORDER BY … DESC sorts, or the
    // index cannot give the order), so a page reads its 20 entries and not every thread. The team's also answers its
    // header count from the index alone (the post, for a member's filter, and the applicant's last message).
    index('message_threads_team_idx').on(
      t.team_id, t.last_message_at.desc().nullsFirst(), t.application_id.desc().nullsFirst(), t.opportunity_id, t.last_applicant_message_id,
    ),
    index('message_threads_applicant_idx').on(t.applicant_id, t.last_message_at.desc().nullsFirst(), t.application_id.desc().nullsFirst()),
    index('message_threads_applicant_team_idx')
      .on(t.applicant_team_id, t.last_message_at.desc().nullsFirst(), t.application_id.desc().nullsFirst())
      .where(sql`${t.applicant_team_id} is not null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => messageThreads.application_id, { onDelete: 'cascade' }),
    /** Null once the author's account is erased (the message then reads as from a deleted account). */
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').$type<ThreadSide>().notNull(),
    /** Null once its author's account is erased: the words go with the person. */
    body: text('body'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.thread_id, t.id),
    check('messages_side_check', sql.raw(`side in (${sideList})`)),
    check('messages_body_check', sql`${t.body} is null or char_length(btrim(${t.body})) between 1 and ${sql.raw(String(MESSAGE_MAX))}`),
  ],
);

/** How far each person has read a thread (the id of the last message they saw), and for which side they read. */
export const messageReads = pgTable(
  'message_reads',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => messageThreads.application_id, { onDelete: 'cascade' }),
    side: text('side').$type<ThreadSide>().notNull(),
    last_read_id: integer('last_read_id').notNull(),
    read_at: ts('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.thread_id] }),
    // 'Seen': the furthest a side has read a thread.
    index('message_reads_thread_idx').on(t.thread_id, t.side, t.last_read_id),
    // A person's marks from the index alone: the header count joins a team's threads to them (a busy team has thousands).
    index('message_reads_user_idx').on(t.user_id, t.thread_id, t.last_read_id),
    check('message_reads_side_check', sql.raw(`side in (${sideList})`)),
  ],
);

/**
 * Who has unread messages in which thread (decision 0060): a row for each person who could read the thread when the
 * other side wrote, until they read up to its last message. The header counts a person's rows from this index alone,
 * whatever the size of their team. `team_id` is the team they read it through (the posting team, or the applicant's
 * agency; null for a freelancer's own), so a person in several teams counts only their active one.
 */
export const messageUnreads = pgTable(
  'message_unreads',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => messageThreads.application_id, { onDelete: 'cascade' }),
    team_id: integer('team_id').references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').$type<ThreadSide>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.thread_id] }),
    index('message_unreads_count_idx').on(t.user_id, t.team_id, t.thread_id),
    index('message_unreads_thread_idx').on(t.thread_id),
    check('message_unreads_side_check', sql.raw(`side in (${sideList})`)),
  ],
);

export type MessageThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/**
 * A file attached to a message: uploaded first (message_id null, its uploader's for a day), then carried by the
 * message that sends it. Private: downloaded by signed links, by the thread's two sides only.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    uploader_id: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    message_id: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.message_id),
    // Uploads not sent, for the daily clean-up.
    index('message_attachments_unsent_idx').on(t.created_at).where(sql`${t.message_id} is null`),
    check('message_attachments_size_check', sql`${t.size} between 1 and ${sql.raw(String(ATTACHMENT_MAX_BYTES))}`),
  ],
);

export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;
