import { randomUUID } from 'node:crypto';
import cronParser from 'cron-parser';
import type { ErrorReporter } from '../error-reporter.js';
import type { Logger } from '../log.js';
import { reportJobFailure } from '../process-guard.js';
import { startOutboxDrainer, type OutboxDrainer, type OutboxRow } from './outbox.js';
import { createSendSlots, mailConcurrencyOf, runInSlot, type SendSlots } from './send-slots.js';
import type { EnqueueOptions, JobDefinition, JobRunnerDeps, Jobs, ScheduledJob } from './types.js';
import { retryDelaySeconds } from './types.js';

/**
 * The embedded default (PGlite allows one process): the same definitions run in this process, after the
 * current request's code, with the same retries. The job outbox is drained into it when a row's time has come (the
 * row is deleted as its job starts), so work committed before a crash runs at the next start; a job running when the
 * process stops is lost, which is the embedded database's trade (decision 0037); PostgreSQL deployments use pg-boss.
 */
export function createInProcessJobs<D extends JobRunnerDeps>(
  definitions: JobDefinition<any, D>[],
  schedules: ScheduledJob<D>[],
  reporter: ErrorReporter,
  opts: { retryDelay?: (attempt: number) => number } = {},
): Jobs<D> {
  const delayOf = opts.retryDelay ?? ((attempt: number) => retryDelaySeconds(attempt) * 1000);
  const pending = new Set<Promise<void>>();
  /** Waits (delays, retries) by their timer, so stop() can end them at once. */
  const waits = new Map<NodeJS.Timeout, () => void>();
  const clocks = new Set<NodeJS.Timeout>();
  const known = new Map(definitions.map((d) => [d.name, d]));
  // Work added before start() waits for it (the app wires the jobs before the deps are complete).
  let started!: (deps: D) => void;
  const ready = new Promise<D>((resolve) => (started = resolve));
  let stopped = false;
  let slots!: SendSlots;
  let drainer: OutboxDrainer | undefined;
  let log: Logger | undefined;

  const later = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.set(timer, resolve);
    });

  const failed = (err: unknown, context: Record<string, unknown>) => reportJobFailure(reporter, log, err, context);

  async function attempt(job: JobDefinition<any, D>, payload: unknown, delayMs: number, id: string = randomUUID()): Promise<void> {
    await (delayMs > 0 ? later(delayMs) : new Promise<void>((r) => setImmediate(r)));
    const deps = await ready;
    if (stopped) return;
    const data = job.payload.parse(payload);
    for (let n = 0; ; n++) {
      try {
        // Mail jobs wait for a sending slot (MAIL_CONCURRENCY), security mail first.
        await runInSlot(slots, job, deps, data, id);
        return;
      } catch (err) {
        if (n >= (job.retryLimit ?? 3) || stopped) {
          failed(err, { job: job.name, attempts: n + 1 });
          return;
        }
        await later(delayOf(n + 1));
      }
    }
  }

  function track(work: Promise<void>) {
    const done = work.catch((err: unknown) => failed(err, { job: 'in-process' })).finally(() => pending.delete(done));
    pending.add(done);
  }

  /** An outbox row's job (due: the drain takes a row when its time has come), once the drain that took it has committed. */
  const schedule = (row: OutboxRow) => track(attempt(known.get(row.name)!, row.payload, 0, row.id));

  function scheduleNext(entry: ScheduledJob) {
    const next = cronParser.parseExpression(entry.cron, { utc: true }).next().getTime();
    const timer = setTimeout(() => {
      clocks.delete(timer);
      if (stopped) return;
      track(attempt(entry.job, {}, 0));
      scheduleNext(entry);
    }, Math.max(0, next - Date.now()));
    timer.unref();
    clocks.add(timer);
  }

  return {
    kind: 'in-process',
    async enqueue(job, payload, options: EnqueueOptions = {}) {
      if (!known.has(job.name)) throw new Error(`unknown job ${job.name}`);
      job.payload.parse(payload);
      track(attempt(job, payload, (options.delaySeconds ?? 0) * 1000));
    },
    async start(given) {
      // One process holds the embedded database, so it always works its jobs (config refuses JOB_WORKERS=external).
      log = given.log;
      slots = createSendSlots(mailConcurrencyOf(given));
      started(given);
      for (const entry of schedules) scheduleNext(entry);
      if (given.db) {
        drainer = startOutboxDrainer({
          db: given.db, names: [...known.keys()], reporter, log: given.log, dueOnly: true, hand: async () => undefined,
          handed: (rows) => rows.forEach(schedule),
        });
        track(drainer.nudge());
      }
    },
    nudge() {
      if (drainer) track(drainer.nudge());
    },
    async idle() {
      // Work may add more work: wait until a pass finds nothing new.
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async stop() {
      stopped = true;
      await drainer?.stop();
      for (const timer of clocks) clearTimeout(timer);
      clocks.clear();
      // Waiting work ends now (it is lost, as the embedded default says); running work may finish.
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
      await Promise.race([Promise.all([...pending]), new Promise((r) => setTimeout(r, 5_000).unref())]);
    },
  };
}
