import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './users.js';

/**
 * Team user associations (document 2, Manage Team: "which other members' posts this member manages"):
 * in team_id, user_id manages the posts created for associate_id. The member's dashboard
 * reads them (decision 0022); Manage Team sets them.
 */
export const teamUserAssociations = pgTable(
  'team_user_associations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associate_id: integer('associate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_user_associations_key').on(t.team_id, t.user_id, t.associate_id),
    index('team_user_associations_associate_idx').on(t.associate_id),
    check('team_user_associations_self_check', sql`${t.user_id} <> ${t.associate_id}`),
  ],
);
