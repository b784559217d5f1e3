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

export function isUniqueViolation(err: unknown): boolean {
  return pgError(err)?.code === PG.uniqueViolation;
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
