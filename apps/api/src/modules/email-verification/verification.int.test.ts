import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { emailVerifications, outbox, users } from '../../db/schema/index.js';
import { hashSecret } from '../../lib/secrets.js';
import { createGoogleTicket } from '../auth/google-ticket.js';

/**
 * Decision 0050: an agency that signs up with a password is mailed a single-use 24-hour link (only its SHA-256
 * stored); until it is used the agency is not listed. Google sign-ups are verified. Resending: 3 an hour.
 */

const SECRET = 'v'.repeat(40);
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id access_token email_verified } }`;
const VERIFY = `mutation($token: String!) { verifyEmail(token: $token) }`;
const RESEND = `mutation { resendVerificationEmail }`;
const CARD = `query($id: ID!) { user(id: $id) { id agency_name } }`;

let t: TestApp;
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code ?? 'OK';

beforeAll(async () => {
  t = await createTestApp({ env: { APP_SECRET: SECRET } });
});
afterAll(async () => t.close());

const agencyInput = (email: string) => ({
  type: 'AGENCY', email, password: 'Secret-pass1', first_name: 'Ava', last_name: 'Agent', company: 'Verified Co',
  position: 'Director', address_1: '1 Road', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB',
  phone: '0113 496 0000',
});

async function signUp(tag: string, extra: Record<string, unknown> = {}) {
  const email = `${tag}-${randomBytes(3).toString('hex')}@example.test`;
  const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const res = await t.gql(REGISTER, { input: { ...agencyInput(email), ...extra } }, undefined, { ip });
  expect(res.errors).toBeUndefined();
  return { id: Number(res.data.register.id), token: res.data.register.access_token as string, email, verified: res.data.register.email_verified };
}

/** The token of the latest verification mail to `email`, read from the mail as sent. */
async function linkTokenFor(email: string): Promise<string> {
  await t.lastMailTo(email);
  const mail = [...t.sentMails].reverse().find((m) => m.to === email && m.subject === 'Please verify your email address');
  const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(match, `a verification mail to ${email}`).not.toBeNull();
  return match![1]!;
}

const verifiedAt = async (id: number) => (await t.deps.db.select({ v: users.email_verified_at }).from(users).where(eq(users.id, id)))[0]!.v;

describe('verifyEmail', () => {
  it('an agency signing up is mailed a link; it verifies once, only its hash is stored, and it is not in the outbox', async () => {
    const agency = await signUp('verify');
    expect(agency.verified).toBe(false);
    const token = await linkTokenFor(agency.email);
    const rows = await t.deps.db.select().from(emailVerifications).where(eq(emailVerifications.user_id, agency.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashSecret(token));
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBeGreaterThan(23.9 * 3_600_000);
    expect(JSON.stringify(await t.deps.db.select().from(outbox))).not.toContain(token);

    expect((await t.gql(VERIFY, { token })).data.verifyEmail).toBe(true);
    expect(await verifiedAt(agency.id)).not.toBeNull();
    const again = await t.gql(VERIFY, { token });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors[0].message).toBe(AGENCY_MSG.linkInvalid);
    expect((await t.gql('{ me { email_verified } }', {}, agency.token)).data.me.email_verified).toBe(true);
  });

  it('refuses an expired, unknown or malformed token with one message, and verifies nothing', async () => {
    const agency = await signUp('expired');
    const token = await linkTokenFor(agency.email);
    await t.deps.db.update(emailVerifications).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(emailVerifications.user_id, agency.id));
    for (const bad of [token, 'x'.repeat(43), "' or 1=1 --", '']) {
      const res = await t.gql(VERIFY, { token: bad });
      expect(res.errors?.[0]?.message, bad).toBe(AGENCY_MSG.linkInvalid);
    }
    expect(await verifiedAt(agency.id)).toBeNull();
  });

  it('Google sign-ups are verified and get no mail; companies and freelancers get none either', async () => {
    const email = `google-${randomBytes(3).toString('hex')}@example.test`;
    const agency = await signUp('google', { email, googleId: createGoogleTicket(SECRET, 'google-sub-1', email) });
    expect(agency.verified).toBe(true);
    const company = await signUp('company', { type: 'COMPANY' });
    await t.lastMailTo(company.email);
    await t.lastMailTo(agency.email);
    const verificationMails = t.sentMails.filter((m) => [agency.email, company.email].includes(m.to) && /verify/i.test(m.subject));
    expect(verificationMails).toEqual([]);
  });
});

describe('listing', () => {
  it('an approved agency with privacy ACTIVE is public only once verified', async () => {
    const agency = await signUp('listed');
    await t.deps.db.update(users).set({ status: 'ACTIVE', privacy: 'ACTIVE' }).where(eq(users.id, agency.id));
    expect(codeOf(await t.gql(CARD, { id: String(agency.id) }))).toBe('UNAUTHENTICATED');
    await t.gql(VERIFY, { token: await linkTokenFor(agency.email) });
    expect((await t.gql(CARD, { id: String(agency.id) })).data.user).toEqual({ id: String(agency.id), agency_name: 'Verified Co' });
  });
});

describe('resendVerificationEmail', () => {
  it('3 an hour for the team, each link working on its own; then RATE_LIMITED', async () => {
    const agency = await signUp('resend');
    const first = await linkTokenFor(agency.email);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await t.gql(RESEND, {}, agency.token)).data.resendVerificationEmail).toBe(true);
      tokens.push(await linkTokenFor(agency.email));
    }
    expect(new Set([first, ...tokens]).size).toBe(4);
    expect(codeOf(await t.gql(RESEND, {}, agency.token))).toBe('RATE_LIMITED');
    expect((await t.gql(VERIFY, { token: first })).data.verifyEmail).toBe(true);
    // Verified: nothing more is sent (and nothing counted).
    const sent = t.sentMails.length;
    await t.deps.db.delete((await import('../../db/schema/index.js')).throttles);
    expect((await t.gql(RESEND, {}, agency.token)).data.resendVerificationEmail).toBe(false);
    await t.lastMailTo(agency.email);
    expect(t.sentMails.length).toBe(sent);
  });

  it('visitors, companies and freelancers are refused', async () => {
    expect(codeOf(await t.gql(RESEND))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(RESEND, {}, await t.login('employer@demo.test')))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(RESEND, {}, await t.login('freelancer@demo.test')))).toBe('FORBIDDEN');
  });
});
