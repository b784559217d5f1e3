import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import { MSG, VIDEO_FRAME_ORIGINS } from '@mp/domain';
import type { Deps } from './deps.js';
import { redactUrl } from './adapters/log.js';
import { AppError, expectedError, restError } from './errors.js';
import { inputProblem } from './graphql/query-limits.js';
import { registerGraphQL } from './yoga.js';
import { registerAuthRoutes } from './modules/auth/routes.js';
import { registerGoogleRoutes } from './modules/auth/google.js';
import { registerUploadRoutes } from './modules/uploads/routes.js';
import { registerFileRoutes } from './modules/files/routes.js';
import { registerConversationRoutes } from './modules/conversation/routes.js';
import { registerTestGatewayRoutes } from './modules/billing/test-gateway-routes.js';
import { registerStripeWebhook } from './modules/billing/webhook.js';
import { registerAccountDataRoutes } from './modules/account-data/routes.js';
import { registerCsrfRoute } from './modules/admin/csrf.js';
import { registerSitemapRoutes } from './modules/sitemap/routes.js';
import { registerFeedRoutes } from './modules/feeds/routes.js';
import { registerAlertRoutes } from './modules/alerts/routes.js';
import { registerMessageUnsubscribeRoute } from './modules/conversation/unsubscribe.js';
import { registerInvoiceRoutes } from './modules/invoices/routes.js';
import { registerPageSessionRoutes } from './web/page-session.js';
import { createPageCache } from './web/page-cache.js';
import { serveWebApp } from './web/pages.js';
import { headersByPage } from './lib/security-headers.js';
import { paymentsOf } from './adapters/payments/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BODY_LIMIT = 1024 * 1024;
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The whole server, without listening: tests inject requests into it. */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  // Cast: Fastify's instance type is parameterised by pino's Logger, which the plugins do not expect.
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.TRUST_PROXY,
  }) as unknown as FastifyInstance;

  const directives = {
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // The browser reports errors to the configured Sentry host only.
    'connect-src': ["'self'", ...(deps.config.SENTRY_DSN ? [new URL(deps.config.SENTRY_DSN).origin] : [])],
    // Case studies' YouTube and Vimeo players (decision 0051): on every page, since the app reaches a case study
    // by client-side navigation under the first page's CSP.
    'frame-src': ["'self'", ...VIDEO_FRAME_ORIGINS],
    'frame-ancestors': ["'none'"],
  };
  // Stripe.js's hosts join the CSP on the payment pages only, and only with Stripe (lib/security-headers.ts).
  const headersFor = headersByPage(directives, { stripe: paymentsOf(deps).name === 'stripe' });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headersFor(req.url));
    done();
  });
  await app.register(fastifyCookie);

  // Client mistakes get a short 4xx with a message; server faults are reported and never show a stack.
  // expectedError (errors.ts) sorts out values the database refused and a database out of reach. The REST routes
  // throw their AppErrors here rather than answering them.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    const status = error.statusCode && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      const expected = expectedError(error, deps.log);
      if (expected) {
        const answer = restError(expected, req.routeOptions.config?.errorShape);
        return reply.status(answer.status).send(answer.body);
      }
      deps.reporter.capture(error, { url: redactUrl(req.url), method: req.method });
      return reply.status(500).send({ message: MSG.somethingWrong, code: 'INTERNAL' });
    }
    return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
  });

  // REST bodies and query strings: no NUL characters, no huge lists, no deep nesting (graphql/limits.ts).
  // /graphql is checked by its own plugin, which answers in GraphQL's shape.
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.url === '/graphql') return;
    const problem = inputProblem([req.body, req.query]);
    if (problem) throw new AppError('BAD_USER_INPUT', problem);
  });

  // Liveness: the process answers (no database), so a load balancer does not restart it during an outage.
  app.get('/healthz', async () => ({ ok: true }));
  // Readiness: the database answers `select 1` within READY_TIMEOUT_MS; otherwise take this instance out.
  app.get('/readyz', async (_req, reply) => {
    try {
      await withTimeout(deps.db.execute(sql`select 1`), READY_TIMEOUT_MS);
      return { ok: true };
    } catch (err) {
      if (!expectedError(err, deps.log)) deps.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ ok: false, code: 'UNAVAILABLE' });
    }
  });
  app.get('/api/config', async () => ({
    googleEnabled: Boolean(deps.config.GOOGLE_CLIENT_ID),
    sentryDsn: deps.config.SENTRY_DSN ?? null,
  }));

  registerGraphQL(app, deps);
  registerAuthRoutes(app, deps);
  registerGoogleRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  await registerFileRoutes(app, deps);
  await registerConversationRoutes(app, deps);
  // Payments: Stripe's webhook, or the offline test gateway's browser side, whichever is in use.
  await registerStripeWebhook(app, deps);
  registerTestGatewayRoutes(app, deps);
  registerAccountDataRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerCsrfRoute(app, deps);
  registerPageSessionRoutes(app, deps);
  // The unsubscribe links of job alerts and of message notices.
  await registerAlertRoutes(app, deps);
  await registerMessageUnsubscribeRoute(app, deps);
  const webDist = deps.config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  registerSitemapRoutes(app, deps, webDist);
  registerFeedRoutes(app, deps, createPageCache());
  await serveWebApp(app, deps, webDist);
  return app;
}
