import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import type { UserStatus, UserType } from '@mp/domain';

/** Every kind of account: people, companies and agencies (a company or agency account is its team). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    type: text('type').$type<UserType>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('INACTIVE'),
    vetted: boolean('vetted').notNull().default(false),
    google_id: text('google_id'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    pronouns: text('pronouns'),
    language: text('language'),
    ethnicity: text('ethnicity'),
    // profile text
    bio: text('bio'),
    description: text('description'),
    company: text('company'),
    /** A company's public page address, /companies/{slug}: set by the database from its first name, then kept. */
    slug: text('slug'),
    /** A company's choice to hide its public page (and the links to it). */
    page_hidden: boolean('page_hidden').notNull().default(false),
    /** A company's head-count band (COMPANY_SIZES), shown on its public page. */
    company_size: text('company_size'),
    agency_name: text('agency_name'),
    position: text('position'),
    jobtitle: text('jobtitle'),
    avatar: text('avatar'),
    website: text('website'),
    linkedin: text('linkedin'),
    supporting_url: text('supporting_url'),
    referee_1: text('referee_1'),
    referee_2: text('referee_2'),
    // contact and address
    phone: text('phone'),
    phone_secondary: text('phone_secondary'),
    /** When phone_secondary was verified by a text message code (notification settings). */
    phone_secondary_verified_at: ts('phone_secondary_verified_at'),
    contact_email: text('contact_email'),
    address_1: text('address_1'),
    address_2: text('address_2'),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default('GB'),
    zip: text('zip'),
    location: text('location'),
    /** Up to 2 places (the spec's agency_location, a list). */
    agency_locations: text('agency_locations').array().notNull().default(sql`'{}'::text[]`),
    agency_phone: jsonb('agency_phone').$type<{ attributes: { phone: string } }[]>(),
    // billing and invoice
    billing_address_1: text('billing_address_1'),
    billing_address_2: text('billing_address_2'),
    billing_city: text('billing_city'),
    billing_state: text('billing_state'),
    billing_country: text('billing_country'),
    billing_zip: text('billing_zip'),
    invoice_company: text('invoice_company'),
    invoice_address_1: text('invoice_address_1'),
    invoice_address_2: text('invoice_address_2'),
    invoice_city: text('invoice_city'),
    invoice_state: text('invoice_state'),
    invoice_country: text('invoice_country'),
    invoice_zip: text('invoice_zip'),
    invoice_phone: text('invoice_phone'),
    invoice_email: text('invoice_email'),
    pm_type: text('pm_type'),
    pm_last_four: text('pm_last_four'),
    is_payment_active: boolean('is_payment_active').notNull().default(false),
    can_use_logo: boolean('can_use_logo'),
    // settings
    privacy: text('privacy').notNull().default('ACTIVE'),
    send_email: boolean('send_email').notNull().default(true),
    send_text_notification: boolean('send_text_notification').notNull().default(false),
    /** The short 'Not selected' mail to an applicant; they may turn it off. */
    send_not_selected_email: boolean('send_not_selected_email').notNull().default(true),
    /** The notice of a new message in a hiring conversation (at most one a thread every 10 minutes); they may turn it off. */
    send_message_email: boolean('send_message_email').notNull().default(true),
    notification_frequency: text('notification_frequency').notNull().default('immediately'),
    // job seeking
    looking_for: text('looking_for'),
    payroll_status: text('payroll_status'),
    hear_us: text('hear_us'),
    hear_us_additional: text('hear_us_additional'),
    salary_currency: text('salary_currency'),
    minimum_salary: integer('minimum_salary'),
    maximum_salary: integer('maximum_salary'),
    salary_unit: text('salary_unit'),
    start_date: date('start_date'),
    right_to_work: text('right_to_work'),
    notice_period: text('notice_period'),
    budget_currency: text('budget_currency'),
    budget_min: integer('budget_min'),
    budget_max: integer('budget_max'),
    approved_at: ts('approved_at'),
    /** When the sign-in address was proven (the link of verify-email, or Google's verified claim). */
    email_verified_at: ts('email_verified_at'),
    /** Set when the owner deleted the account and a scrubbed row had to stay (decision 0035). */
    deleted_at: ts('deleted_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_id_key').on(t.google_id),
    uniqueIndex('users_slug_key').on(t.slug),
    index('users_type_status_idx').on(t.type, t.status, t.created_at),
    // The console's account list: awaiting approval (INACTIVE sorts after ACTIVE) first, then newest.
    index('users_status_created_idx').on(t.status, t.created_at),
    check('users_type_check', sql`${t.type} in ('ADMIN','AGENCY','COMPANY','FREELANCER','GUEST')`),
    check('users_status_check', sql`${t.status} in ('ACTIVE','INACTIVE')`),
    check('users_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 72`),
    check('users_company_size_check', sql`${t.company_size} in ('1-10','11-50','51-200','201-500','501-1000','1000+')`),
    check('users_privacy_check', sql`${t.privacy} in ('ACTIVE','INACTIVE')`),
    check('users_notification_frequency_check', sql`${t.notification_frequency} in ('daily','immediately')`),
    check('users_salary_order_check', sql`${t.minimum_salary} is null or ${t.maximum_salary} is null or ${t.minimum_salary} <= ${t.maximum_salary}`),
    check('users_budget_order_check', sql`${t.budget_min} is null or ${t.budget_max} is null or ${t.budget_min} <= ${t.budget_max}`),
    check('users_agency_locations_check', sql`cardinality(${t.agency_locations}) <= 2`),
    // A person's bio is plain text (1000); an agency's about us is sanitised HTML whose text is counted to 1000 by
    // the service, so its markup needs room (decision 0050).
    check(
      'users_bio_length_check',
      sql`char_length(${t.bio}) <= (case when ${t.type} = 'AGENCY' then 20000 else 1000 end) and char_length(${t.description}) <= 1000`,
    ),
  ],
);

/**
 * Membership of a user in a team. A company or agency account is the team; its owner is an
 * admin member with can_post_jobs. `active` marks the membership the user currently acts under.
 */
export const userTeams = pgTable(
  'user_teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    active: boolean('active').notNull().default(false),
    can_post_jobs: boolean('can_post_jobs').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_teams_user_team_key').on(t.user_id, t.team_id),
    uniqueIndex('user_teams_one_active_key').on(t.user_id).where(sql`${t.active}`),
    index('user_teams_team_idx').on(t.team_id),
    check('user_teams_role_check', sql`${t.role} in ('admin','member')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type UserTeamRow = typeof userTeams.$inferSelect;
