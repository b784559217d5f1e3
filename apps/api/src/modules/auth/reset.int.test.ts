import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: payload as object });

async function requestLink(email: string) {
  const res = await post('/api/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const mail = await t.lastMailTo(email);
  const link = /(http\S+reset-password\S+)/.exec(mail!.text_body)![1]!;
  return new URL(link);
}

describe('forgot and reset password', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const known = await post('/api/forgot-password', { email: 'freelancer@demo.test' });
    const unknown = await post('/api/forgot-password', { email: 'nobody@demo.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.lastMailTo('nobody@demo.test')).toBeUndefined();
    expect((await t.lastMailTo('freelancer@demo.test'))?.subject).toBe('Reset your password');
  });

  it('rejects a malformed email with 422 and the spec message', async () => {
    const res = await post('/api/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { email: [MSG.emailInvalid] } });
  });

  it('links to the reset page of the user group and resets once; other sessions end', async () => {
    const oldSession = await t.login('employer@demo.test');
    const link = await requestLink('employer@demo.test');
    expect(link.pathname).toBe('/company/reset-password');
    const body = {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'Brand-new1!',
      password_confirmation: 'Brand-new1!',
    };
    expect((await post('/api/reset-password', body)).statusCode).toBe(200);
    expect(await t.login('employer@demo.test', 'Brand-new1!')).toBeTruthy();
    const me = await t.gql('{ me { id } }', {}, oldSession);
    expect(me.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const again = await post('/api/reset-password', { ...body, password: 'Other-pass1!', password_confirmation: 'Other-pass1!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.resetExpired);
  });

  it('refuses an expired token', async () => {
    const link = await requestLink('agency@demo.test');
    await t.deps.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute'`);
    const res = await post('/api/reset-password', {
      email: 'agency@demo.test',
      token: link.searchParams.get('token'),
      password: 'Brand-new1!',
      password_confirmation: 'Brand-new1!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.resetExpired);
  });

  it('refuses a token used with another email', async () => {
    const link = await requestLink('member@demo.test');
    const res = await post('/api/reset-password', {
      email: 'guest@demo.test',
      token: link.searchParams.get('token'),
      password: 'Brand-new1!',
      password_confirmation: 'Brand-new1!',
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks the confirmation with the spec message', async () => {
    const res = await post('/api/reset-password', { email: 'a@b.co', token: 'x', password: 'Brand-new1!', password_confirmation: 'other' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password_confirmation).toEqual([MSG.passwordConfirmationMismatch]);
  });

  it('rate limits reset requests from one address', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await post('/api/forgot-password', { email: `x${i}@demo.test` })).statusCode;
    expect(last).toBe(429);
  });
});
