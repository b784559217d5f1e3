import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CreditDirection } from '@mp/domain';
import { ts } from './columns.js';
import { opportunities } from './opportunities.js';
import { users } from './users.js';

/**
 * A company team's job-post balance (decision 0022). Changed only together with a ledger row, by a
 * conditional update (`balance >= 1` to spend); the CHECK refuses a negative balance, and a deferred
 * trigger (migration 0003) refuses a commit whose balance is not the ledger's last balance_after.
 */
export const teamCredits = pgTable(
  'team_credits',
  {
    team_id: integer('team_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balance: integer('balance').notNull().default(0),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('team_credits_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * The credits ledger: append-only (a trigger refuses UPDATE and DELETE), one row per movement. Each row's
 * balance_after is the previous row's plus or minus its quantity (checked by a trigger), so the last row's
 * balance_after is the sum of the ledger, and equals team_credits.balance.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    direction: text('direction').$type<CreditDirection>().notNull(),
    quantity: integer('quantity').notNull(),
    balance_after: integer('balance_after').notNull(),
    /** Why: 'Job post', 'Project post', or the administrator's words for a grant. */
    reason: text('reason').notNull(),
    /** Who: the member who posted, the administrator who granted. */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The post an OUT row paid for; on an IN row, the rejected post it refunds (decision 0065). */
    opportunity_id: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_team_idx').on(t.team_id, t.id),
    // A rejected post's credit comes back once, however many administrators act at once.
    uniqueIndex('credit_ledger_post_refund_key').on(t.opportunity_id).where(sql`${t.direction} = 'IN' and ${t.opportunity_id} is not null`),
    check('credit_ledger_direction_check', sql`${t.direction} in ('IN','OUT')`),
    check('credit_ledger_quantity_check', sql`${t.quantity} > 0`),
    check('credit_ledger_balance_check', sql`${t.balance_after} >= 0`),
    check('credit_ledger_reason_check', sql`char_length(btrim(${t.reason})) between 1 and 255`),
  ],
);

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
