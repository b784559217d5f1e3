import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_MSG } from '@mp/domain';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { accessTokens, auditLog, recoveryCodes, totpFactors, users } from '../../db/schema/index.js';
import { DEMO_ADMIN_TOTP_SECRET } from '../../seed/demo-admin-factor.js';
import { authenticate } from '../../viewer/sessions.js';
import type { Viewer } from '../../viewer/viewer.js';
import { completeSecondStep } from './sign-in.js';
import { confirmSecondFactor } from './step-up.js';
import { confirmTotpSetup, renewRecoveryCodes, startTotpSetup } from './setup.js';
import { totpCode } from './totp.js';

/** Second factors (decision 0064): TOTP on a test clock, recovery codes, the second step, the step-up, the console. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { access_token } }';
const COMPLETE = 'mutation($input: SecondStepInput!) { completeSignIn(input: $input) { email access_token } }';
const meta = { ip: '10.0.0.1' };
/** A fixed test clock: a step boundary plus 10 s, far from the real time. */
const T0 = 1_900_000_000_000 - (1_900_000_000_000 % 30_000) + 10_000;

let n = 0;
async function newPerson(): Promise<{ email: string; token: string; viewer: () => Promise<Viewer> }> {
  const email = `two-factor-${++n}-${Date.now()}@example.test`;
  const res = await t.gql(
    'mutation($input: RegisterInput!) { register(input: $input) { access_token } }',
    {
      input: {
        type: 'FREELANCER', email, password: DEMO_PASSWORD, first_name: 'Tess', last_name: 'Two', address_1: '1 Road', city: 'Leeds',
        state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', phone: '0113 496 0000',
      },
    },
    undefined,
    { ip: `10.1.0.${n}` },
  );
  const token = res.data.register.access_token as string;
  return { email, token, viewer: async () => (await authenticate(t.deps.db, token))! };
}

/** Sets up TOTP for a new person at the test clock; answers its secret and recovery codes. */
async function withTotp() {
  const person = await newPerson();
  const { secret } = await startTotpSetup(t.deps, await person.viewer());
  const codes = await confirmTotpSetup(t.deps, await person.viewer(), { code: totpCode(secret, T0) }, meta, T0);
  return { ...person, secret, codes };
}

async function pendingOf(email: string): Promise<string> {
  const res = await t.gql(LOGIN, { input: { email, password: DEMO_PASSWORD } }, undefined, { ip: '10.2.0.1' });
  expect(res.errors[0].extensions.code).toBe('SECOND_STEP_REQUIRED');
  expect(res.data).toBeNull();
  return res.errors[0].extensions.fields.pending_token;
}

describe('setting up an authenticator app', () => {
  it('answers the secret once, confirms with a code, and keeps the secret out of every answer after', async () => {
    const person = await newPerson();
    const setup = await t.gql('mutation { startTotpSetup { secret uri } }', {}, person.token);
    const { secret, uri } = setup.data.startTotpSetup;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Onbrief:/);
    expect(uri).toContain(`secret=${secret}`);
    const [row] = await t.deps.db.select().from(totpFactors).innerJoin(users, eq(users.id, totpFactors.user_id)).where(eq(users.email, person.email));
    expect(row!.totp_factors.confirmed_at).toBeNull();

    const wrong = await t.gql('mutation($input: ConfirmTotpInput!) { confirmTotpSetup(input: $input) { codes } }', { input: { code: '000000' } }, person.token);
    expect(wrong.errors[0].extensions.fields['input.code']).toBe(SECOND_FACTOR_MSG.wrongCode);

    const done = await t.gql(
      'mutation($input: ConfirmTotpInput!) { confirmTotpSetup(input: $input) { codes } }',
      { input: { code: totpCode(secret, Date.now()) } },
      person.token,
    );
    expect(done.data.confirmTotpSetup.codes).toHaveLength(10);
    expect(done.data.confirmTotpSetup.codes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const status = await t.gql('{ mySecondFactors { totp recovery_codes_left session_proved fresh } }', {}, person.token);
    expect(status.data.mySecondFactors).toEqual({ totp: true, recovery_codes_left: 10, session_proved: true, fresh: true });
    // Hashed codes; the secret is not asked for again, and a second set-up is refused.
    const stored = await t.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, row!.users.id));
    expect(stored.map((c) => c.code_hash)).not.toContain(done.data.confirmTotpSetup.codes[0]);
    const again = await t.gql('mutation { startTotpSetup { secret } }', {}, person.token);
    expect(again.errors[0].message).toBe(SECOND_FACTOR_MSG.alreadySetUp);
  });

  it('refuses a visitor and an administrator acting as the person', async () => {
    const visitor = await t.gql('mutation { startTotpSetup { secret } }');
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const person = await newPerson();
    const impersonated = { ...(await person.viewer()), impersonatorId: 1 };
    await expect(startTotpSetup(t.deps, impersonated)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the sign-in with a factor', () => {
  it('issues no session for the password alone, then one for a code, and refuses the same code again', async () => {
    const person = await withTotp();
    const before = await t.deps.db.select({ id: accessTokens.id }).from(accessTokens);
    const pending = await pendingOf(person.email);
    expect(await t.deps.db.select({ id: accessTokens.id }).from(accessTokens)).toHaveLength(before.length);

    const now = T0 + 30_000;
    const code = totpCode(person.secret, now);
    const session = await completeSecondStep(t.deps, { pending_token: pending, code }, meta, now);
    expect(session.user.email).toBe(person.email);
    const viewer = await authenticate(t.deps.db, session.access_token);
    expect(viewer!.factorAt!.getTime()).toBe(now);

    // Replayed within its window, with a fresh pending sign-in: refused, and no session.
    const replay = completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code }, meta, now + 5_000);
    await expect(replay).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: SECOND_FACTOR_MSG.wrongCode });
    // An earlier step's code (still inside the drift window) is refused too: steps only move forward.
    const earlier = completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code: totpCode(person.secret, T0 - 1) }, meta, now);
    await expect(earlier).rejects.toMatchObject({ message: SECOND_FACTOR_MSG.wrongCode });
  });

  it('accepts one step of drift either side, not two', async () => {
    const person = await withTotp();
    const now = T0 + 10 * 30_000;
    const late = totpCode(person.secret, now - 30_000);
    await expect(completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code: late }, meta, now)).resolves.toBeTruthy();
    const ahead = totpCode(person.secret, now + 30_000);
    await expect(completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code: ahead }, meta, now)).resolves.toBeTruthy();
    const far = totpCode(person.secret, now + 3 * 30_000);
    await expect(completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code: far }, meta, now)).rejects.toMatchObject({
      message: SECOND_FACTOR_MSG.wrongCode,
    });
  });

  it('spends a pending sign-in once, and not for another account’s code', async () => {
    const a = await withTotp();
    const b = await withTotp();
    const pending = await pendingOf(a.email);
    const now = T0 + 60_000;
    // B's right code on A's pending sign-in: refused.
    await expect(completeSecondStep(t.deps, { pending_token: pending, code: totpCode(b.secret, now) }, meta, now)).rejects.toMatchObject({
      message: SECOND_FACTOR_MSG.wrongCode,
    });
    await completeSecondStep(t.deps, { pending_token: pending, code: totpCode(a.secret, now) }, meta, now);
    const reused = completeSecondStep(t.deps, { pending_token: pending, code: totpCode(a.secret, now + 30_000) }, meta, now + 30_000);
    await expect(reused).rejects.toMatchObject({ message: SECOND_FACTOR_MSG.signInExpired });
  });

  it('takes a recovery code once: of two uses at once, one wins', async () => {
    const person = await withTotp();
    const code = person.codes[0]!.toUpperCase().replace(/-/g, ' ');
    const tries = await Promise.allSettled([
      completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code }, meta, T0),
      completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code }, meta, T0),
    ]);
    expect(tries.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const won = tries.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ recoveryCodesLeft?: number }>;
    expect(won.value.recoveryCodesLeft).toBe(9);
    const later = completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code }, meta, T0);
    await expect(later).rejects.toMatchObject({ message: SECOND_FACTOR_MSG.wrongCode });
  });

  it('limits codes per account: the 11th guess in 15 minutes is refused even when right', async () => {
    const person = await withTotp();
    const now = T0 + 100 * 30_000;
    for (let i = 0; i < 10; i++) {
      await expect(completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code: '000000' }, { ip: `10.3.0.${i}` }, now)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    }
    const right = completeSecondStep(t.deps, { pending_token: await pendingOf(person.email), code: totpCode(person.secret, now) }, { ip: '10.3.1.1' }, now);
    await expect(right).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('through GraphQL: a wrong code keeps the pending sign-in, the right one signs in', async () => {
    const person = await withTotp();
    const pending = await pendingOf(person.email);
    const wrong = await t.gql(COMPLETE, { input: { pending_token: pending, code: '12 34 56' } });
    expect(wrong.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const bad = await t.gql(COMPLETE, { input: { pending_token: pending, code: 'nope' } });
    expect(bad.errors[0].extensions.fields['input.code']).toBe(SECOND_FACTOR_MSG.codeInvalid);
    const ok = await t.gql(COMPLETE, { input: { pending_token: pending, code: person.codes[1] } });
    expect(ok.data.completeSignIn.email).toBe(person.email);
    expect(ok.data.completeSignIn.access_token).toBeTruthy();
  });
});

describe('step-up', () => {
  it('asks for a fresh factor to renew recovery codes, and takes a step-up for five minutes', async () => {
    const person = await withTotp();
    const viewer = await person.viewer();
    const later = T0 + 6 * 60_000;
    await expect(renewRecoveryCodes(t.deps, viewer, meta, later)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    await confirmSecondFactor(t.deps, viewer, { code: totpCode(person.secret, later) }, meta, later);
    const fresh = (await person.viewer());
    expect(fresh.factorAt!.getTime()).toBe(later);
    const codes = await renewRecoveryCodes(t.deps, fresh, meta, later + 60_000);
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(person.codes[0]);
  });

  it('turns the factor off only with the password and a code, and forgets it on every session', async () => {
    const person = await withTotp();
    const DISABLE = 'mutation($input: DisableTotpInput!) { disableTotp(input: $input) }';
    const noPassword = await t.gql(DISABLE, { input: { password: 'Wrong-pass1!', code: person.codes[0] } }, person.token);
    expect(noPassword.errors[0].extensions.code).toBe('INCORRECT_PASSWORD');
    const noCode = await t.gql(DISABLE, { input: { password: DEMO_PASSWORD, code: '000000' } }, person.token);
    expect(noCode.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const other = await withTotp();
    const othersCode = await t.gql(DISABLE, { input: { password: DEMO_PASSWORD, code: other.codes[0] } }, person.token);
    expect(othersCode.errors[0].message).toBe(SECOND_FACTOR_MSG.wrongCode);
    const ok = await t.gql(DISABLE, { input: { password: DEMO_PASSWORD, code: person.codes[0] } }, person.token);
    expect(ok.data.disableTotp).toBe(true);
    const status = await t.gql('{ mySecondFactors { totp recovery_codes_left session_proved } }', {}, person.token);
    expect(status.data.mySecondFactors).toEqual({ totp: false, recovery_codes_left: 0, session_proved: false });
    const id = (await person.viewer()).user.id;
    expect(await t.deps.db.select().from(auditLog).where(and(eq(auditLog.actor_id, id), eq(auditLog.action, 'second_factor.totp_disabled')))).toHaveLength(1);
    // The password alone signs in again.
    const login = await t.gql(LOGIN, { input: { email: person.email, password: DEMO_PASSWORD } }, undefined, { ip: '10.2.0.9' });
    expect(login.data.login.access_token).toBeTruthy();
  });
});

describe('step-up for the sign-in details', () => {
  const UPDATE = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { email } }';
  const STEP_UP = 'mutation($input: ConfirmSecondFactorInput!) { confirmSecondFactor(input: $input) { recovery_codes_left } }';

  it('asks a person with a factor for a fresh code before a new password, and takes one for the next minutes', async () => {
    const person = await newPerson();
    const { secret } = await startTotpSetup(t.deps, await person.viewer());
    await confirmTotpSetup(t.deps, await person.viewer(), { code: totpCode(secret, Date.now()) }, meta);
    const { tokenId } = await person.viewer();
    await t.deps.db.update(accessTokens).set({ factor_at: new Date(Date.now() - 6 * 60_000) }).where(eq(accessTokens.id, tokenId));
    const change = { current_password: DEMO_PASSWORD, password: 'Other-pass1!', password_confirmation: 'Other-pass1!' };

    const refused = await t.gql(UPDATE, { input: change }, person.token);
    expect(refused.errors[0].extensions.code).toBe('STEP_UP_REQUIRED');
    expect(refused.errors[0].message).toBe(SECOND_FACTOR_MSG.stepUpNeeded);
    const email = await t.gql(UPDATE, { input: { email: `new-${person.email}`, current_password: DEMO_PASSWORD } }, person.token);
    expect(email.errors[0].extensions.code).toBe('STEP_UP_REQUIRED');
    // Nothing changed: the old password still signs in (to its second step).
    await pendingOf(person.email);

    // Another person's code does not step this session up; a visitor cannot step up.
    const other = await withTotp();
    expect((await t.gql(STEP_UP, { input: { code: other.codes[0] } }, person.token)).errors[0].message).toBe(SECOND_FACTOR_MSG.wrongCode);
    expect((await t.gql(STEP_UP, { input: { code: '123456' } })).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const stepped = await t.gql(STEP_UP, { input: { code: totpCode(secret, Date.now() + 30_000) } }, person.token);
    expect(stepped.errors).toBeUndefined();
    const done = await t.gql(UPDATE, { input: change }, person.token);
    expect(done.errors).toBeUndefined();
  });

  it('lets a person without a factor change their password with the password alone', async () => {
    const person = await newPerson();
    const done = await t.gql(UPDATE, { input: { current_password: DEMO_PASSWORD, password: 'Other-pass1!', password_confirmation: 'Other-pass1!' } }, person.token);
    expect(done.errors).toBeUndefined();
  });
});

describe('the console', () => {
  const CONSOLE = '{ adminPendingCount }';

  it('refuses an administrator session without a proved factor (SECOND_FACTOR_REQUIRED), and opens after the second step', async () => {
    const admin = await t.login('admin@demo.test');
    expect((await t.gql(CONSOLE, {}, admin)).data.adminPendingCount).toBeTypeOf('number');
    const viewer = (await authenticate(t.deps.db, admin))!;
    await t.deps.db.update(accessTokens).set({ factor_at: null }).where(eq(accessTokens.id, viewer.tokenId));
    const refused = await t.gql(CONSOLE, {}, admin);
    expect(refused.errors[0].extensions.code).toBe('SECOND_FACTOR_REQUIRED');
    expect(refused.errors[0].message).toBe(SECOND_FACTOR_MSG.adminNeedsFactor);
    // The set-up and the account stay open to it.
    expect((await t.gql('{ mySecondFactors { totp session_proved } }', {}, admin)).data.mySecondFactors).toEqual({ totp: true, session_proved: false });
  });

  it('refuses the accounting export to an administrator session without a proved factor', async () => {
    const token = await t.login('admin@demo.test');
    const viewer = (await authenticate(t.deps.db, token))!;
    await t.deps.db.update(accessTokens).set({ factor_at: null }).where(eq(accessTokens.id, viewer.tokenId));
    const csv = await t.app.inject({ url: '/api/admin/accounting.csv', headers: { authorization: `Bearer ${token}` } });
    expect(csv.statusCode).toBe(403);
    await t.deps.db.update(accessTokens).set({ factor_at: new Date() }).where(eq(accessTokens.id, viewer.tokenId));
    const opened = await t.app.inject({ url: '/api/admin/accounting.csv', headers: { authorization: `Bearer ${token}` } });
    expect(opened.statusCode).toBe(200);
  });

  it('impersonation needs the administrator’s own fresh factor, and the audit records when it was proved', async () => {
    const START = 'mutation($id: ID!) { adminStartImpersonation(id: $id) { url } }';
    const [target] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'freelancer@demo.test'));
    const admin = await t.login('admin@demo.test');
    const viewer = (await authenticate(t.deps.db, admin))!;
    await t.deps.db.update(accessTokens).set({ factor_at: new Date(Date.now() - 6 * 60_000) }).where(eq(accessTokens.id, viewer.tokenId));
    const stale = await t.gql(START, { id: String(target!.id) }, admin);
    expect(stale.errors[0].extensions.code).toBe('STEP_UP_REQUIRED');
    expect(await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.target_id, target!.id)))).toHaveLength(0);

    const now = Date.now() + 120 * 30_000;
    const [factor] = await t.deps.db.select({ last_step: totpFactors.last_step }).from(totpFactors).where(eq(totpFactors.user_id, viewer.user.id));
    expect(factor!.last_step! * 30_000).toBeLessThan(now - 30_000);
    await confirmSecondFactor(t.deps, (await authenticate(t.deps.db, admin))!, { code: totpCode(DEMO_ADMIN_TOTP_SECRET, now) }, meta, now);
    const fresh = await t.gql(START, { id: String(target!.id) }, admin);
    expect(fresh.errors).toBeUndefined();
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.target_id, target!.id)));
    expect(entry!.details).toMatchObject({ second_factor_at: expect.any(String) });
  });
});
