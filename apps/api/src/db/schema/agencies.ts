import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { services } from './reference.js';
import { users } from './users.js';

/**
 * Agencies' work. An agency's team account is its `users` row (type AGENCY); its services, case
 * studies and their media hang off it. Category experience reuses `user_genres`.
 */

/** The services an agency offers (the 11 of document 3): one row per pair, so a service cannot be listed twice. */
export const userServices = pgTable(
  'user_services',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.service_id] }), index('user_services_service_idx').on(t.service_id, t.user_id)],
);

/**
 * A case study of an agency team. `description` is the posting sanitiser's HTML; `headline` the first 100
 * characters of its plain text (the marketplace card's line, kept so a page of cards never parses HTML).
 * `thumbnail` is an upload's address (`/uploads/{key}`).
 */
export const caseStudies = pgTable(
  'case_studies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    headline: text('headline').notNull(),
    thumbnail: text('thumbnail'),
    video_url: text('video_url'),
    external_url: text('external_url'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('case_studies_agency_idx').on(t.agency_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('case_studies_recent_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('case_studies_title_check', sql`char_length(btrim(${t.title})) between 1 and 255`),
    check('case_studies_headline_check', sql`char_length(${t.headline}) <= 100`),
    check('case_studies_description_check', sql`char_length(${t.description}) between 1 and 20000`),
    check('case_studies_external_url_check', sql`${t.external_url} is null or ${t.external_url} ~* '^https?://'`),
    check('case_studies_video_url_check', sql`${t.video_url} is null or ${t.video_url} ~* '^https?://'`),
  ],
);

/**
 * Up to 3 media items of a case study (the spec's `content`): an image upload or a video link. The position
 * check and the unique pair make a fourth item impossible in the database itself.
 */
export const caseStudyMedia = pgTable(
  'case_study_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    case_study_id: integer('case_study_id')
      .notNull()
      .references(() => caseStudies.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    /** An upload's address, for an image. */
    image: text('image'),
    /** The link as given, for a video (the embed is rebuilt from it when read). */
    url: text('url'),
  },
  (t) => [
    uniqueIndex('case_study_media_position_key').on(t.case_study_id, t.position),
    check('case_study_media_position_check', sql`${t.position} between 0 and 2`),
    check(
      'case_study_media_kind_check',
      sql`(${t.kind} = 'image' and ${t.image} is not null and ${t.url} is null) or (${t.kind} = 'video' and ${t.url} ~* '^https?://' and ${t.image} is null)`,
    ),
  ],
);

/** Email verification links: only the SHA-256 of the token is kept; single use, 24 hours. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [uniqueIndex('email_verifications_hash_key').on(t.token_hash), index('email_verifications_user_idx').on(t.user_id)],
);

export type CaseStudyRow = typeof caseStudies.$inferSelect;
export type CaseStudyMediaRow = typeof caseStudyMedia.$inferSelect;
