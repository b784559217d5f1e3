import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createTasks } from '../../services/tasks.js';

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

describe('background tasks', () => {
  it('report a failure instead of throwing it, and idle() waits for the work', async () => {
    const capture = vi.fn();
    const tasks = createTasks({ capture });
    let done = false;
    tasks.run('works', async () => {
      await new Promise((r) => setTimeout(r, 20));
      done = true;
    });
    tasks.run('fails', async () => {
      throw new Error('smtp down');
    });
    await tasks.idle();
    expect(done).toBe(true);
    expect(capture).toHaveBeenCalledWith(expect.objectContaining({ message: 'smtp down' }), { task: 'fails' });
  });
});
