import PgBoss from 'pg-boss';
import type { ErrorReporter } from '../error-reporter.js';
import { isTransientDatabaseError } from '../process-guard.js';
import type { Logger } from '../log.js';
import { createSendSlots, mailConcurrencyOf, runInSlot } from './send-slots.js';
import type { EnqueueOptions, JobDefinition, JobRunnerDeps, Jobs, ScheduledJob } from './types.js';

/** How often an idle worker asks for work: mails go out within a second or two of the answer. */
const POLL_SECONDS = 1;

/**
 * pg-boss on the application's PostgreSQL (decision 0037): jobs are rows in the `pgboss` schema, taken with
 * SKIP LOCKED by any process that works (web processes, or `npm run worker` ones), retried with backoff,
 * and kept a week for inspection. Schedules are stored too, so a clock fires once however many processes run.
 */
export function createPgBossJobs<D extends JobRunnerDeps>(
  connectionString: string,
  definitions: JobDefinition<any, D>[],
  schedules: ScheduledJob<D>[],
  reporter: ErrorReporter,
  log: Logger,
): Jobs<D> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    application_name: 'mp-jobs',
    max: 4,
    retentionDays: 7,
    deleteAfterDays: 7,
  });
  // pg-boss emits its own failures (a poll, a maintenance run, a lost connection) as events; without a listener
  // an 'error' event would end the process. A database outage is logged as one, then pg-boss polls again.
  boss.on('error', (err) => {
    if (isTransientDatabaseError(err)) log.warn({ err, jobs: 'pg-boss' }, 'database unavailable: job polling paused');
    reporter.capture(err, { jobs: 'pg-boss', transient: isTransientDatabaseError(err) });
  });
  const known = new Map(definitions.map((d) => [d.name, d]));
  let running: Promise<unknown> | undefined;

  return {
    kind: 'pg-boss',
    async enqueue(job, payload, options: EnqueueOptions = {}) {
      if (!known.has(job.name)) throw new Error(`unknown job ${job.name}`);
      job.payload.parse(payload);
      await (running ?? Promise.reject(new Error('jobs not started')));
      await boss.send(job.name, payload as object, options.delaySeconds ? { startAfter: options.delaySeconds } : {});
    },
    async start(deps, { work }) {
      running = (async () => {
        await boss.start();
        for (const job of definitions) {
          await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 3, retryDelay: 2, retryBackoff: true });
        }
        for (const { job, cron } of schedules) await boss.schedule(job.name, cron, {}, { tz: 'UTC' });
      })();
      await running;
      if (!work) return;
      // A mail queue has as many workers as the process has sending slots, so mails go several at a time; the slots hold
      // the total to MAIL_CONCURRENCY and start a waiting security mail (its own queue, fetched by its own workers) first.
      const concurrency = mailConcurrencyOf(deps);
      const slots = createSendSlots(concurrency);
      for (const job of definitions) {
        for (let n = job.mail ? concurrency : 1; n > 0; n--) {
          await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, includeMetadata: true }, async ([item]) => {
            // A throw fails the attempt: pg-boss retries it; the last failure is reported and stays in pgboss.job.
            try {
              await runInSlot(slots, job, deps, job.payload.parse(item!.data));
            } catch (err) {
              if (item!.retryCount >= item!.retryLimit) reporter.capture(err, { job: job.name, attempts: item!.retryCount + 1 });
              throw err;
            }
          });
        }
      }
      log.info({ queues: definitions.map((d) => d.name) }, 'job workers started');
    },
    async idle() {
      // The work is in the database; there is nothing in this process to wait for.
    },
    async stop() {
      if (running) await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
