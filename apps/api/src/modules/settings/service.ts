import { asc, eq, inArray, not, sql } from 'drizzle-orm';
import { SECRET_SETTING_PREFIX, settingSchema } from '@mp/domain';
import { ZodError } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/service.js';
import type { Actor } from '../audit/actor.js';

export type SettingRow = typeof settings.$inferSelect;

const isSecret = (key: string) => key.startsWith(SECRET_SETTING_PREFIX);
const secretPattern = `${SECRET_SETTING_PREFIX.replace(/_/g, '\\_')}%`;

/** A public setting; secret ones are never returned here. */
export async function getSetting(db: Db, key: string): Promise<SettingRow | null> {
  if (isSecret(key)) return null;
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row ?? null;
}

/**
 * Several public settings at once, read in the caller's transaction when given one: each key's value, '' for a
 * key that is not set (secret keys read as '').
 */
export async function settingValues<K extends string>(db: Db | Tx, keys: readonly K[]): Promise<Record<K, string>> {
  const wanted = keys.filter((k) => !isSecret(k));
  const rows = wanted.length ? await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, wanted)) : [];
  const found = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, isSecret(k) ? '' : (found.get(k) ?? '')])) as Record<K, string>;
}

/** A whole-number setting (a price, a number of days); a missing or malformed one is the platform's fault, not the user's. */
export async function wholeSettingValue(db: Db | Tx, key: string): Promise<number> {
  const { [key]: value } = await settingValues(db, [key]);
  if (!value || !/^\d{1,9}$/.test(value)) throw new Error(`setting ${key} is missing or not a whole number`);
  return Number(value);
}

export function listSettings(db: Db, opts: { includeSecret?: boolean } = {}): Promise<SettingRow[]> {
  return db
    .select()
    .from(settings)
    .where(opts.includeSecret ? undefined : not(sql`${settings.key} like ${secretPattern}`))
    .orderBy(asc(settings.key));
}

/** Sets a value (adding the key when new); numbers are checked by the key's unit (see settingValueRule). */
export async function updateSetting(db: Db, actor: Actor, rawKey: string, rawValue: string): Promise<SettingRow> {
  let key: string;
  let value: string;
  try {
    ({ key, value } = settingSchema.parse({ key: rawKey, value: rawValue }));
  } catch (err) {
    if (err instanceof ZodError) throw AppError.fromZod(err, '');
    throw err;
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
    const [row] = await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } })
      .returning();
    // Secret values stay out of the log.
    const details = isSecret(key) ? { key } : { key, from: before?.value ?? null, to: value };
    await audit(tx, { actorId: actor.id, action: 'setting.update', targetType: 'setting', details, ip: actor.ip });
    return row!;
  });
}
