import { AppError } from '../errors.js';

/** The largest value of a PostgreSQL `integer` (int4) column, which our ids are. */
export const MAX_ID = 2_147_483_647;

export const isRowId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ID;

/**
 * A GraphQL ID (or a number) as a row id: a positive whole number up to MAX_ID, written in plain
 * digits. Anything else ('abc', '1.5', '1e3', ' 7', '99999999999') is the client's mistake.
 */
export function parseId(value: string | number, what = 'id'): number {
  const text = typeof value === 'number' ? String(value) : value;
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(id <= MAX_ID)) throw new AppError('BAD_USER_INPUT', `Invalid ${what}.`);
  return id;
}
