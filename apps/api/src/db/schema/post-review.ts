import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REJECT_REASON_MAX, type ReviewFinding } from '@mp/domain';
import { ts } from './columns.js';
import { opportunities } from './opportunities.js';
import { users } from './users.js';

/**
 * Post review (decision 0065). A review holds a post back from going live (kind POST: the post itself waits, not
 * published, `opportunities.review_status` IN_REVIEW) or holds an edit of a live post (kind EDIT: the edit's values wait
 * in `revision`, the published version stays up). One pending review a post; deciding it is a conditional update
 * from PENDING, so of two administrators acting at once one decides and the other is refused.
 */
export const REVIEW_KINDS = ['POST', 'EDIT'] as const;
export const REVIEW_DECISIONS = ['PENDING', 'APPROVED', 'REJECTED', 'SUPERSEDED'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const postReviews = pgTable(
  'post_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunity_id: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReviewKind>().notNull(),
    /** An edit's checked form values (EDIT only), applied as they are when approved. */
    revision: jsonb('revision').$type<Record<string, unknown>>(),
    /** Why it waits, each with what tripped it. */
    findings: jsonb('findings').$type<ReviewFinding[]>().notNull(),
    status: text('status').$type<ReviewDecision>().notNull().default('PENDING'),
    /** The administrator's reason for a rejection, mailed to the poster. */
    reason: text('reason'),
    submitted_by: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: ts('decided_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('post_reviews_kind_check', sql`${t.kind} in ('POST','EDIT') and (${t.kind} = 'EDIT') = (${t.revision} is not null)`),
    check('post_reviews_status_check', sql`${t.status} in ('PENDING','APPROVED','REJECTED','SUPERSEDED')`),
    check('post_reviews_decided_check', sql`(${t.status} = 'PENDING') = (${t.decided_at} is null)`),
    check(
      'post_reviews_reason_check',
      sql`(${t.status} = 'REJECTED') = (${t.reason} is not null) and (${t.reason} is null or char_length(btrim(${t.reason})) between 1 and ${sql.raw(String(REJECT_REASON_MAX))})`,
    ),
    uniqueIndex('post_reviews_pending_key').on(t.opportunity_id).where(sql`${t.status} = 'PENDING'`),
    // The console's queue, oldest first, and its home's count and oldest.
    index('post_reviews_pending_idx').on(t.created_at, t.id).where(sql`${t.status} = 'PENDING'`),
    index('post_reviews_opportunity_idx').on(t.opportunity_id, t.id),
  ],
);

/**
 * The folded opening text of each post (`copyFingerprint`), which the near-copy rule compares by trigram similarity
 * among the posts sharing a MinHash band (a trigram index scan of 600-character texts took 0.5 s at 100,000 posts);
 * written with the post and its edits. Its own table keeps the wide opportunities row and its indexes as they were.
 */
export const postFingerprints = pgTable(
  'post_fingerprints',
  {
    opportunity_id: integer('opportunity_id')
      .primaryKey()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    team_id: integer('team_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Its MinHash band keys (`copyBands`): a post sharing one is a candidate, which trigram similarity then decides. */
    bands: bigint('bands', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  },
  (t) => [index('post_fingerprints_bands_idx').using('gin', t.bands)],
);

/** Companies an administrator trusts to post without the first posts' review (the text rules still apply). */
export const trustedPosters = pgTable('trusted_posters', {
  team_id: integer('team_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trusted_by: integer('trusted_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: ts('created_at').notNull().defaultNow(),
});
