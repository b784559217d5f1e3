import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { pendingSignIns } from './second-factors.js';
import { users } from './users.js';

/**
 * Passkeys (WebAuthn, decision 0064): several a person, each named. `credential_id` and `public_key` (COSE) are
 * base64url as the authenticator gave them; a credential belongs to one account only. `counter` is the
 * authenticator's signature counter: an assertion must move it forward (or both stay 0, as synced passkeys do).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credential_id: text('credential_id').notNull(),
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    last_used_at: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_key').on(t.credential_id),
    index('passkeys_user_idx').on(t.user_id, t.created_at),
    check('passkeys_name_check', sql`char_length(${t.name}) between 1 and 60`),
    check('passkeys_counter_check', sql`${t.counter} >= 0`),
  ],
);

/**
 * A WebAuthn challenge waiting for its answer: stored as its SHA-256, single use (`used_at` by a conditional update),
 * five minutes. `purpose` says which ceremony may spend it: REGISTER and STEP_UP for the signed-in `user_id`,
 * SECOND_STEP for the pending sign-in it was made for, SIGN_IN (usernameless) for whoever's passkey answers it.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challenge_hash: text('challenge_hash').notNull(),
    purpose: text('purpose').$type<'REGISTER' | 'SIGN_IN' | 'SECOND_STEP' | 'STEP_UP'>().notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    pending_sign_in_id: integer('pending_sign_in_id').references(() => pendingSignIns.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_hash_key').on(t.challenge_hash),
    index('webauthn_challenges_expiry_idx').on(t.expires_at),
    check('webauthn_challenges_purpose_check', sql`${t.purpose} in ('REGISTER','SIGN_IN','SECOND_STEP','STEP_UP')`),
    check('webauthn_challenges_expiry_check', sql`${t.expires_at} > ${t.created_at}`),
    // Whose challenge it is follows from its purpose: nobody's for a usernameless sign-in.
    check('webauthn_challenges_owner_check', sql`(${t.purpose} = 'SIGN_IN') = (${t.user_id} is null)`),
    check('webauthn_challenges_pending_check', sql`(${t.purpose} = 'SECOND_STEP') = (${t.pending_sign_in_id} is not null)`),
  ],
);
