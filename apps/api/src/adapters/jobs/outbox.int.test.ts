import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobOutbox } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { createLogger } from '../log.js';
import { createInProcessJobs } from './in-process.js';
import { enqueueEachTx, enqueueTx } from './outbox.js';
import type { Jobs } from './types.js';

/**
 * The job outbox with the in-process runner (decision 0037): work written in a transaction is run when it commits,
 * never when it rolls back, and a commit the process did not live to hand over is run by the next process.
 * The app's own runner (the harness's) leaves these test queues alone: it drains only the queues it knows.
 */

let t: TestApp;
const seen: string[] = [];
const record = defineJob({ name: 'test.outbox-record', payload: z.object({ word: z.string() }), run: async (_d, { word }) => void seen.push(word) });
const runners: Jobs<Deps>[] = [];

/** A process's runner on the test's database, once its drain at start is done. */
async function runner(): Promise<Jobs<Deps>> {
  const jobs = createInProcessJobs([record], [], { capture: vi.fn() }, { retryDelay: () => 1 });
  await jobs.start({ ...t.deps, log: createLogger('silent') }, { work: true });
  await jobs.idle();
  runners.push(jobs);
  return jobs;
}

const waiting = async () => (await t.deps.db.select({ name: jobOutbox.name }).from(jobOutbox).where(eq(jobOutbox.name, record.name))).length;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
// Each test's processes end with it.
afterEach(async () => {
  for (const jobs of runners.splice(0)) await jobs.stop();
});
afterAll(async () => t.close());

describe('the job outbox (in-process)', () => {
  it('runs the work of a transaction that commits, once the committer nudges', async () => {
    const jobs = await runner();
    await t.deps.db.transaction((tx) => enqueueEachTx(tx, record, [{ word: 'one' }, { word: 'two' }]));
    jobs.nudge();
    await jobs.idle();
    expect(seen.sort()).toEqual(['one', 'two']);
    expect(await waiting()).toBe(0);
  });

  it('leaves no job when the transaction rolls back', async () => {
    const jobs = await runner();
    await expect(
      t.deps.db.transaction(async (tx) => {
        await enqueueTx(tx, record, { word: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    jobs.nudge();
    await jobs.idle();
    expect(await waiting()).toBe(0);
    expect(seen).not.toContain('rolled back');
  });

  it('refuses a payload of the wrong shape in the transaction', async () => {
    await expect(t.deps.db.transaction((tx) => enqueueTx(tx, record, { word: 3 } as never))).rejects.toThrow();
    expect(await waiting()).toBe(0);
  });

  it('runs work committed by a process that died before handing it over, when the next one starts', async () => {
    const first = await runner();
    // Committed, then the process is gone before any drain (no nudge; stopped before its clock comes round).
    await t.deps.db.transaction((tx) => enqueueTx(tx, record, { word: 'survivor' }));
    await first.stop();
    expect(await waiting()).toBe(1);
    expect(seen).not.toContain('survivor');

    const next = await runner();
    await next.idle();
    expect(seen).toContain('survivor');
    expect(await waiting()).toBe(0);
  });

  it('keeps delayed work in the outbox until its time, so a restart meanwhile keeps it too', async () => {
    const jobs = await runner();
    await t.deps.db.transaction((tx) => enqueueTx(tx, record, { word: 'later' }, { delaySeconds: 3600 }));
    jobs.nudge();
    await jobs.idle();
    expect(await waiting()).toBe(1);
    expect(seen).not.toContain('later');
    await t.deps.db.delete(jobOutbox).where(eq(jobOutbox.name, record.name));
  });

  it('queues work named by a key once, however often it is queued while it waits', async () => {
    await t.deps.db.transaction(async (tx) => {
      await enqueueTx(tx, record, { word: 'keyed' }, { key: 'test:keyed', delaySeconds: 3600 });
      await enqueueTx(tx, record, { word: 'keyed' }, { key: 'test:keyed', delaySeconds: 3600 });
    });
    await t.deps.db.transaction((tx) => enqueueTx(tx, record, { word: 'keyed' }, { key: 'test:keyed', delaySeconds: 3600 }));
    expect(await waiting()).toBe(1);
    await t.deps.db.delete(jobOutbox).where(eq(jobOutbox.name, record.name));
  });
});
