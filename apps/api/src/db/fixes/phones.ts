/**
 * Stored phone numbers to E.164 (decision 0042): the numbers saved before the API stored E.164, as typed
 * with the plus the old form rule added ('+07700 900123', '+44 20 7946 0000'), read with libphonenumber in the
 * account's country (the invoice country for the invoice phone; GB by default). A number it cannot read stays as
 * typed, and the console flags it.
 *
 * A data fix in JavaScript, not a migration (SQL cannot parse a number): run at start beside the seeds (main.ts).
 * Idempotent: it reads only numbers not already in E.164's shape, so a second run changes nothing and, once the
 * numbers are fixed, reads only those it could not read (few). Batches of 500 by id, each row updated alone.
 */
import { and, asc, eq, gt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { phoneToStore } from '@mp/domain/phone';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';

const BATCH = 500;

/** E.164's shape: a plus, no leading zero, up to 15 digits. */
const notE164 = (column: AnyColumn): SQL => sql`(${column} is not null and ${column} !~ '^\\+[1-9][0-9]{6,14}$')`;

export interface PhoneFixResult {
  /** Rows with a number changed to E.164. */
  converted: number;
  /** Rows with a number kept as typed (it could not be read). */
  kept: number;
}

export async function fixStoredPhones(db: Db): Promise<PhoneFixResult> {
  const result: PhoneFixResult = { converted: 0, kept: 0 };
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: users.id,
        phone: users.phone,
        phone_secondary: users.phone_secondary,
        invoice_phone: users.invoice_phone,
        country: users.country,
        invoice_country: users.invoice_country,
      })
      .from(users)
      .where(and(gt(users.id, after), or(notE164(users.phone), notE164(users.phone_secondary), notE164(users.invoice_phone))))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (rows.length === 0) return result;
    for (const row of rows) {
      const stored = (value: string | null, country: string | null) => (value === null ? null : phoneToStore(value, country));
      const next = {
        phone: stored(row.phone, row.country),
        phone_secondary: stored(row.phone_secondary, row.country),
        invoice_phone: stored(row.invoice_phone, row.invoice_country ?? row.country),
      };
      const changed = Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== row[key as keyof typeof next]));
      if (Object.keys(changed).length > 0) {
        // Only if still as read: a person saving their profile meanwhile wins.
        await db
          .update(users)
          .set(changed)
          .where(
            and(
              eq(users.id, row.id),
              ...(Object.keys(changed) as (keyof typeof next)[]).map((key) =>
                row[key] === null ? sql`${users[key]} is null` : eq(users[key], row[key]),
              ),
            ),
          );
        result.converted++;
      }
      // What is still not E.164 after the fix was kept as typed.
      if (Object.values(next).some((value) => value !== null && !/^\+[1-9][0-9]{6,14}$/.test(value))) result.kept++;
    }
    after = rows.at(-1)!.id;
  }
}
