import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { jobOutbox, outbox } from '../db/schema/index.js';
import { defineJob, type Deps } from '../deps.js';
import { createInProcessJobs } from './jobs/in-process.js';
import { enqueueTx } from './jobs/outbox.js';
import type { Jobs } from './jobs/types.js';
import { createLogger } from './log.js';
import { sendOrThrow } from './mail.js';

/**
 * A mail job that runs again (a retry after a worker died, or its outbox row handed over twice) sends nothing it sent
 * already: its mails are keyed by the job (decision 0037), and the mailer skips a key the outbox holds as sent.
 */

let t: TestApp;
let jobs: Jobs<Deps>;
const notice = defineJob({
  name: 'test.mail-notice',
  mail: 'other',
  payload: z.object({ to: z.string(), times: z.number().int() }),
  async run(deps, { to, times }) {
    for (let n = 1; n <= times; n++) await sendOrThrow(deps.mailer, { to, subject: `Notice ${n}`, text: 'Hello', secrets: [] });
  },
});

/** Deliveries the offline transport made to `to` (its log lines), and the outbox's rows for it. */
const delivered = (to: string) => t.logText().split('\n').filter((l) => l.includes(`mail to ${to}:`)).length;
const kept = (to: string) => t.deps.db.select().from(outbox).where(eq(outbox.to_address, to));

/** Queues the job as the outbox row `id`, and waits for it. */
async function runAs(id: string, payload: { to: string; times: number }) {
  const [row] = await t.deps.db.transaction(async (tx) => {
    await enqueueTx(tx, notice, payload, { key: id });
    return tx.select().from(jobOutbox).where(eq(jobOutbox.name, notice.name));
  });
  jobs.nudge();
  await jobs.idle();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, captureLog: true });
  jobs = createInProcessJobs([notice], [], { capture: vi.fn() }, { retryDelay: () => 1 });
  await jobs.start({ ...t.deps, log: createLogger('silent') }, { work: true });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('a mail job run twice', () => {
  it('sends its mail once when its outbox row is handed over again (the same job id)', async () => {
    const row = await runAs('notice-1', { to: 'once@example.com', times: 1 });
    expect(delivered('once@example.com')).toBe(1);
    // The drain's delete was undone by a crash: the same job runs again.
    await t.deps.db.insert(jobOutbox).values(row);
    jobs.nudge();
    await jobs.idle();
    expect(delivered('once@example.com')).toBe(1);
    const rows = await kept('once@example.com');
    expect(rows.map((r) => [r.status, r.message_key])).toEqual([['logged', `test.mail-notice:${row.id}:once@example.com`]]);
  });

  it('sends each of a job’s mails to one address, and a second job’s mail too', async () => {
    await runAs('notice-2', { to: 'twice@example.com', times: 2 });
    await runAs('notice-3', { to: 'twice@example.com', times: 1 });
    expect(delivered('twice@example.com')).toBe(3);
    expect((await kept('twice@example.com')).map((r) => r.subject).sort()).toEqual(['Notice 1', 'Notice 1', 'Notice 2']);
  });

  it('sends again a mail whose delivery failed, in the same outbox row', async () => {
    const row = await runAs('notice-4', { to: 'retry@example.com', times: 1 });
    await t.deps.db.update(outbox).set({ status: 'failed', error: 'SMTP 421' }).where(eq(outbox.to_address, 'retry@example.com'));
    await t.deps.db.insert(jobOutbox).values(row);
    jobs.nudge();
    await jobs.idle();
    expect(delivered('retry@example.com')).toBe(2);
    const rows = await kept('retry@example.com');
    expect(rows.map((r) => [r.status, r.error])).toEqual([['logged', null]]);
  });

  it('keys the mails of a job only: a mail sent outside any job has no key', async () => {
    await t.deps.mailer.send({ to: 'plain@example.com', subject: 'Plain', text: 'Hi', secrets: [] });
    await t.deps.mailer.send({ to: 'plain@example.com', subject: 'Plain', text: 'Hi', secrets: [] });
    expect(await t.deps.db.select().from(outbox).where(like(outbox.to_address, 'plain@%'))).toHaveLength(2);
  });
});
