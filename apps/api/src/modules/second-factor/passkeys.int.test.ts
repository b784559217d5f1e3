import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MSG, SECOND_FACTOR_MSG } from '@mp/domain';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { accessTokens, auditLog, passkeys, users, webauthnChallenges } from '../../db/schema/index.js';
import { hashSecret } from '../../lib/secrets.js';
import { authenticate } from '../../viewer/sessions.js';
import type { Viewer } from '../../viewer/viewer.js';
import { SoftAuthenticator } from './passkey-fixtures.js';
import { finishPasskeyRegistration, removePasskey, renamePasskey, startPasskeyRegistration } from './passkeys.js';

/** Passkeys (decision 0064): real WebAuthn answers from a software authenticator, checked by the server as a browser's. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const REGISTER_START = 'mutation { startPasskeyRegistration }';
const REGISTER_FINISH = 'mutation($input: RegisterPasskeyInput!) { finishPasskeyRegistration(input: $input) { id name created_at last_used_at } }';
const LIST = '{ myPasskeys { id name created_at last_used_at } }';
const RENAME = 'mutation($input: RenamePasskeyInput!) { renamePasskey(input: $input) { id name } }';
const REMOVE = 'mutation($input: RemovePasskeyInput!) { removePasskey(input: $input) }';
const OPTIONS = 'mutation($input: PasskeyOptionsInput!) { passkeyOptions(input: $input) }';
const SIGN_IN = 'mutation($input: PasskeySignInInput!) { signInWithPasskey(input: $input) { email access_token } }';
const COMPLETE = 'mutation($input: SecondStepInput!) { completeSignIn(input: $input) { email access_token } }';
const STEP_UP = 'mutation($input: ConfirmSecondFactorInput!) { confirmSecondFactor(input: $input) { recovery_codes_left } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { access_token } }';
const meta = { ip: '10.9.0.1' };

let n = 0;
interface Person {
  id: number;
  email: string;
  token: string;
  viewer: () => Promise<Viewer>;
  authenticator: SoftAuthenticator;
}

async function newPerson(): Promise<Person> {
  const email = `passkey-${++n}-${Date.now()}@example.test`;
  const res = await t.gql(
    'mutation($input: RegisterInput!) { register(input: $input) { id access_token } }',
    {
      input: {
        type: 'FREELANCER', email, password: DEMO_PASSWORD, first_name: 'Pia', last_name: 'Key', address_1: '1 Road', city: 'Leeds',
        state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', phone: '0113 496 0000',
      },
    },
    undefined,
    { ip: `10.8.0.${n}` },
  );
  const token = res.data.register.access_token as string;
  return { id: Number(res.data.register.id), email, token, viewer: async () => (await authenticate(t.deps.db, token))!, authenticator: new SoftAuthenticator() };
}

/** Registers a passkey through GraphQL with the person's authenticator; answers its listing. */
async function register(person: Person, name = 'Laptop') {
  const options = (await t.gql(REGISTER_START, {}, person.token)).data.startPasskeyRegistration as string;
  const { json } = person.authenticator.register(options);
  const res = await t.gql(REGISTER_FINISH, { input: { name, response: json } }, person.token);
  expect(res.errors).toBeUndefined();
  return res.data.finishPasskeyRegistration as { id: string; name: string };
}

async function options(purpose: string, token?: string, pending_token?: string): Promise<string> {
  const res = await t.gql(OPTIONS, { input: { purpose, pending_token } }, token, meta);
  expect(res.errors).toBeUndefined();
  return res.data.passkeyOptions;
}

async function pendingOf(email: string): Promise<{ token: string; methods: string }> {
  const res = await t.gql(LOGIN, { input: { email, password: DEMO_PASSWORD } }, undefined, { ip: '10.9.1.1' });
  expect(res.errors[0].extensions.code).toBe('SECOND_STEP_REQUIRED');
  return { token: res.errors[0].extensions.fields.pending_token, methods: res.errors[0].extensions.fields.methods };
}

const rowsOf = (userId: number) => t.deps.db.select().from(passkeys).where(eq(passkeys.user_id, userId));

describe('registering, listing, renaming and removing passkeys', () => {
  it('registers two named passkeys, lists them, and proves a factor on the session', async () => {
    const person = await newPerson();
    const first = await register(person, '  Work laptop ');
    expect(first.name).toBe('Work laptop');
    const viewer = await person.viewer();
    expect(viewer.factorAt).not.toBeNull();
    await register(person, 'Phone');
    const list = (await t.gql(LIST, {}, person.token)).data.myPasskeys;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Work laptop', 'Phone']);
    expect(list[0].last_used_at).toBeNull();
    expect(Date.parse(list[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    const [stored] = await rowsOf(person.id);
    expect(stored!.credential_id).toBe(person.authenticator.credentials[0]!.id.toString('base64url'));
    expect(stored!.transports).toEqual(['internal']);
    expect((await t.gql('{ mySecondFactors { totp passkeys } }', {}, person.token)).data.mySecondFactors).toEqual({ totp: false, passkeys: 2 });
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.actor_id, person.id));
    expect(audits.filter((a) => a.action === 'second_factor.passkey_added')).toHaveLength(2);
  });

  it('checks the name: 1 to 60 characters', async () => {
    const person = await newPerson();
    const opts = (await t.gql(REGISTER_START, {}, person.token)).data.startPasskeyRegistration;
    const { json } = person.authenticator.register(opts);
    const empty = await t.gql(REGISTER_FINISH, { input: { name: '   ', response: json } }, person.token);
    expect(empty.errors[0].extensions.fields['input.name']).toBe(PASSKEY_MSG.nameRequired);
    const long = await t.gql(REGISTER_FINISH, { input: { name: 'x'.repeat(61), response: json } }, person.token);
    expect(long.errors[0].extensions.fields['input.name']).toBe(PASSKEY_MSG.nameTooLong);
    expect(await rowsOf(person.id)).toHaveLength(0);
  });

  it('asks an account that has a factor for a fresh one before registering another passkey', async () => {
    const person = await newPerson();
    await register(person);
    const later = Date.now() + 6 * 60_000;
    await expect(startPasskeyRegistration(t.deps, await person.viewer(), later)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
  });

  it('refuses a credential id already registered, to the same or another account', async () => {
    const owner = await newPerson();
    await register(owner);
    const takenId = owner.authenticator.credentials[0]!.id;
    for (const who of [owner, await newPerson()]) {
      const opts = (await t.gql(REGISTER_START, {}, who.token)).data.startPasskeyRegistration;
      const { json } = who.authenticator.register(opts, { credentialId: takenId });
      const res = await t.gql(REGISTER_FINISH, { input: { name: 'Copy', response: json } }, who.token);
      expect(res.errors[0].message).toBe(PASSKEY_MSG.alreadyRegistered);
    }
    const [row] = await t.deps.db.select().from(passkeys).where(eq(passkeys.credential_id, takenId.toString('base64url')));
    expect(row!.user_id).toBe(owner.id);
  });

  it('refuses a registration challenge twice, one of another account, and an answer from another origin', async () => {
    const person = await newPerson();
    const opts = (await t.gql(REGISTER_START, {}, person.token)).data.startPasskeyRegistration;
    const { json } = person.authenticator.register(opts);
    await t.gql(REGISTER_FINISH, { input: { name: 'One', response: json } }, person.token);
    const again = await t.gql(REGISTER_FINISH, { input: { name: 'Two', response: person.authenticator.register(opts).json } }, person.token);
    expect(again.errors[0].message).toBe(PASSKEY_MSG.expired);

    const other = await newPerson();
    const theirs = (await t.gql(REGISTER_START, {}, other.token)).data.startPasskeyRegistration;
    const stolen = await t.gql(REGISTER_FINISH, { input: { name: 'Theirs', response: person.authenticator.register(theirs).json } }, person.token);
    expect(stolen.errors[0].message).toBe(PASSKEY_MSG.expired);

    const fresh = new SoftAuthenticator('https://evil.example');
    const next = (await t.gql(REGISTER_START, {}, other.token)).data.startPasskeyRegistration;
    const phished = await t.gql(REGISTER_FINISH, { input: { name: 'Phished', response: fresh.register(next).json } }, other.token);
    expect(phished.errors[0].message).toBe(PASSKEY_MSG.notVerified);
    expect(await rowsOf(other.id)).toHaveLength(0);
  });

  it("renames and removes one's own passkey; another account's is NOT_FOUND and stays as it was", async () => {
    const owner = await newPerson();
    const key = await register(owner, 'Mine');
    const stranger = await newPerson();
    const rename = await t.gql(RENAME, { input: { id: key.id, name: 'Hacked' } }, stranger.token);
    expect(rename.errors[0].extensions.code).toBe('NOT_FOUND');
    const remove = await t.gql(REMOVE, { input: { id: key.id } }, stranger.token);
    expect(remove.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await rowsOf(owner.id)).map((r) => r.name)).toEqual(['Mine']);

    expect((await t.gql(RENAME, { input: { id: key.id, name: 'Desk' } }, owner.token)).data.renamePasskey.name).toBe('Desk');
    expect((await t.gql(REMOVE, { input: { id: key.id } }, owner.token)).data.removePasskey).toBe(true);
    expect(await rowsOf(owner.id)).toHaveLength(0);
    // The last factor went: the session keeps no proved factor, and the password alone signs in again.
    expect((await owner.viewer()).factorAt).toBeNull();
    expect((await t.gql(LOGIN, { input: { email: owner.email, password: DEMO_PASSWORD } }, undefined, { ip: '10.9.2.1' })).data.login.access_token).toBeTruthy();
  });

  it('asks for a fresh factor before removing a passkey', async () => {
    const person = await newPerson();
    const key = await register(person);
    const later = Date.now() + 6 * 60_000;
    await expect(removePasskey(t.deps, await person.viewer(), { id: key.id }, meta, later)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await rowsOf(person.id)).toHaveLength(1);
  });

  it('refuses a visitor and an administrator acting as the person', async () => {
    for (const q of [LIST, REGISTER_START]) expect((await t.gql(q)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(RENAME, { input: { id: '1', name: 'x' } })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(REMOVE, { input: { id: '1' } })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(OPTIONS, { input: { purpose: 'STEP_UP' } })).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const person = await newPerson();
    const key = await register(person);
    const impersonated = { ...(await person.viewer()), impersonatorId: 1 };
    await expect(startPasskeyRegistration(t.deps, impersonated)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(finishPasskeyRegistration(t.deps, impersonated, { name: 'x', response: '{}' }, meta)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(renamePasskey(t.deps, impersonated, { id: key.id, name: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(removePasskey(t.deps, impersonated, { id: key.id }, meta)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rowsOf(person.id)).map((r) => r.name)).toEqual(['Laptop']);
  });
});

describe('signing in with a passkey, without a password', () => {
  it("asks for no account, signs in the passkey's owner with a proved factor, and moves the counter", async () => {
    const person = await newPerson();
    await register(person);
    const opts = await options('SIGN_IN');
    expect(JSON.parse(opts).allowCredentials ?? []).toEqual([]);
    const res = await t.gql(SIGN_IN, { input: { response: person.authenticator.assert(opts) } }, undefined, meta);
    expect(res.data.signInWithPasskey.email).toBe(person.email);
    const viewer = await authenticate(t.deps.db, res.data.signInWithPasskey.access_token);
    expect(viewer!.user.id).toBe(person.id);
    expect(viewer!.factorAt).not.toBeNull();
    const [row] = await rowsOf(person.id);
    expect(row!.counter).toBe(1);
    expect(row!.last_used_at).not.toBeNull();
  });

  it("signs another account's passkey in as its owner only, never as me", async () => {
    const me = await newPerson();
    await register(me);
    const other = await newPerson();
    await register(other);
    const res = await t.gql(SIGN_IN, { input: { response: other.authenticator.assert(await options('SIGN_IN')) } }, undefined, meta);
    expect(res.data.signInWithPasskey.email).toBe(other.email);
    // Claiming my credential with another key: the signature does not verify.
    const forged = other.authenticator.assert(await options('SIGN_IN'), me.authenticator.credentials[0], { signWith: other.authenticator.credentials[0]!.privateKey });
    const refused = await t.gql(SIGN_IN, { input: { response: forged } }, undefined, meta);
    expect(refused.errors[0].message).toBe(PASSKEY_MSG.signInFailed);
    expect(refused.data).toBeNull();
  });

  it('refuses a challenge used twice, an expired one, a replayed counter, another origin and an unknown passkey', async () => {
    const person = await newPerson();
    await register(person);
    const opts = await options('SIGN_IN');
    expect((await t.gql(SIGN_IN, { input: { response: person.authenticator.assert(opts) } }, undefined, meta)).data.signInWithPasskey).toBeTruthy();
    const reused = await t.gql(SIGN_IN, { input: { response: person.authenticator.assert(opts) } }, undefined, meta);
    expect(reused.errors[0].message).toBe(PASSKEY_MSG.expired);

    const old = await options('SIGN_IN');
    const hash = hashSecret(JSON.parse(old).challenge);
    await t.deps.db
      .update(webauthnChallenges)
      .set({ created_at: new Date(Date.now() - 10 * 60_000), expires_at: new Date(Date.now() - 60_000) })
      .where(eq(webauthnChallenges.challenge_hash, hash));
    expect((await t.gql(SIGN_IN, { input: { response: person.authenticator.assert(old) } }, undefined, meta)).errors[0].message).toBe(PASSKEY_MSG.expired);

    const cloned = person.authenticator.assert(await options('SIGN_IN'), undefined, { counter: 1 });
    expect((await t.gql(SIGN_IN, { input: { response: cloned } }, undefined, meta)).errors[0].message).toBe(PASSKEY_MSG.signInFailed);
    const elsewhere = person.authenticator.assert(await options('SIGN_IN'), undefined, { origin: 'https://evil.example' });
    expect((await t.gql(SIGN_IN, { input: { response: elsewhere } }, undefined, meta)).errors[0].message).toBe(PASSKEY_MSG.signInFailed);
    const unknown = new SoftAuthenticator();
    unknown.register(JSON.stringify({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'u' } }));
    expect((await t.gql(SIGN_IN, { input: { response: unknown.assert(await options('SIGN_IN')) } }, undefined, meta)).errors[0].message).toBe(
      PASSKEY_MSG.signInFailed,
    );
    expect((await t.gql(SIGN_IN, { input: { response: 'not json' } }, undefined, meta)).errors[0].extensions.fields['input.response']).toBe(
      PASSKEY_MSG.responseInvalid,
    );
  });

  it('serves a sign-in challenge for localhost when APP_URL is a loopback address', async () => {
    const { relyingParty } = await import('./webauthn.js');
    expect(relyingParty({ appUrl: 'https://onbrief.example' })).toMatchObject({ id: 'onbrief.example', origins: ['https://onbrief.example'] });
    expect(relyingParty({ appUrl: 'http://127.0.0.1:3100' })).toMatchObject({ id: 'localhost', origins: ['http://127.0.0.1:3100', 'http://localhost:3100'] });
  });
});

describe('a passkey as the second factor', () => {
  it('gives a passkey-only account a second step, completed with its passkey', async () => {
    const person = await newPerson();
    await register(person);
    const pending = await pendingOf(person.email);
    expect(pending.methods).toBe('PASSKEY');
    const opts = await options('SECOND_STEP', undefined, pending.token);
    expect(JSON.parse(opts).allowCredentials.map((c: { id: string }) => c.id)).toEqual([person.authenticator.credentials[0]!.id.toString('base64url')]);
    const res = await t.gql(COMPLETE, { input: { pending_token: pending.token, passkey: person.authenticator.assert(opts) } }, undefined, meta);
    expect(res.data.completeSignIn.email).toBe(person.email);
    expect((await authenticate(t.deps.db, res.data.completeSignIn.access_token))!.factorAt).not.toBeNull();
    // Spent: the same pending sign-in opens nothing more.
    const again = await t.gql(COMPLETE, { input: { pending_token: pending.token, passkey: person.authenticator.assert(opts) } }, undefined, meta);
    expect(again.errors[0].extensions.fields['input.pending_token']).toBe(SECOND_FACTOR_MSG.signInExpired);
  });

  it("refuses another account's passkey, and a challenge made for another pending sign-in, on my pending sign-in", async () => {
    const me = await newPerson();
    await register(me);
    const other = await newPerson();
    await register(other);
    const mine = await pendingOf(me.email);
    const opts = await options('SECOND_STEP', undefined, mine.token);
    const theirs = await t.gql(COMPLETE, { input: { pending_token: mine.token, passkey: other.authenticator.assert(opts, other.authenticator.credentials[0]) } }, undefined, meta);
    expect(theirs.errors[0].message).toBe(PASSKEY_MSG.notVerified);
    // Their own sign-in's challenge, answered with their passkey, on my pending token.
    const theirPending = await pendingOf(other.email);
    const theirOpts = await options('SECOND_STEP', undefined, theirPending.token);
    const swapped = await t.gql(COMPLETE, { input: { pending_token: mine.token, passkey: other.authenticator.assert(theirOpts) } }, undefined, meta);
    expect(swapped.errors[0].message).toBe(PASSKEY_MSG.expired);
    // A usernameless challenge does not serve the second step either.
    const signInOpts = await options('SIGN_IN');
    const wrongPurpose = await t.gql(COMPLETE, { input: { pending_token: mine.token, passkey: me.authenticator.assert(signInOpts) } }, undefined, meta);
    expect(wrongPurpose.errors[0].message).toBe(PASSKEY_MSG.expired);
    // No session came of it: the sign-up's is the only one.
    expect(await t.deps.db.select().from(accessTokens).where(eq(accessTokens.user_id, me.id))).toHaveLength(1);
  });

  it('takes a passkey as a step-up, and not another account’s', async () => {
    const person = await newPerson();
    await register(person);
    await t.deps.db.update(accessTokens).set({ factor_at: null }).where(eq(accessTokens.id, (await person.viewer()).tokenId));
    const other = await newPerson();
    await register(other);
    const opts = await options('STEP_UP', person.token);
    const theirs = await t.gql(STEP_UP, { input: { passkey: other.authenticator.assert(opts, other.authenticator.credentials[0]) } }, person.token, meta);
    expect(theirs.errors[0].message).toBe(PASSKEY_MSG.notVerified);
    expect((await person.viewer()).factorAt).toBeNull();
    const mine = await t.gql(STEP_UP, { input: { passkey: person.authenticator.assert(await options('STEP_UP', person.token)) } }, person.token, meta);
    expect(mine.errors).toBeUndefined();
    expect((await person.viewer()).factorAt).not.toBeNull();
    // Neither a code nor a passkey: the code is asked for.
    const neither = await t.gql(STEP_UP, { input: {} }, person.token, meta);
    expect(neither.errors[0].extensions.fields['input.code']).toBe(SECOND_FACTOR_MSG.codeRequired);
  });

  it("opens the console to an administrator's session proved with a passkey", async () => {
    const CONSOLE = '{ adminPendingCount }';
    const adminToken = await t.login('admin@demo.test');
    const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    const authenticator = new SoftAuthenticator();
    const opts = (await t.gql(REGISTER_START, {}, adminToken)).data.startPasskeyRegistration;
    expect((await t.gql(REGISTER_FINISH, { input: { name: 'Admin key', response: authenticator.register(opts).json } }, adminToken)).errors).toBeUndefined();
    const res = await t.gql(SIGN_IN, { input: { response: authenticator.assert(await options('SIGN_IN')) } }, undefined, meta);
    const token = res.data.signInWithPasskey.access_token;
    expect((await t.gql(CONSOLE, {}, token)).data.adminPendingCount).toBeTypeOf('number');
    // A session without a proved factor: refused, then opened by a passkey step-up.
    await t.deps.db.update(accessTokens).set({ factor_at: null }).where(eq(accessTokens.id, (await authenticate(t.deps.db, token))!.tokenId));
    expect((await t.gql(CONSOLE, {}, token)).errors[0].extensions.code).toBe('SECOND_FACTOR_REQUIRED');
    await t.gql(STEP_UP, { input: { passkey: authenticator.assert(await options('STEP_UP', token)) } }, token, meta);
    expect((await t.gql(CONSOLE, {}, token)).data.adminPendingCount).toBeTypeOf('number');
    await t.deps.db.delete(passkeys).where(eq(passkeys.user_id, admin!.id));
  });
});
