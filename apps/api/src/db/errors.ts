import type { Tx } from './client.js';

/**
 * PostgreSQL errors from either driver: drizzle wraps the driver's error as `cause`; postgres-js
 * names the constraint `constraint_name`, PGlite `constraint`.
 */
export function pgError(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint } = e as { code?: unknown; constraint_name?: string; constraint?: string };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint: constraint_name ?? constraint };
  }
  return undefined;
}

export const PG = { uniqueViolation: '23505', foreignKeyViolation: '23503', restrictViolation: '23001', checkViolation: '23514' } as const;

/** A value PostgreSQL cannot take (SQLSTATE class 22, "data exception"): the input's fault. */
export function isDataException(err: unknown): boolean {
  return pgError(err)?.code.startsWith('22') ?? false;
}

// Socket errors (Node), postgres-js's own connection errors, and SQLSTATEs of a server that is
// going away or not accepting: 08 connection exception, 57P01-57P03 shutdown/cannot connect now,
// 53300 too many connections.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH',
  'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED',
  '57P01', '57P02', '57P03', '53300',
]);

/**
 * The database could not be reached or dropped the connection: worth a retry, not a bug. Node's
 * socket codes are not specific to PostgreSQL (postgres-js does not always mark its errors), so an
 * unreachable S3 or SMTP server met during a request counts too, which is the same "try again".
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  // Follows drizzle's `cause` and AggregateError's `errors` (one per address tried).
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    queue.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

/** A unique index refused the row; with `constraint`, only that index's refusal counts. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === PG.uniqueViolation && (constraint === undefined || e.constraint === constraint);
}

/** The address belongs to another account (users_email_lower_key), not some other clash on the row. */
export function isEmailTaken(err: unknown): boolean {
  return isUniqueViolation(err, 'users_email_lower_key');
}

/**
 * A row still referred to: 23503 for foreign keys with NO ACTION, 23001 for ON DELETE RESTRICT
 * (as the reference lists' keys are declared).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === PG.foreignKeyViolation || code === PG.restrictViolation;
}

/**
 * Runs `remove` in a savepoint and answers its result; when a foreign key refuses it (the row is in
 * use), answers `instead()` in the same transaction, e.g. hiding or deactivating the row.
 */
export async function removeOrElse<T>(tx: Tx, remove: (sp: Tx) => Promise<T>, instead: () => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(remove);
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    return instead();
  }
}
