import type { ErrorReporter } from './error-reporter.js';

/**
 * Work done after the answer (mails, notices), so an answer's timing does not depend on it and a slow
 * mail server does not hold a request. In-process for now: a later issue replaces this with pg-boss
 * behind the same interface, so the work survives a restart and is retried.
 */
export interface Tasks {
  /** Starts `work` after the current request's code has run; a failure is reported, never thrown. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when no work is left (tests, and shutdown before closing the database). */
  idle(): Promise<void>;
}

export function createTasks(reporter: ErrorReporter): Tasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, work) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => reporter.capture(err, { task: name }))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      // Work may start more work: wait until a pass finds nothing new.
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
