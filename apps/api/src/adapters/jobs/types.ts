import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Logger } from '../log.js';

/**
 * A kind of background work (decision 0037): a queue name, the shape of its payload and what it does.
 * Payloads are stored (pg-boss keeps them in PostgreSQL), so they carry ids and intents, never a secret:
 * a job that mails a link makes the link itself. `D` is what a job is handed to do its work (the app's Deps):
 * the runners pass it along and never look inside, beyond the mail slots' setting.
 */
export interface JobDefinition<P = unknown, D = unknown> {
  /** The queue, `area.what` (e.g. `mail.password-reset`). */
  name: string;
  /** Checked when the job runs: a stored payload of an older shape fails loudly instead of half-working. */
  payload: z.ZodType<P>;
  /** Attempts after the first failure (default 3), with growing delays. */
  retryLimit?: number;
  /**
   * A mail job: it takes one of the process's sending slots (MAIL_CONCURRENCY) while it runs, and `security` mail
   * (password reset, email change, invitations) takes a free slot before any other waiting mail (decision 0037).
   */
  mail?: MailLane;
  run(deps: D, payload: P): Promise<void>;
}

/** Security mail is sent ahead of notices and alerts. */
export type MailLane = 'security' | 'other';

/** A definition that runs on a clock; its payload is empty. */
export interface ScheduledJob<D = unknown> {
  job: JobDefinition<Record<string, never>, D>;
  /** Five-field cron, UTC. */
  cron: string;
}

export interface EnqueueOptions {
  /** Not before this many seconds from now. */
  delaySeconds?: number;
}

/** What the runners read of the deps they are handed (each absent in unit tests' stand-in deps). */
export interface JobRunnerDeps {
  /** MAIL_CONCURRENCY. */
  config?: { MAIL_CONCURRENCY?: number };
  /** The app's database, where the job outbox is (`outbox.ts`); without it nothing is drained. */
  db?: Db;
  /** Where transient failures are written as warnings. */
  log?: Logger;
}

export interface Jobs<D = unknown> {
  readonly kind: 'pg-boss' | 'in-process';
  /**
   * Adds work at once; resolves once it is recorded (pg-boss) or scheduled (in-process). Only for work that follows
   * no change of the database (a password reset's mail): work that follows a change is written in the change's
   * transaction with `enqueueTx` (outbox.ts), and the code that committed calls `nudge()`.
   */
  enqueue<P>(job: JobDefinition<P, D>, payload: P, options?: EnqueueOptions): Promise<void>;
  /**
   * Hands the job outbox's rows to the runner soon: called after a commit that queued work. Never throws; a nudge that
   * is lost (a crash, an outage) only delays the work until the next drain (every few seconds, and at start).
   */
  nudge(): void;
  /**
   * Creates the queues and the schedules, and (with `work`) starts the workers. Web processes work by
   * default; with JOB_WORKERS=external only `npm run worker` processes do.
   */
  start(deps: D, opts: { work: boolean }): Promise<void>;
  /** Resolves when no in-process work is left (tests; pg-boss work lives in the database). */
  idle(): Promise<void>;
  /** Stops taking work and waits for the running jobs, within a few seconds. */
  stop(): Promise<void>;
}

/** Seconds before retry n (1-based): 2, 4, 8… capped at 5 minutes. */
export const retryDelaySeconds = (attempt: number): number => Math.min(2 ** attempt, 300);
