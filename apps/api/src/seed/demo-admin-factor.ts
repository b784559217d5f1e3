import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { totpFactors, users } from '../db/schema/index.js';
import { seal } from '../lib/sealed.js';
import { TOTP_PURPOSE } from '../modules/second-factor/verify.js';

/**
 * The demo administrator's authenticator app (decision 0064): the console needs a second factor, so the demo's
 * administrator has one with this known secret (README), outside production only. Any authenticator app takes it
 * typed in; the browser tests and the API harness compute its codes.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'ONBRIEFDEMOADMINTOTPSECRETAAAAAA';

/** Adds the factor to the demo administrator when they have none, also in a demo database made before it. */
export async function seedDemoAdminFactor(db: Db, appSecret: string | undefined): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, 'admin@demo.test'), eq(users.type, 'ADMIN')));
  if (!admin) return;
  await db
    .insert(totpFactors)
    .values({ user_id: admin.id, secret: seal(DEMO_ADMIN_TOTP_SECRET, appSecret, TOTP_PURPOSE), confirmed_at: new Date() })
    .onConflictDoNothing();
}
