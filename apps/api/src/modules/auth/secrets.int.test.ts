import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { rowsOf } from '../../lib/throttle.js';
import { SECRET_MARKER } from '../../adapters/mail.js';

const OUTBOX = `{ adminOutbox(first: 50) { data { to_address subject text_body status } } }`;

const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { 'content-type': 'application/json' }, payload: { email } });

/** Requests a reset and reads its token the test-only way: from the mails as really sent. */
async function resetToken(t: TestApp, email: string): Promise<{ token: string; link: string }> {
  expect((await forgot(t, email)).statusCode).toBe(200);
  const mail = await t.lastMailTo(email);
  const link = /(http\S+reset-password\S+)/.exec(mail!.text_body)![1]!;
  return { token: new URL(link).searchParams.get('token')!, link };
}

async function outboxTable(t: TestApp): Promise<string> {
  return JSON.stringify(rowsOf(await t.deps.db.execute(sql`select * from outbox`)));
}

describe('in production without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }, captureLog: true });
  });
  afterAll(async () => t.close());

  it('keeps the reset token out of the admin console, the outbox table and the log; the mail as sent has it', async () => {
    const { token, link } = await resetToken(t, 'freelancer@demo.test');
    expect(token).toMatch(/^[\w-]{40,}$/);
    const sent = t.sentMails.find((m) => m.to === 'freelancer@demo.test')!;
    expect(sent.html).toContain(token);
    expect(sent.secrets).toContain(link);

    const admin = await t.login('admin@demo.test');
    const console = await t.gql(OUTBOX, {}, admin);
    const shown = console.data.adminOutbox.data.find((m: any) => m.to_address === 'freelancer@demo.test');
    // What an administrator needs to help: recipient, subject, state, and the text with a marker.
    expect(shown).toMatchObject({ subject: 'Reset your password', status: 'logged' });
    expect(shown.text_body).toContain(SECRET_MARKER);
    expect(JSON.stringify(console)).not.toContain(token);

    expect(await outboxTable(t)).not.toContain(token);
    expect(t.logText()).toContain('mail NOT delivered');
    expect(t.logText()).not.toContain(token);
  });

  it("keeps a team invitation's token out of the outbox, the log and the job payload (issue 26)", async () => {
    const employer = await t.login('employer@demo.test');
    const res = await t.gql('mutation { createInvitation(input: { email: "invitee-secret@example.com" }) { id } }', {}, employer);
    expect(res.errors).toBeUndefined();
    await t.deps.jobs.idle();
    const sent = t.sentMails.find((m) => m.to === 'invitee-secret@example.com')!;
    const token = /team\/register\/([\w-]+)&/.exec(sent.text)![1]!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sent.secrets).toContain(token);
    expect(await outboxTable(t)).not.toContain(token);
    expect(t.logText()).not.toContain(token);
    // The job's payload is the invitation's id: the token is minted when the job runs.
    expect(JSON.stringify(rowsOf(await t.deps.db.execute(sql`select * from team_invitations`)))).not.toContain(token);
  });

  it('the captured token is the real one: it resets the password', async () => {
    const { token } = await resetToken(t, 'agency@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'agency@demo.test', token, password: 'Brand-new1!', password_confirmation: 'Brand-new1!' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('redacts secrets in logged request URLs', async () => {
    const secret = 'S3cretTokenValue1234567890';
    await t.app.inject({ method: 'GET', url: `/company/reset-password?email=a%40b.co&token=${secret}` });
    await t.app.inject({ method: 'GET', url: `/login/marketing?type=company&access_token=${secret}` });
    await t.app.inject({ method: 'GET', url: `/redirect/google/callback?code=${secret}&state=x` });
    expect(t.logText()).toContain('token=[redacted]');
    expect(t.logText()).not.toContain(secret);
  });

  it('redacts secrets a mail forgot to declare, and rows kept before redaction', async () => {
    const secret = 'UndeclaredTokenValue0987654321';
    await t.deps.mailer.send({ to: 'x@example.com', subject: 'Invite', text: `Join: http://h/accept?token=${secret}` });
    await t.deps.db.execute(sql`insert into outbox (to_address, subject, text_body, transport, status)
      values ('old@example.com', 'Old', ${`http://h/reset-password?token=${secret}`}, 'log', 'logged')`);
    const console = await t.gql(OUTBOX, {}, await t.login('admin@demo.test'));
    expect(JSON.stringify(console.data)).not.toContain(secret);
    expect(t.logText()).not.toContain(secret);
  });
});

describe('outside production without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureLog: true });
  });
  afterAll(async () => t.close());

  it('prints the real link to the server log for the developer, but still keeps it out of the outbox', async () => {
    const { token } = await resetToken(t, 'employer@demo.test');
    expect(t.logText()).toContain(token);
    expect(await outboxTable(t)).not.toContain(token);
  });
});
