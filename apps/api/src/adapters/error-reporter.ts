import type { Logger } from './log.js';

/** Where unexpected errors go: Sentry when a DSN is configured, the log always. */
export interface ErrorReporter {
  capture(error: unknown, context?: Record<string, unknown>): void;
}

export async function createErrorReporter(opts: { dsn?: string; env: string; log: Logger }): Promise<ErrorReporter> {
  const { log } = opts;
  if (!opts.dsn) {
    return { capture: (error, context) => log.error({ err: error, ...context }, 'unexpected error') };
  }
  const Sentry = await import('@sentry/node');
  // The spec's sampling: every trace. Session replay (10%, 100% on error) is a browser feature.
  Sentry.init({ dsn: opts.dsn, environment: opts.env, tracesSampleRate: 1.0 });
  log.info('error reporting: Sentry');
  return {
    capture(error, context) {
      log.error({ err: error, ...context }, 'unexpected error');
      Sentry.captureException(error, { extra: context });
    },
  };
}
