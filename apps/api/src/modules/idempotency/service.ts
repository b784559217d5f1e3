import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * Client idempotency keys (decision 0041): an operation that costs, sends or creates runs once per key, and a
 * repeat within 24 hours gets the first answer. The key is claimed in the operation's own transaction, so a
 * concurrent repeat waits on the primary key until the first commits (and replays it) or rolls back (and runs).
 */

export const IDEMPOTENCY_HOURS = 24;

export const IDEMPOTENCY_MSG = {
  invalid: 'The idempotency key must be a UUID.',
  reused: 'This idempotency key was already used for a different request. Send a new key for a new request.',
} as const;

/** An answer that can be stored as JSON: ids and flags, so a replay reads the resource fresh. */
export type Answer = { [key: string]: string | number | boolean | null };

export interface IdempotentRequest {
  scopeId: number;
  operation: string;
  key: string;
  fingerprint: string;
}

const keySchema = z.uuid();

/** JSON with sorted keys: two bodies that differ only in their order of fields are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A client's key as stored: a UUID, lower case; anything else is BAD_USER_INPUT on `idempotencyKey`. */
export function checkIdempotencyKey(key: string): string {
  if (!keySchema.safeParse(key).success) throw new AppError('BAD_USER_INPUT', IDEMPOTENCY_MSG.invalid, { idempotencyKey: IDEMPOTENCY_MSG.invalid });
  return key.toLowerCase();
}

/** sha256 of who sent a request and everything they sent: a key answers only the same person's same request. */
export function requestFingerprint(actorId: number, body: unknown): string {
  return createHash('sha256').update(canonical({ actor: actorId, body })).digest('hex');
}

/** The same key with another fingerprint (another body, or another person). */
export const keyReused = () => new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MSG.reused, { idempotencyKey: IDEMPOTENCY_MSG.reused });

/**
 * The request an operation's key stands for, or null without a key (old clients run as before). `scopeId` is the
 * account the operation acts for (a team, or a person); the fingerprint covers who sent it and what they sent.
 */
export function idempotentRequest(
  key: string | null | undefined,
  request: { scopeId: number; operation: string; actorId: number; body: unknown },
): IdempotentRequest | null {
  if (key === null || key === undefined) return null;
  const fingerprint = requestFingerprint(request.actorId, request.body);
  return { scopeId: request.scopeId, operation: request.operation, key: checkIdempotencyKey(key), fingerprint };
}

const matches = (r: IdempotentRequest) =>
  and(eq(idempotencyKeys.scope_id, r.scopeId), eq(idempotencyKeys.operation, r.operation), eq(idempotencyKeys.key, r.key));

/**
 * Runs `work` in `tx` once per request: the first time it claims the key and stores work's answer with it; a repeat
 * answers the stored answer without running work (`replayed`: side effects after the commit are the first's). The
 * same key with another fingerprint is refused. A key older than 24 hours counts as new.
 */
export async function once<T extends Answer>(
  tx: Tx,
  request: IdempotentRequest | null,
  work: () => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  if (!request) return { answer: await work(), replayed: false };
  // Waits while another transaction holds the same key; takes over a row past its 24 hours not yet purged.
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope_id: request.scopeId, operation: request.operation, key: request.key, fingerprint: request.fingerprint })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope_id, idempotencyKeys.operation, idempotencyKeys.key],
      set: { fingerprint: request.fingerprint, answer: null, created_at: sql`now()` },
      setWhere: sql`${idempotencyKeys.created_at} <= now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    // Committed by an earlier request (read committed: this statement sees it).
    const [stored] = await tx
      .select({ fingerprint: idempotencyKeys.fingerprint, answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(matches(request));
    if (stored?.fingerprint !== request.fingerprint) throw keyReused();
    return { answer: stored.answer as T, replayed: true };
  }
  const answer = await work();
  await tx.update(idempotencyKeys).set({ answer }).where(matches(request));
  return { answer, replayed: false };
}

/** The hourly clock: keys past their 24 hours go. */
export async function pruneIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.created_at} <= now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`)
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
