import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './users.js';

/**
 * Verified companies (decision 0066): a company admin asks for a link to a work address at the team's website's
 * domain; following it verifies the company. One row a request: the link's token hashed (single use, expiring); once
 * followed, the row is the team's verification until revoked — by the console, or by the database when the website
 * changes (a trigger on users.website, so no path that edits the website can forget it).
 */
export const companyVerifications = pgTable(
  'company_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link went to (lower case), at `domain` or a subdomain of it. */
    email: text('email').notNull(),
    /** The website's registrable domain when the link was asked for. */
    domain: text('domain').notNull(),
    token_hash: text('token_hash').notNull(),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    verified_at: ts('verified_at'),
    revoked_at: ts('revoked_at'),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** ADMIN: the console revoked it; WEBSITE_CHANGED: the team changed its website (the trigger). */
    revoke_reason: text('revoke_reason').$type<'ADMIN' | 'WEBSITE_CHANGED'>(),
  },
  (t) => [
    uniqueIndex('company_verifications_token_key').on(t.token_hash),
    // One standing verification a team: a second link followed replaces the first in one transaction.
    uniqueIndex('company_verifications_live_key').on(t.team_id).where(sql`${t.verified_at} is not null and ${t.revoked_at} is null`),
    index('company_verifications_team_idx').on(t.team_id, t.created_at),
    check('company_verifications_revoked_check', sql`(${t.revoked_at} is null) = (${t.revoke_reason} is null) and (${t.revoke_reason} is null or ${t.revoke_reason} in ('ADMIN','WEBSITE_CHANGED'))`),
    check('company_verifications_email_check', sql`${t.email} = lower(${t.email}) and char_length(${t.email}) <= 254 and position('@' in ${t.email}) > 1`),
  ],
);
