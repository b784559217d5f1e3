import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './users.js';

/**
 * Invitations to join a team (decision 0048): one pending invitation per team and address. The link's
 * token is minted by the mail job (its payload is the invitation's id, never the token: decisions 0016, 0037) and
 * only its SHA-256 is kept; Send Again mints a new one (the old link dies) and renews the dates; Cancel deletes the
 * row. Accepting is `update … where status = 'pending' and expires_at > now() returning`, in the transaction that
 * adds the membership: one winner.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    status: text('status').$type<'pending' | 'accepted'>().notNull().default('pending'),
    /** SHA-256 of the link's token; null until the mail job mints it. */
    token_hash: text('token_hash'),
    /** Date Sent: when it was created or last sent again. */
    sent_at: ts('sent_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    accepted_by: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    accepted_at: ts('accepted_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('team_invitations_status_check', sql`${t.status} in ('pending','accepted')`),
    check('team_invitations_email_check', sql`${t.email} = lower(${t.email}) and char_length(${t.email}) between 3 and 254`),
    uniqueIndex('team_invitations_pending_key').on(t.team_id, t.email).where(sql`${t.status} = 'pending'`),
    uniqueIndex('team_invitations_token_key').on(t.token_hash),
    index('team_invitations_team_idx').on(t.team_id, t.id),
  ],
);

export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
