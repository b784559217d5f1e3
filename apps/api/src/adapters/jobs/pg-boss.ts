import PgBoss from 'pg-boss';
import { pgError } from '../../db/errors.js';
import type { ErrorReporter } from '../error-reporter.js';
import { reportJobFailure } from '../process-guard.js';
import type { Logger } from '../log.js';
import { startOutboxDrainer, type OutboxDrainer, type OutboxRow } from './outbox.js';
import { createSendSlots, mailConcurrencyOf, runInSlot } from './send-slots.js';
import type { EnqueueOptions, JobDefinition, JobRunnerDeps, Jobs, ScheduledJob } from './types.js';

/** How often an idle worker asks for work: mails go out within a second or two of the answer. */
const POLL_SECONDS = 1;
/**
 * A job active longer than this is taken for one whose worker died (kill -9, a lost machine): pg-boss's maintenance
 * (every 30 s) fails it, and it is retried. Jobs take seconds (a mail's SMTP attempt gives up within a minute); the
 * clocks, which may call the payment gateway for each of 200 purchases, get longer.
 */
const EXPIRE_SECONDS = 120;
const CLOCK_EXPIRE_SECONDS = 15 * 60;

/**
 * pg-boss on the application's PostgreSQL (decision 0037): jobs are rows in the `pgboss` schema, taken with
 * SKIP LOCKED by any process that works (web processes, or `npm run worker` ones), retried with backoff,
 * and kept a week for inspection. Schedules are stored too, so a clock fires once however many processes run.
 * Every process drains the job outbox into it, each row as a job of the row's id: pg-boss inserts jobs with
 * ON CONFLICT DO NOTHING on (name, id), so a drain repeated after a crash adds no second job.
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
    maintenanceIntervalSeconds: 30,
  });
  // pg-boss emits its own failures (a poll, a maintenance run, a lost connection) as events; without a listener
  // an 'error' event would end the process. A database outage is a warning, then pg-boss polls again.
  boss.on('error', (err) => reportJobFailure(reporter, log, err, { jobs: 'pg-boss' }));
  const known = new Map(definitions.map((d) => [d.name, d]));
  const clocks = new Set(schedules.map((s) => s.job.name));
  let running: Promise<unknown> | undefined;
  let drainer: OutboxDrainer | undefined;
  const hand = async (rows: OutboxRow[]) => {
    await boss.insert(rows.map((r) => ({ id: r.id, name: r.name, data: r.payload as object, startAfter: r.start_after?.toISOString() })));
  };

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
        await setUpQueues(boss, definitions, clocks);
        for (const { job, cron } of schedules) await boss.schedule(job.name, cron, {}, { tz: 'UTC' });
      })();
      await running;
      if (deps.db) drainer = startOutboxDrainer({ db: deps.db, names: [...known.keys()], hand, reporter, log });
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
              await runInSlot(slots, job, deps, job.payload.parse(item!.data), item!.id);
            } catch (err) {
              if (item!.retryCount >= item!.retryLimit) reportJobFailure(reporter, log, err, { job: job.name, attempts: item!.retryCount + 1 });
              throw err;
            }
          });
        }
      }
      log.info({ queues: definitions.map((d) => d.name) }, 'job workers started');
    },
    nudge() {
      void drainer?.nudge();
    },
    async idle() {
      // The work is in the database; there is nothing in this process to wait for.
    },
    async stop() {
      await drainer?.stop();
      if (running) await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}

/**
 * Creates the missing queues and brings the others to the definitions' settings. Processes starting together on a new
 * database can deadlock creating the same queues (pg-boss creates a partition per queue): the loser tries again.
 */
async function setUpQueues(boss: PgBoss, definitions: JobDefinition<any, any>[], clocks: Set<string>): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const job of definitions) {
    const options = {
      name: job.name, retryLimit: job.retryLimit ?? 3, retryDelay: 2, retryBackoff: true,
      expireInSeconds: clocks.has(job.name) ? CLOCK_EXPIRE_SECONDS : EXPIRE_SECONDS,
    };
    if (existing.has(job.name)) {
      await boss.updateQueue(job.name, options);
      continue;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(job.name, options);
        break;
      } catch (err) {
        if (attempt >= 5 || !['40P01', '23505'].includes(pgError(err)?.code ?? '')) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  }
}
