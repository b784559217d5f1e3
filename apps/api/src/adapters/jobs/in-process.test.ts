import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob, type Deps } from '../../deps.js';
import { createLogger } from '../log.js';
import { createInProcessJobs } from './in-process.js';

const deps = { marker: 'deps' } as unknown as Deps;

function recorder() {
  const seen: string[] = [];
  const job = defineJob({
    name: 'test.record',
    payload: z.object({ word: z.string() }),
    run: async (d, { word }) => {
      expect(d).toBe(deps);
      seen.push(word);
    },
  });
  return { seen, job };
}

describe('in-process jobs', () => {
  it('runs work after the caller, with the deps given at start, even when added before start', async () => {
    const { seen, job } = recorder();
    const jobs = createInProcessJobs([job], [], { capture: vi.fn() });
    await jobs.enqueue(job, { word: 'early' });
    expect(seen).toEqual([]);
    await jobs.start(deps, { work: true });
    await jobs.enqueue(job, { word: 'late' });
    expect(seen).toEqual([]);
    await jobs.idle();
    expect(seen).toEqual(['early', 'late']);
  });

  it('refuses a payload of the wrong shape and an unknown job when they are added', async () => {
    const { job } = recorder();
    const jobs = createInProcessJobs([job], [], { capture: vi.fn() });
    await expect(jobs.enqueue(job, { word: 3 } as never)).rejects.toThrow();
    const other = defineJob({ name: 'test.other', payload: z.object({}), run: async () => undefined });
    await expect(jobs.enqueue(other, {})).rejects.toThrow('unknown job test.other');
  });

  it('retries a failing job up to its limit, then reports it once', async () => {
    const capture = vi.fn();
    let calls = 0;
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({ failTimes: z.number() }),
      retryLimit: 2,
      run: async (_d, { failTimes }) => {
        calls++;
        if (calls <= failTimes) throw new Error(`attempt ${calls}`);
      },
    });
    const jobs = createInProcessJobs([flaky], [], { capture }, { retryDelay: () => 1 });
    await jobs.start(deps, { work: true });
    await jobs.enqueue(flaky, { failTimes: 2 });
    await jobs.idle();
    expect([calls, capture.mock.calls.length]).toEqual([3, 0]);

    calls = 0;
    await jobs.enqueue(flaky, { failTimes: 99 });
    await jobs.idle();
    expect(calls).toBe(3);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith(expect.objectContaining({ message: 'attempt 3' }), { job: 'test.flaky', attempts: 3 });
  });

  it('writes a transient database error of a job as a warning, reports none, and still retries it', async () => {
    const capture = vi.fn();
    const log = createLogger('silent');
    const warn = vi.spyOn(log, 'warn');
    let calls = 0;
    const restart = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const reading = defineJob({
      name: 'test.reading',
      payload: z.object({}),
      retryLimit: 2,
      run: async () => {
        calls++;
        // Drizzle wraps the driver's error as its cause.
        throw new Error('Failed query: select 1', { cause: restart() });
      },
    });
    const jobs = createInProcessJobs([reading], [], { capture }, { retryDelay: () => 1 });
    await jobs.start({ log } as unknown as Deps, { work: true });
    await jobs.enqueue(reading, {});
    await jobs.idle();
    expect(calls).toBe(3);
    expect(capture).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ job: 'test.reading', attempts: 3 }), expect.stringContaining('database unavailable'));
  });

  it('waits the delay asked for, and stop() ends waiting work at once', async () => {
    const { seen, job } = recorder();
    const jobs = createInProcessJobs([job], [], { capture: vi.fn() });
    await jobs.start(deps, { work: true });
    await jobs.enqueue(job, { word: 'soon' }, { delaySeconds: 0.05 });
    await jobs.enqueue(job, { word: 'never' }, { delaySeconds: 3600 });
    await vi.waitFor(() => expect(seen).toEqual(['soon']));
    const started = Date.now();
    await jobs.stop();
    await jobs.idle();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen).toEqual(['soon']);
  });

  it('runs a scheduled job at its next cron time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-23T10:59:59.000Z'));
      const ticks: string[] = [];
      const clock = defineJob({
        name: 'test.clock',
        payload: z.object({}) as z.ZodType<Record<string, never>>,
        run: async () => void ticks.push(new Date().toISOString()),
      });
      const jobs = createInProcessJobs([clock], [{ job: clock, cron: '0 * * * *' }], { capture: vi.fn() });
      await jobs.start(deps, { work: true });
      await vi.advanceTimersByTimeAsync(500);
      expect(ticks).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.runOnlyPendingTimersAsync();
      expect(ticks[0]).toBe('2026-11-23T11:00:00.000Z');
      await jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
