import type { EventEmitter } from 'node:events';
import { isDatabaseUnavailable } from '../db/errors.js';
import type { ErrorReporter } from './error-reporter.js';
import type { Logger } from './log.js';

/**
 * postgres-js 3.4.9 can throw from a write scheduled after its socket closed (porsager/postgres #1154, #1208).
 * `patches/postgres+3.4.9.patch` fixes it; this recognises it should the patch ever be missing.
 */
function isDriverWriteAfterClose(err: unknown): boolean {
  return err instanceof TypeError && /reading 'write'/.test(err.message) && /postgres[\\/].*connection\.js/.test(err.stack ?? '');
}

/** An error that says the database went away for a while: the process outlives it. */
export function isTransientDatabaseError(err: unknown): boolean {
  return isDatabaseUnavailable(err) || isDriverWriteAfterClose(err);
}

/**
 * A failure of background work (a job, a drain of the job outbox, pg-boss's own polling): a transient database error
 * is a warning, not a fault to report, since the work is tried again once the database is back (the job's retries,
 * the next drain, pg-boss's next poll), as a request answers UNAVAILABLE. Anything else is reported.
 */
export function reportJobFailure(
  reporter: ErrorReporter,
  log: Pick<Logger, 'warn'> | undefined,
  err: unknown,
  context: Record<string, unknown>,
): void {
  if (!isTransientDatabaseError(err)) return reporter.capture(err, context);
  log?.warn({ err, ...context }, 'database unavailable: background work is tried again');
}

/**
 * The process-wide rule for errors nobody awaited (decision 0015): a transient database error (an outage, a
 * restart's 57P01, a dropped socket) is a warning and the process goes on, since the pool reconnects by itself;
 * anything else is a programming error that may have left the process in a state nobody planned for,
 * so it is reported and the process exits with 1 for its supervisor to restart (docs/operations.md).
 * Answers a function that removes the handlers.
 */
export function guardProcess(opts: {
  log: Logger;
  reporter: ErrorReporter;
  exit?: (code: number) => void;
  target?: EventEmitter;
}): () => void {
  const { log, reporter } = opts;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const target = opts.target ?? process;
  const handle = (source: 'unhandledRejection' | 'uncaughtException') => (err: unknown) => {
    if (isTransientDatabaseError(err)) {
      log.warn({ err, source }, 'database unavailable: survived an unhandled error');
      return;
    }
    reporter.capture(err, { source, fatal: true });
    log.fatal({ err, source }, 'unexpected error: exiting for the supervisor to restart');
    exit(1);
  };
  const onRejection = handle('unhandledRejection');
  const onException = handle('uncaughtException');
  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return () => {
    target.off('unhandledRejection', onRejection);
    target.off('uncaughtException', onException);
  };
}
