import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MINUTES, PASSKEY_MSG, registerPasskeySchema, removePasskeySchema, renamePasskeySchema } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { passkeys } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { hasSecondFactor, requireFreshFactor } from '../../viewer/second-factor.js';
import { audit } from '../audit/service.js';
import { forgetSessionFactors, markSessionFactor } from './factors.js';
import { assertMayManageFactors } from './policy.js';
import { notVerified, readResponse, relyingParty, spendChallenge, storeChallenge } from './webauthn.js';

/** A person's passkeys (decision 0064): registering, listing, renaming, removing. */

export interface PasskeyListing {
  id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const listing = { id: passkeys.id, name: passkeys.name, created_at: passkeys.created_at, last_used_at: passkeys.last_used_at };

export function listPasskeys(db: Db, userId: number): Promise<PasskeyListing[]> {
  return db.select(listing).from(passkeys).where(eq(passkeys.user_id, userId)).orderBy(asc(passkeys.created_at), asc(passkeys.id));
}

/** The credentials an authenticator is told about (to skip at registration, to offer at a second step). */
export function credentialsOf(db: Db, userId: number) {
  return db.select({ id: passkeys.credential_id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.user_id, userId));
}

const notFound = () => new AppError('NOT_FOUND', PASSKEY_MSG.notFound);

/**
 * The options for navigator.credentials.create(), as JSON: a discoverable credential with user verification (so it
 * can sign in without a password), the person's own passkeys excluded. When the account already has a factor, a
 * step-up first: the challenge is the proof it passed, for the five minutes it lives.
 */
export async function startPasskeyRegistration(deps: Deps, viewer: Viewer, now = Date.now()): Promise<string> {
  assertMayManageFactors(viewer);
  await requireFreshFactor(deps.db, viewer, now);
  const rp = relyingParty(deps.config);
  const existing = await credentialsOf(deps.db, viewer.user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: viewer.user.email,
    userDisplayName: [viewer.user.first_name, viewer.user.last_name].filter(Boolean).join(' '),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
  });
  await storeChallenge(deps.db, options.challenge, 'REGISTER', { userId: viewer.user.id });
  return JSON.stringify(options);
}

/**
 * Keeps the passkey the authenticator made for this person's challenge. A credential already registered (to anyone)
 * is refused by the unique credential id. The session has proved a factor by it, as confirming an app does.
 */
export async function finishPasskeyRegistration(deps: Deps, viewer: Viewer, input: unknown, meta: RequestMeta, now = Date.now()): Promise<PasskeyListing> {
  assertMayManageFactors(viewer);
  const { name, response: json } = AppError.parse(registerPasskeySchema, input);
  const { response, challenge } = readResponse<RegistrationResponseJSON>(json);
  await spendChallenge(deps.db, challenge, 'REGISTER', { userId: viewer.user.id });
  const rp = relyingParty(deps.config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw notVerified();
  const { credential } = verification.registrationInfo;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        user_id: viewer.user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      })
      .onConflictDoNothing({ target: passkeys.credential_id })
      .returning(listing);
    if (!row) throw new AppError('BAD_USER_INPUT', PASSKEY_MSG.alreadyRegistered);
    await markSessionFactor(tx, viewer.tokenId, new Date(now));
    await audit(tx, { actorId: viewer.user.id, action: 'second_factor.passkey_added', targetType: 'user', targetId: viewer.user.id, details: { passkey_id: row.id }, ip: meta.ip });
    return row;
  });
}

/** Renames one of the viewer's own passkeys; another's is NOT_FOUND. */
export async function renamePasskey(deps: Deps, viewer: Viewer, input: unknown): Promise<PasskeyListing> {
  assertMayManageFactors(viewer);
  const { id, name } = AppError.parse(renamePasskeySchema, input);
  const [row] = await deps.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.user_id, viewer.user.id)))
    .returning(listing);
  if (!row) throw notFound();
  return row;
}

/**
 * Removes one of the viewer's own passkeys (another's is NOT_FOUND) after a step-up, as any change of factors. With
 * no factor left, no session of the account keeps a proved factor.
 */
export async function removePasskey(deps: Deps, viewer: Viewer, input: unknown, meta: RequestMeta, now = Date.now()): Promise<void> {
  assertMayManageFactors(viewer);
  const { id } = AppError.parse(removePasskeySchema, input);
  const own = and(eq(passkeys.id, id), eq(passkeys.user_id, viewer.user.id));
  const [found] = await deps.db.select({ id: passkeys.id }).from(passkeys).where(own);
  if (!found) throw notFound();
  await requireFreshFactor(deps.db, viewer, now);
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(passkeys).where(own).returning({ id: passkeys.id });
    if (!gone) throw notFound();
    await forgetIfNoFactorLeft(tx, viewer.user.id);
    await audit(tx, { actorId: viewer.user.id, action: 'second_factor.passkey_removed', targetType: 'user', targetId: viewer.user.id, details: { passkey_id: id }, ip: meta.ip });
  });
}

/** After a factor goes: when it was the last, no session of the account keeps a proved factor. */
export async function forgetIfNoFactorLeft(tx: Tx, userId: number): Promise<void> {
  if (!(await hasSecondFactor(tx, userId))) await forgetSessionFactors(tx, userId);
}
