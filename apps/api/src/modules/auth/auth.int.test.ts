import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@mp/domain';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { id type teamType status access_token email } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id type status access_token email teamUser { role can_post_jobs } } }`;
const ME = `{ me { id email type status teamType teamOwner isProfileComplete { complete missing } teamUser { role can_post_jobs team_id active } teams { team_id } } }`;

const employer = {
  type: 'COMPANY',
  email: 'New.Employer@Example.com',
  password: 'Secret-pass1',
  first_name: 'Nina',
  last_name: 'New',
  company: 'Acme',
  position: 'CEO',
  address_1: '2 Road',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip: 'LS1 1AA',
  country: 'GB',
  phone: '0113 496 0000',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('login', () => {
  it('signs in with the right password and returns a token that `me` accepts', async () => {
    const res = await t.gql(LOGIN, { input: { email: 'EMPLOYER@demo.test', password: 'Demo-pass1!' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.login).toMatchObject({ type: 'COMPANY', teamType: 'COMPANY', status: 'ACTIVE' });
    expect(res.data.login.access_token).toMatch(/^[\w-]{40,}$/);
    const me = await t.gql(ME, {}, res.data.login.access_token);
    expect(me.data.me).toMatchObject({ email: 'employer@demo.test', teamOwner: true, teamUser: { role: 'admin', can_post_jobs: true } });
  });

  it('refuses a wrong password with the spec text and no token', async () => {
    const res = await t.gql(LOGIN, { input: { email: 'employer@demo.test', password: 'wrong-password!' } });
    expect(res.data).toBeNull();
    expect(res.errors[0]).toMatchObject({ message: MSG.wrongCredentials, extensions: { code: 'WRONG_CREDENTIALS' } });
  });

  it('gives the same answer for an unknown email', async () => {
    const res = await t.gql(LOGIN, { input: { email: 'nobody@demo.test', password: 'whatever!' } });
    expect(res.errors[0].extensions.code).toBe('WRONG_CREDENTIALS');
  });

  it('lets a guest act under the team type', async () => {
    const res = await t.gql(LOGIN, { input: { email: 'member@demo.test', password: 'Demo-pass1!' } });
    expect(res.data.login).toMatchObject({ type: 'GUEST', teamType: 'COMPANY' });
  });

  it('refuses after repeated failures for one email, with a clear message, even with the right password', async () => {
    const input = { email: 'agency@demo.test', password: 'not-the-password' };
    for (let i = 0; i < 10; i++) await t.gql(LOGIN, { input });
    const res = await t.gql(LOGIN, { input: { ...input, password: 'Demo-pass1!' } });
    expect(res.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(res.errors[0].message).toMatch(/Too many attempts\. Please try again in 15 minutes\./);
  }, 60_000);
});

describe('register', () => {
  it('creates an INACTIVE company that owns its team and is signed in', async () => {
    const res = await t.gql(REGISTER, { input: employer });
    expect(res.errors).toBeUndefined();
    expect(res.data.register).toMatchObject({
      type: 'COMPANY',
      status: 'INACTIVE',
      email: 'new.employer@example.com',
      teamUser: { role: 'admin', can_post_jobs: true },
    });
    const me = await t.gql(ME, {}, res.data.register.access_token);
    expect(me.data.me.isProfileComplete).toEqual({ complete: false, missing: ['bio', 'avatar', 'description', 'can_use_logo'] });
  });

  it("stores the phone in E.164, read in the country given (issue 23: '07700 900123' became '+07700 900123')", async () => {
    const phoneOf = async (email: string) => (await t.deps.db.select({ phone: users.phone }).from(users).where(eq(users.email, email)))[0]?.phone;
    const cases: [email: string, country: string, phone: string, stored: string][] = [
      ['uk-phone@example.com', 'GB', '07700 900123', '+447700900123'],
      ['fr-phone@example.com', 'FR', '06 12 34 56 78', '+33612345678'],
      ['odd-phone@example.com', 'GB', '+44 1', '+44 1'],
    ];
    for (const [email, country, phone, stored] of cases) {
      expect((await t.gql(REGISTER, { input: { ...employer, email, country, phone } })).errors, email).toBeUndefined();
      expect(await phoneOf(email), email).toBe(stored);
    }
  });

  it('refuses a duplicate email whatever its case', async () => {
    const res = await t.gql(REGISTER, { input: { ...employer, email: 'new.EMPLOYER@example.com' } });
    expect(res.errors[0]).toMatchObject({
      message: MSG.emailTakenOnRegister,
      extensions: { code: 'EMAIL_TAKEN', fields: { 'input.email': MSG.emailTakenOnRegister } },
    });
  });

  it('rejects bad fields with the spec messages and writes nothing', async () => {
    const res = await t.gql(REGISTER, {
      input: { ...employer, email: 'bad-fields@example.com', password: 'short', phone: 'abc', city: ' ' },
    });
    expect(res.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors[0].extensions.fields).toMatchObject({ 'input.password': MSG.passwordTooShort });
    const check = await t.gql(`{ checkUser(email: "bad-fields@example.com") }`);
    expect(check.data.checkUser).toBe(false);
  });

  it('reports step-2 messages for each missing field', async () => {
    const res = await t.gql(REGISTER, {
      input: { ...employer, email: 'step2@example.com', city: '', company: '', phone: '12' },
    });
    expect(res.errors[0].extensions.fields).toMatchObject({
      'input.city': MSG.city,
      'input.company': MSG.company,
      'input.phone': MSG.phone,
    });
  });

  it('lets a freelancer register without a company and without a team', async () => {
    const res = await t.gql(REGISTER, {
      input: { ...employer, type: 'FREELANCER', email: 'fresh@example.com', company: null, position: null, pronouns: 'She/Her' },
    });
    expect(res.data.register).toMatchObject({ type: 'FREELANCER', status: 'INACTIVE', teamUser: null });
  });

  it('refuses a forged Google id', async () => {
    const res = await t.gql(REGISTER, { input: { ...employer, email: 'g@example.com', googleId: 'forged.ticket' } });
    expect(res.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('checkUser and checkRegisterableUser', () => {
  it('tell whether an email is in use', async () => {
    const res = await t.gql(`{ a: checkUser(email: "Employer@demo.test") b: checkUser(email: "x@y.com")
      c: checkRegisterableUser(email: "employer@demo.test", type: COMPANY) d: checkRegisterableUser(email: "free@y.com") e: checkRegisterableUser(email: "not-an-email") }`);
    expect(res.data).toEqual({ a: true, b: false, c: false, d: true, e: false });
  });
});

describe('logout and tokens', () => {
  it('revokes the token: the next call is Unauthenticated', async () => {
    const token = await t.login('freelancer@demo.test');
    const out = await t.gql(`mutation { logout }`, {}, token);
    expect(out.data.logout).toBe(true);
    const me = await t.gql(ME, {}, token);
    expect(me.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers null for me without a token, and Unauthenticated for a made-up one', async () => {
    expect((await t.gql(ME)).data.me).toBeNull();
    const me = await t.gql(ME, {}, 'made-up-token');
    expect(me.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('stores tokens hashed', async () => {
    const token = await t.login('freelancer@demo.test');
    const rows = await t.deps.db.execute(`select token_hash from access_tokens` as never);
    const hashes = (Array.isArray(rows) ? rows : (rows as { rows: { token_hash: string }[] }).rows).map((r: any) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h: string) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('refuses logout without a token', async () => {
    const res = await t.gql(`mutation { logout }`);
    expect(res.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
