import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { 'content-type': 'application/json' }, payload: { email } });

describe('forgot password answers the same, in words and in time', () => {
  it('answers alike for an unknown and a known email; the mail comes after the answer', async () => {
    const unknown = await forgot('nobody@demo.test');
    const known = await forgot('employer@demo.test');
    expect(known.statusCode).toBe(200);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    await t.deps.jobs.idle();
    expect(t.sentMails.map((m) => m.to)).toEqual(['employer@demo.test']);
  });

  it('does not wait for the mail: the answer comes back while sending is held', async () => {
    const release = t.holdMails();
    const timeout = new Promise<'waited'>((r) => setTimeout(() => r('waited'), 10_000));
    const res = await Promise.race([forgot('agency@demo.test'), timeout]);
    expect(res).not.toBe('waited');
    expect(t.sentMails.some((m) => m.to === 'agency@demo.test')).toBe(false);
    release();
    expect((await t.lastMailTo('agency@demo.test'))?.subject).toBe('Reset your password');
  }, 30_000);
});
