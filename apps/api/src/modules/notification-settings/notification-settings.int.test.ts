import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SETTINGS_MSG, SMS_CODE_MAX_TRIES } from '@mp/domain';
import { phoneVerifications, throttles, userTeams, users } from '../../db/schema/index.js';
import { seedDemoOpportunities } from '../../seed/opportunities.js';
import { seedReference } from '../../seed/reference.js';
import { hashPassword } from '../../lib/secrets.js';
import { SmsError, type SmsMessage, type SmsSender } from '../../adapters/sms.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';

/** notification-settings and profile-privacy (decision 0032), allowed and refused. */
const SETTINGS = `{ notificationSettings { send_email notification_frequency send_text_notification phone_secondary phone_secondary_verified_at pending_phone } }`;
const UPDATE = `mutation($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { send_email notification_frequency send_text_notification } }`;
const SEND = `mutation($phone: String!) { sendVerificationCode(phone: $phone) { pending_phone send_text_notification } }`;
const RESEND = `mutation { resendVerificationCode { pending_phone } }`;
const VERIFY = `mutation($code: String!) { verifyNumber(code: $code) { send_text_notification phone_secondary phone_secondary_verified_at pending_phone } }`;
const PRIVACY = `{ profilePrivacy { privacy editable team } }`;
const SET_PRIVACY = `mutation($privacy: Privacy!) { updateProfilePrivacy(privacy: $privacy) { privacy editable team } }`;
const CANDIDATE = `query($id: ID!) { candidateProfile(id: $id) { id name } }`;

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const texts: SmsMessage[] = [];
let failNext: SmsError | null = null;
const fakeSms: SmsSender = {
  name: 'log',
  async send(m) {
    if (failNext) {
      const err = failNext;
      failNext = null;
      throw err;
    }
    texts.push(m);
  },
};

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const messageOf = (res: { errors?: { message: string }[] }) => res.errors?.[0]?.message;
const lastCode = () => /\b(\d{6})\b/.exec(texts.at(-1)!.body)![1]!;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function freelancer(email: string): Promise<number> {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, password_hash: await hashPassword(DEMO_PASSWORD), type: 'FREELANCER', status: 'ACTIVE', first_name: email.split('@')[0] })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.deps.sms = fakeSms;
  // The demo posts with the demo freelancer's applications (read only here).
  await seedReference(t.deps.db);
  await seedDemoOpportunities(t.deps.db);
  ids.fresh = await freelancer('fresh@example.com');
  ids.other = await freelancer('other@example.com');
  for (const [key, email] of Object.entries({
    freelancer: 'freelancer@demo.test', agency: 'agency@demo.test', employer: 'employer@demo.test', admin: 'admin@demo.test', guest: 'guest@demo.test',
  })) {
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[key] = row!.id;
  }
  tokens.fresh = await t.login('fresh@example.com');
  tokens.other = await t.login('other@example.com');
  for (const key of ['freelancer', 'agency', 'employer', 'admin', 'guest']) tokens[key] = await t.login(`${key}@demo.test`);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with no counters and no codes, whatever ran before.
  await t.deps.db.delete(throttles);
  await t.deps.db.delete(phoneVerifications);
  texts.length = 0;
});

describe('who may use the settings', () => {
  it('refuses a visitor (UNAUTHENTICATED), an employer and an administrator (FORBIDDEN)', async () => {
    for (const doc of [SETTINGS, PRIVACY]) {
      expect(codeOf(await t.gql(doc))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(doc, {}, tokens.employer))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(doc, {}, tokens.admin))).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(SEND, { phone: '+44 7700 900123' }, tokens.employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET_PRIVACY, { privacy: 'INACTIVE' }, tokens.employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(UPDATE, { input: { send_email: false } }))).toBe('UNAUTHENTICATED');
    expect(texts).toHaveLength(0);
    const [employer] = await t.deps.db.select().from(users).where(eq(users.id, ids.employer!));
    expect(employer).toMatchObject({ privacy: 'ACTIVE', send_email: true });
  });

  it('gives a freelancer and an agency their own settings', async () => {
    const mine = await t.gql(SETTINGS, {}, tokens.fresh);
    expect(mine.data.notificationSettings).toEqual({
      send_email: true, notification_frequency: 'immediately', send_text_notification: false,
      phone_secondary: null, phone_secondary_verified_at: null, pending_phone: null,
    });
    expect((await t.gql(SETTINGS, {}, tokens.agency)).data.notificationSettings.send_email).toBe(true);
    expect((await t.gql(PRIVACY, {}, tokens.agency)).data.profilePrivacy).toEqual({ privacy: 'ACTIVE', editable: true, team: false });
  });
});

describe('email notifications', () => {
  it('saves the email switch and the frequency, and only turns text messages off', async () => {
    const res = await t.gql(UPDATE, { input: { send_email: false, notification_frequency: 'daily' } }, tokens.other);
    expect(res.data.updateNotificationSettings).toEqual({ send_email: false, notification_frequency: 'daily', send_text_notification: false });
    const on = await t.gql(UPDATE, { input: { send_text_notification: true } }, tokens.other);
    expect(codeOf(on)).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(UPDATE, { input: { notification_frequency: 'weekly' } }, tokens.other))).toBeDefined();
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, ids.other!));
    expect(row).toMatchObject({ send_email: false, notification_frequency: 'daily', send_text_notification: false });
  });
});

describe('the Messages switch', () => {
  const MESSAGES = `mutation($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { send_message_email send_email } }`;

  it('is on by default, turns off and on again for its owner alone, and leaves the other emails as they were', async () => {
    expect((await t.gql('{ notificationSettings { send_message_email } }', {}, tokens.agency)).data.notificationSettings.send_message_email).toBe(true);
    const off = await t.gql(MESSAGES, { input: { send_message_email: false } }, tokens.fresh);
    expect(off.data.updateNotificationSettings).toEqual({ send_message_email: false, send_email: true });
    const [fresh, other] = await Promise.all([ids.fresh!, ids.other!].map(async (id) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!));
    expect(fresh).toMatchObject({ send_message_email: false, send_email: true, send_not_selected_email: true });
    expect(other!.send_message_email).toBe(true);
    expect((await t.gql(MESSAGES, { input: { send_message_email: true } }, tokens.fresh)).data.updateNotificationSettings.send_message_email).toBe(true);
  });

  it('refuses a value that is not a switch, an employer and a visitor, and changes nothing', async () => {
    expect(codeOf(await t.gql(MESSAGES, { input: { send_message_email: 'no' } }, tokens.fresh))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(MESSAGES, { input: { send_message_email: false } }, tokens.employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(MESSAGES, { input: { send_message_email: false } }))).toBe('UNAUTHENTICATED');
    const rows = await t.deps.db.select({ on: users.send_message_email }).from(users).where(eq(users.id, ids.employer!));
    expect(rows[0]!.on).toBe(true);
  });
});

describe("a company user's Messages switch", () => {
  const READ = '{ companyMessageEmail }';
  const SET = 'mutation($on: Boolean!) { setCompanyMessageEmail(on: $on) }';
  const messagesOn = async (id: number) => (await t.deps.db.select({ on: users.send_message_email }).from(users).where(eq(users.id, id)))[0]!.on;

  it('reads and turns off and on again for the company user alone, and nothing else of theirs', async () => {
    expect((await t.gql(READ, {}, tokens.employer)).data.companyMessageEmail).toBe(true);
    expect((await t.gql(SET, { on: false }, tokens.employer)).data.setCompanyMessageEmail).toBe(false);
    expect((await t.gql(READ, {}, tokens.employer)).data.companyMessageEmail).toBe(false);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, ids.employer!));
    expect(row).toMatchObject({ send_message_email: false, send_email: true, send_not_selected_email: true });
    expect(await messagesOn(ids.freelancer!)).toBe(true);
    expect((await t.gql(SET, { on: true }, tokens.employer)).data.setCompanyMessageEmail).toBe(true);
    expect(await messagesOn(ids.employer!)).toBe(true);
  });

  it('refuses a visitor, a freelancer, an agency and an administrator, and changes nothing', async () => {
    expect(codeOf(await t.gql(READ))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(SET, { on: false }))).toBe('UNAUTHENTICATED');
    for (const who of ['fresh', 'agency', 'admin']) {
      expect(codeOf(await t.gql(READ, {}, tokens[who]))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(SET, { on: false }, tokens[who]))).toBe('FORBIDDEN');
      expect(await messagesOn(ids[who]!)).toBe(true);
    }
    // Not a switch: refused by the schema.
    expect(codeOf(await t.gql(SET, { on: 'no' }, tokens.employer))).toBeDefined();
    expect(await messagesOn(ids.employer!)).toBe(true);
  });
});

describe('text messages: phone verification', () => {
  it('refuses a bad phone with the shared message, and sends nothing', async () => {
    const res = await t.gql(SEND, { phone: 'abc' }, tokens.fresh);
    expect(messageOf(res)).toBe('Please enter a valid phone number');
    expect(texts).toHaveLength(0);
  });

  it('sends a 6-digit code, keeps only its hash, and verifies it into phone_secondary', async () => {
    // A UK number as typed is sent in E.164, not to '+07700 900123'.
    const sent = await t.gql(SEND, { phone: '07700 900123' }, tokens.fresh);
    expect(sent.data.sendVerificationCode).toEqual({ pending_phone: '+447700900123', send_text_notification: false });
    expect(texts).toHaveLength(1);
    expect(texts[0]!.to).toBe('+447700900123');
    const code = lastCode();
    const [row] = await t.deps.db.select().from(phoneVerifications).where(eq(phoneVerifications.user_id, ids.fresh!));
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toMatch(/^\$argon2id\$/);
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const bad = await t.gql(VERIFY, { code: wrong(code) }, tokens.fresh);
    expect(messageOf(bad)).toBe(SETTINGS_MSG.wrongCode);
    expect(messageOf(await t.gql(VERIFY, { code: '12ab' }, tokens.fresh))).toBe('Please enter a valid code');

    const ok = await t.gql(VERIFY, { code }, tokens.fresh);
    expect(ok.data.verifyNumber).toMatchObject({ send_text_notification: true, phone_secondary: '+447700900123', pending_phone: null });
    expect(ok.data.verifyNumber.phone_secondary_verified_at).toBeTruthy();
    // Used once only.
    expect(messageOf(await t.gql(VERIFY, { code }, tokens.fresh))).toBe(SETTINGS_MSG.noCode);

    // Turning it off saves at once and keeps the verified number.
    const off = await t.gql(UPDATE, { input: { send_text_notification: false } }, tokens.fresh);
    expect(off.data.updateNotificationSettings.send_text_notification).toBe(false);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, ids.fresh!));
    expect(user).toMatchObject({ send_text_notification: false, phone_secondary: '+447700900123' });
  });

  it("reads the number in the account's country, and refuses one that no text could reach (issue 23)", async () => {
    const id = await freelancer('en-france@example.com');
    await t.deps.db.update(users).set({ country: 'FR' }).where(eq(users.id, id));
    const token = await t.login('en-france@example.com');
    expect((await t.gql(SEND, { phone: '06 12 34 56 78' }, token)).data.sendVerificationCode.pending_phone).toBe('+33612345678');
    expect(texts.at(-1)!.to).toBe('+33612345678');
    // The spec's pattern lets '+44 1' through; it is no number, so nothing is sent.
    const before = texts.length;
    const res = await t.gql(SEND, { phone: '+44 1' }, token);
    expect(res.errors[0]).toMatchObject({ message: 'Please enter a valid phone number', extensions: { code: 'BAD_USER_INPUT', fields: { phone: 'Please enter a valid phone number' } } });
    expect(texts).toHaveLength(before);
  });

  it('refuses an expired code', async () => {
    await t.gql(SEND, { phone: '+44 7700 900124' }, tokens.other);
    const code = lastCode();
    await t.deps.db.update(phoneVerifications).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(phoneVerifications.user_id, ids.other!));
    expect(messageOf(await t.gql(VERIFY, { code }, tokens.other))).toBe(SETTINGS_MSG.expiredCode);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, ids.other!));
    expect(user!.send_text_notification).toBe(false);
  });

  it(`allows ${SMS_CODE_MAX_TRIES} wrong tries per code, then not even the right one`, async () => {
    await t.gql(SEND, { phone: '+44 7700 900125' }, tokens.other);
    const code = lastCode();
    const tries = await Promise.all(Array.from({ length: SMS_CODE_MAX_TRIES + 2 }, () => t.gql(VERIFY, { code: wrong(code) }, tokens.other)));
    expect(tries.every((r) => codeOf(r) === 'BAD_USER_INPUT')).toBe(true);
    expect(messageOf(await t.gql(VERIFY, { code }, tokens.other))).toBe(SETTINGS_MSG.usedUpCode);
    const [row] = await t.deps.db.select().from(phoneVerifications).where(eq(phoneVerifications.user_id, ids.other!));
    expect(row!.attempts).toBe(SMS_CODE_MAX_TRIES);
    expect((await t.gql(SETTINGS, {}, tokens.other)).data.notificationSettings.pending_phone).toBeNull();
  });

  it('a new code (resend) ends the previous one', async () => {
    await t.gql(SEND, { phone: '+44 7700 900126' }, tokens.other);
    const first = lastCode();
    const again = await t.gql(RESEND, {}, tokens.other);
    expect(again.data.resendVerificationCode.pending_phone).toBe('+447700900126');
    const second = lastCode();
    expect(texts).toHaveLength(2);
    if (first !== second) expect(messageOf(await t.gql(VERIFY, { code: first }, tokens.other))).toBe(SETTINGS_MSG.wrongCode);
    expect((await t.gql(VERIFY, { code: second }, tokens.other)).data.verifyNumber.phone_secondary).toBe('+447700900126');
  });

  it('resend without a code asks for one first', async () => {
    expect(messageOf(await t.gql(RESEND, {}, tokens.agency))).toBe(SETTINGS_MSG.noCode);
  });

  it('limits sends per user and per number', async () => {
    for (let i = 0; i < 5; i++) expect(codeOf(await t.gql(i === 0 ? SEND : RESEND, { phone: '+44 7700 900127' }, tokens.agency))).toBeUndefined();
    expect(codeOf(await t.gql(RESEND, {}, tokens.agency))).toBe('RATE_LIMITED');
    expect(codeOf(await t.gql(SEND, { phone: '+44 7700 900999' }, tokens.agency))).toBe('RATE_LIMITED');
    // The same number from another account: its own count is fresh, the number's is not.
    expect(codeOf(await t.gql(SEND, { phone: '+44 7700-900.127' }, tokens.freelancer))).toBe('RATE_LIMITED');
    expect(texts).toHaveLength(5);
  });

  it("shows the provider's reason when a text cannot be sent, and keeps no code", async () => {
    failNext = new SmsError('We could not send a text message to this number. Please check it and try again.');
    const res = await t.gql(SEND, { phone: '+44 7700 900128' }, tokens.freelancer);
    expect(messageOf(res)).toBe('We could not send a text message to this number. Please check it and try again.');
    expect(await t.deps.db.select().from(phoneVerifications).where(eq(phoneVerifications.user_id, ids.freelancer!))).toHaveLength(0);
  });
});

describe('profile privacy', () => {
  it('INACTIVE hides a freelancer from employers browsing, not from the team they applied to', async () => {
    // The demo freelancer applied to the demo company's posts; the fresh one applied nowhere.
    for (const key of ['freelancer', 'other']) {
      const res = await t.gql(SET_PRIVACY, { privacy: 'INACTIVE' }, tokens[key]);
      expect(res.data.updateProfilePrivacy).toEqual({ privacy: 'INACTIVE', editable: true, team: false });
    }
    expect((await t.gql(CANDIDATE, { id: String(ids.freelancer) }, tokens.employer)).data.candidateProfile.id).toBe(String(ids.freelancer));
    expect(codeOf(await t.gql(CANDIDATE, { id: String(ids.other) }, tokens.employer))).toBe('NOT_FOUND');
    await t.gql(SET_PRIVACY, { privacy: 'ACTIVE' }, tokens.other);
    expect((await t.gql(CANDIDATE, { id: String(ids.other) }, tokens.employer)).data.candidateProfile.id).toBe(String(ids.other));
    await t.gql(SET_PRIVACY, { privacy: 'ACTIVE' }, tokens.freelancer);
  });

  it("a guest in an agency team reads the agency's privacy and, as a member, may not change it", async () => {
    const guest = ids.guest!;
    await t.deps.db.update(userTeams).set({ active: false }).where(eq(userTeams.user_id, guest));
    await t.deps.db.update(userTeams).set({ active: true }).where(and(eq(userTeams.user_id, guest), eq(userTeams.team_id, ids.agency!)));
    try {
      expect((await t.gql(PRIVACY, {}, tokens.guest)).data.profilePrivacy).toEqual({ privacy: 'ACTIVE', editable: false, team: true });
      expect(codeOf(await t.gql(SET_PRIVACY, { privacy: 'INACTIVE' }, tokens.guest))).toBe('FORBIDDEN');
      const [agency] = await t.deps.db.select().from(users).where(eq(users.id, ids.agency!));
      expect(agency!.privacy).toBe('ACTIVE');
    } finally {
      await t.deps.db.update(userTeams).set({ active: false }).where(eq(userTeams.user_id, guest));
      // Back to the demo's active team: the company.
      await t.deps.db.update(userTeams).set({ active: true }).where(and(eq(userTeams.user_id, guest), eq(userTeams.team_id, ids.employer!)));
    }
  });
});
