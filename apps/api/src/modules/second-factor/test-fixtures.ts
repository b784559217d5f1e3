import type { Db } from '../../db/client.js';
import { totpFactors } from '../../db/schema/index.js';
import { seal } from '../../lib/sealed.js';
import { newTotpSecret } from './totp.js';
import { TOTP_PURPOSE } from './verify.js';

/** Tests: gives an account a confirmed authenticator app (kept `plain:`, so any APP_SECRET opens it); answers its secret. */
export async function giveAuthenticator(db: Db, userId: number, secret = newTotpSecret()): Promise<string> {
  await db.insert(totpFactors).values({ user_id: userId, secret: seal(secret, undefined, TOTP_PURPOSE), confirmed_at: new Date() });
  return secret;
}
