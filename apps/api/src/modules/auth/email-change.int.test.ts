import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@mp/domain';
import { DEMO_PASSWORD, createTestApp, type TestApp } from '../../../test/harness.js';
import { CURRENT_PASSWORD_FOR_EMAIL } from '../users/service.js';

const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { email } }`;
const ME = `{ me { email } }`;

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await createTestApp();
  session = await t.login('freelancer@demo.test');
});
afterAll(async () => t.close());

const update = (input: Record<string, unknown>, token = session) => t.gql(UPDATE, { input }, token);

describe('changing the sign-in email', () => {
  it('asks for the current password when it is missing', async () => {
    const res = await update({ email: 'taken.over@example.com' });
    expect(res.errors[0]).toMatchObject({
      message: CURRENT_PASSWORD_FOR_EMAIL,
      extensions: { code: 'BAD_USER_INPUT', fields: { 'input.current_password': CURRENT_PASSWORD_FOR_EMAIL } },
    });
    expect((await t.gql(ME, {}, session)).data.me.email).toBe('freelancer@demo.test');
  });

  it('refuses a wrong current password with the spec message', async () => {
    const res = await update({ email: 'taken.over@example.com', current_password: 'not-my-password' });
    expect(res.errors[0]).toMatchObject({
      message: MSG.incorrectPassword,
      extensions: { code: 'INCORRECT_PASSWORD', fields: { 'input.current_password': MSG.incorrectPassword } },
    });
    expect((await t.gql(ME, {}, session)).data.me.email).toBe('freelancer@demo.test');
  });

  it('does not change an email to one in use, and sends no notice then', async () => {
    const res = await update({ email: 'employer@demo.test', current_password: DEMO_PASSWORD });
    expect(res.errors[0].extensions.code).toBe('EMAIL_TAKEN');
    expect(await t.lastMailTo('freelancer@demo.test')).toBeUndefined();
  });

  it('changes it with the right password, and tells the old address after the commit', async () => {
    const res = await update({ email: 'Fresh.Address@example.com', current_password: DEMO_PASSWORD });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateUser.email).toBe('fresh.address@example.com');
    const notice = await t.lastMailTo('freelancer@demo.test');
    expect(notice?.subject).toBe('Your sign-in email was changed');
    expect(notice?.text_body).toContain('Your sign-in email was changed to fresh.address@example.com');
    expect(notice?.text_body).toMatch(/If this wasn't you/);
    expect(await t.login('fresh.address@example.com')).toBeTruthy();
  });

  it('needs no password when the email stays the same (in another case) or is not sent', async () => {
    const sent = t.sentMails.length;
    expect((await update({ email: 'FRESH.address@example.com', first_name: 'Frida' })).errors).toBeUndefined();
    expect((await update({ last_name: 'Free' })).errors).toBeUndefined();
    await t.deps.jobs.idle();
    expect(t.sentMails.length).toBe(sent);
  });

  it('stops a stolen session from guessing the current password', async () => {
    const stolen = await t.login('guest@demo.test');
    for (let i = 0; i < 10; i++) await update({ email: 'thief@example.com', current_password: `guess-${i}-guess` }, stolen);
    const res = await update({ email: 'thief@example.com', current_password: DEMO_PASSWORD }, stolen);
    expect(res.errors[0].extensions.code).toBe('RATE_LIMITED');
  }, 60_000);
});
