import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MINUTES, PASSKEY_MSG } from '@mp/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { webauthnChallenges } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashSecret } from '../../lib/secrets.js';

/**
 * The relying party and the challenges of passkeys (decision 0064). The RP ID is APP_URL's host and the origin
 * APP_URL's own. WebAuthn needs a domain, so a loopback address (a developer's or the browser tests' server on
 * 127.0.0.1) is served as `localhost`, the one name browsers treat as secure without TLS.
 */
export interface RelyingParty {
  name: string;
  id: string;
  origins: string[];
}

/** The name the authenticator shows beside the account. */
const RP_NAME = 'Onbrief';
const LOOPBACK = /^(127(?:\.\d{1,3}){3}|\[::1\])$/;

export function relyingParty(config: Pick<Config, 'appUrl'>): RelyingParty {
  const url = new URL(config.appUrl);
  if (!LOOPBACK.test(url.hostname)) return { name: RP_NAME, id: url.hostname, origins: [url.origin] };
  const local = new URL(url.href);
  local.hostname = 'localhost';
  return { name: RP_NAME, id: 'localhost', origins: [url.origin, local.origin] };
}

export type ChallengePurpose = (typeof webauthnChallenges.$inferInsert)['purpose'];

interface ChallengeOwner {
  userId?: number;
  pendingSignInId?: number;
}

/** Keeps a challenge the library made for the options: as its hash, five minutes, for one purpose and owner. */
export async function storeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, owner: ChallengeOwner = {}): Promise<void> {
  await db.insert(webauthnChallenges).values({
    challenge_hash: hashSecret(challenge),
    purpose,
    user_id: owner.userId ?? null,
    pending_sign_in_id: owner.pendingSignInId ?? null,
    expires_at: new Date(Date.now() + PASSKEY_CHALLENGE_MINUTES * 60_000),
  });
}

export const expiredChallenge = () => new AppError('BAD_USER_INPUT', PASSKEY_MSG.expired);
export const notVerified = () => new AppError('BAD_USER_INPUT', PASSKEY_MSG.notVerified);

/** The browser's JSON answer, read as far as the ceremony needs before the library checks it whole. */
export function readResponse<T extends { id: string; response: { clientDataJSON: string } }>(json: string): { response: T; challenge: string } {
  try {
    const response = JSON.parse(json) as T;
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof response.id !== 'string' || typeof clientData.challenge !== 'string') throw new Error('no challenge');
    return { response, challenge: clientData.challenge };
  } catch {
    throw new AppError('BAD_USER_INPUT', PASSKEY_MSG.responseInvalid, { 'input.response': PASSKEY_MSG.responseInvalid });
  }
}

/**
 * Spends the challenge the answer signed, if it is one of ours, unspent, unexpired, for this purpose and owner: a
 * conditional update, so of two answers at once one wins, and a challenge is never used twice. Answers its owner.
 */
export async function spendChallenge(db: Db, challenge: string, purpose: ChallengePurpose, owner: ChallengeOwner = {}): Promise<{ userId: number | null }> {
  const [spent] = await db
    .update(webauthnChallenges)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(webauthnChallenges.challenge_hash, hashSecret(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.used_at),
        gt(webauthnChallenges.expires_at, sql`now()`),
        owner.userId === undefined ? undefined : eq(webauthnChallenges.user_id, owner.userId),
        owner.pendingSignInId === undefined ? undefined : eq(webauthnChallenges.pending_sign_in_id, owner.pendingSignInId),
      ),
    )
    .returning({ userId: webauthnChallenges.user_id });
  if (!spent) throw expiredChallenge();
  return spent;
}
