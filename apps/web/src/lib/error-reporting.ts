import { appConfig } from './app-config';

/**
 * Starts browser error reporting when the server has a Sentry DSN configured. The SDK is loaded
 * on demand, so visitors of an unconfigured deployment download none of it.
 * Sampling as the spec says: every trace, 10% of sessions replayed, every session with an error replayed.
 */
export async function startErrorReporting(): Promise<void> {
  const dsn = (await appConfig.get()).sentryDsn;
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
}
