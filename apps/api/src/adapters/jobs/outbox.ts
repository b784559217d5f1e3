import { createHash } from 'node:crypto';
import { and, asc, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { jobOutbox } from '../../db/schema/index.js';
import type { ErrorReporter } from '../error-reporter.js';
import type { Logger } from '../log.js';
import { isTransientDatabaseError, reportJobFailure } from '../process-guard.js';
import { childJobKey } from './job-run.js';
import type { EnqueueOptions, JobDefinition } from './types.js';

/**
 * The job outbox (decision 0037): work is written in the transaction that makes the change it follows, so it commits
 * or rolls back with it, and a drainer in every process hands the rows to the runner, then deletes them. Nothing is
 * lost between a commit and the runner (a crash, a dropped connection): the row waits for the next drain.
 */

export interface OutboxOptions extends EnqueueOptions {
  /**
   * Names the work: the same key is the same job id, so queuing it again while it waits (in the outbox, or in pg-boss
   * until the job is archived) adds nothing.
   */
  key?: string;
}

export type OutboxRow = Pick<typeof jobOutbox.$inferSelect, 'id' | 'name' | 'payload' | 'start_after'>;

/** A key as a job id (pg-boss's ids are uuids). */
const idOfKey = (key: string) => {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

const BATCH = 500;

const startAfter = (options: EnqueueOptions) => (options.delaySeconds ? new Date(Date.now() + options.delaySeconds * 1000) : null);

/** An outbox row: a job queued from a running job has an id of its own (a run again queues the same ids). */
function rowOf<P>(job: JobDefinition<P, any>, payload: P, start_after: Date | null, key?: string) {
  const checked = job.payload.parse(payload);
  const named = key ?? childJobKey(job.name, checked);
  return { ...(named ? { id: idOfKey(named) } : {}), name: job.name, payload: checked, start_after };
}

/** Queues one job in the caller's transaction; the payload is checked now. */
export async function enqueueTx<P>(tx: Tx | Db, job: JobDefinition<P, any>, payload: P, options: OutboxOptions = {}): Promise<void> {
  await tx.insert(jobOutbox).values(rowOf(job, payload, startAfter(options), options.key)).onConflictDoNothing();
}

/** Queues one job per payload (a fan-out) in the caller's transaction, in one statement. */
export async function enqueueEachTx<P>(tx: Tx | Db, job: JobDefinition<P, any>, payloads: readonly P[], options: EnqueueOptions = {}): Promise<void> {
  if (payloads.length === 0) return;
  const start_after = startAfter(options);
  await tx.insert(jobOutbox).values(payloads.map((p) => rowOf(job, p, start_after))).onConflictDoNothing();
}

export interface DrainOptions {
  limit?: number;
  /** Only rows whose time has come (the in-process runner: a delayed row waits here, where a restart keeps it). */
  dueOnly?: boolean;
}

/**
 * Takes up to `limit` rows of these queues, oldest first, skipping rows another process is taking (SKIP LOCKED), and
 * hands them over inside the taking transaction, which then deletes them. Answers the rows once that has committed.
 * A crash between the handing and the commit leaves the rows for the next drain: `hand` must ignore a job id it has.
 */
export async function drainOutbox(db: Db, names: string[], hand: (rows: OutboxRow[]) => Promise<void>, opts: DrainOptions = {}): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: jobOutbox.id, name: jobOutbox.name, payload: jobOutbox.payload, start_after: jobOutbox.start_after })
      .from(jobOutbox)
      .where(
        and(
          inArray(jobOutbox.name, names),
          opts.dueOnly ? or(isNull(jobOutbox.start_after), lte(jobOutbox.start_after, sql`now()`)) : undefined,
        ),
      )
      .orderBy(asc(jobOutbox.created_at))
      .limit(opts.limit ?? BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return rows;
    await hand(rows);
    await tx.delete(jobOutbox).where(inArray(jobOutbox.id, rows.map((r) => r.id)));
    return rows;
  });
}

/** How often every process drains, besides the nudges after commits and the drain at start. */
export const OUTBOX_POLL_MS = 3_000;

export interface OutboxDrainer {
  /** Drains now, or once more after the drain under way; resolves when done. Never rejects. */
  nudge(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Drains at start, on every nudge and every OUTBOX_POLL_MS. Rows of queues this process does not know stay (a newer
 * version's work, left to it). `handed` gets the rows once their drain has committed.
 */
export function startOutboxDrainer(opts: {
  db: Db;
  names: string[];
  hand: (rows: OutboxRow[]) => Promise<void>;
  handed?: (rows: OutboxRow[]) => void;
  dueOnly?: boolean;
  reporter: ErrorReporter;
  log?: Logger;
}): OutboxDrainer {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  // One warning per outage, not one per poll.
  let failing = false;

  async function drainAll() {
    for (let n = BATCH; n === BATCH && !stopped; ) {
      const rows = await drainOutbox(opts.db, opts.names, opts.hand, { limit: BATCH, dueOnly: opts.dueOnly });
      opts.handed?.(rows);
      n = rows.length;
    }
  }

  function nudge(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainAll();
      } while (again && !stopped);
    })()
      .then(() => void (failing = false))
      .catch((err: unknown) => {
        if (failing && isTransientDatabaseError(err)) return;
        failing = true;
        reportJobFailure(opts.reporter, opts.log, err, { jobs: 'outbox' });
      })
      .finally(() => (running = undefined));
    return running;
  }

  const clock = setInterval(() => void nudge(), OUTBOX_POLL_MS);
  clock.unref();
  void nudge();
  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(clock);
      await running;
    },
  };
}
