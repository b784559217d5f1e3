import { asc, eq, not, sql } from 'drizzle-orm';
import { SECRET_SETTING_PREFIX, settingSchema } from '@mp/domain';
import { ZodError } from 'zod';
import type { Db } from '../../db/client.js';
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
