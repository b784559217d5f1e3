import { runAsJob } from './job-run.js';
import type { JobDefinition, JobRunnerDeps, MailLane } from './types.js';

/** Mails sent at a time by one process when MAIL_CONCURRENCY is not set: within what SMTP services allow a sender. */
export const DEFAULT_MAIL_CONCURRENCY = 4;

/**
 * The process's mail sending slots (decision 0037): at most `limit` mail jobs run at once, and when one ends the
 * next waiting security mail starts before any other, so a password reset never waits behind a run of job alerts.
 */
export interface SendSlots {
  run<T>(lane: MailLane, work: () => Promise<T>): Promise<T>;
}

export function createSendSlots(limit: number): SendSlots {
  let free = limit;
  const waiting: Record<MailLane, (() => void)[]> = { security: [], other: [] };
  const release = () => {
    const next = waiting.security.shift() ?? waiting.other.shift();
    if (next) next();
    else free++;
  };
  return {
    async run(lane, work) {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting[lane].push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** Runs one job (`id`: the same on every attempt): a mail job inside a sending slot, any other at once. */
export function runInSlot<P, D>(slots: SendSlots, job: JobDefinition<P, D>, deps: D, payload: P, id: string): Promise<void> {
  const run = () => runAsJob(job.name, id, () => job.run(deps, payload));
  return job.mail ? slots.run(job.mail, run) : run();
}

/** MAIL_CONCURRENCY from the configuration (absent in unit tests' stand-in deps), else the default. */
export const mailConcurrencyOf = (deps: JobRunnerDeps): number => deps.config?.MAIL_CONCURRENCY ?? DEFAULT_MAIL_CONCURRENCY;
