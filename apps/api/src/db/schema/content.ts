import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './users.js';

/** Blog, mentoring and training articles. `content` is HTML, sanitised before it is stored. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    image: text('image'),
    type: text('type').notNull().default('ARTICLE'),
    availability: text('availability').notNull().default('PUBLIC'),
    /** Null while a draft; readers see only published articles. */
    published_at: ts('published_at'),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_listing_idx').on(t.availability, t.type, t.created_at),
    check('articles_type_check', sql`${t.type} in ('ARTICLE','MENTORING','TRAINING')`),
    check('articles_availability_check', sql`${t.availability} in ('AGENCY','FREELANCER_AND_AGENCY','PUBLIC')`),
  ],
);

export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    subtitle: text('subtitle'),
    image: text('image'),
    link: text('link'),
    content: text('content').notNull().default(''),
    published_at: ts('published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deals_slug_key').on(t.slug), index('deals_created_idx').on(t.created_at)],
);

/** Pages of the marketing site; the footer lists those flagged display_in_footer. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    display_in_footer: boolean('display_in_footer').notNull().default(false),
    /** The page's body: sanitised rich text. */
    content: text('content').notNull().default(''),
    /** The page's own heading (its name when empty) and hero image (an upload's address). */
    heading: text('heading'),
    hero_image: text('hero_image'),
    /** What the hero image shows, for those who cannot see it; empty when it is decoration only. */
    hero_alt: text('hero_alt'),
    /** The call to action's button: its label and address (an in-app path or https), both or neither. */
    cta_label: text('cta_label'),
    cta_url: text('cta_url'),
    /** Shows the platform's prices (from the settings) below the text. */
    show_prices: boolean('show_prices').notNull().default(false),
    /** Null: a draft (the page is a 404). */
    published_at: ts('published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('landing_pages_slug_key').on(t.slug),
    check('landing_pages_cta_check', sql`(${t.cta_label} is null) = (${t.cta_url} is null)`),
  ],
);

/** Files stored through the storage adapter; `key` is the adapter's path. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    original_name: text('original_name'),
    purpose: text('purpose').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_key_key').on(t.key), check('uploads_size_check', sql`${t.size} > 0`)],
);
