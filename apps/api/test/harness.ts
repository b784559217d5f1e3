import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { totpFactors, users } from '../src/db/schema/index.js';
import { unseal } from '../src/lib/sealed.js';
import { completeSecondStep } from '../src/modules/second-factor/sign-in.js';
import { totpCode } from '../src/modules/second-factor/totp.js';
import { TOTP_PURPOSE } from '../src/modules/second-factor/verify.js';
import type { Deps } from '../src/deps.js';
import { createErrorReporter } from '../src/adapters/error-reporter.js';
import { createLogger } from '../src/adapters/log.js';
import { createMailer, type Mailer, type MailMessage } from '../src/adapters/mail.js';
import { createInProcessJobs } from '../src/adapters/jobs/in-process.js';
import { JOB_REGISTRY } from '../src/jobs.js';
import { createLocalStorage } from '../src/adapters/storage-local.js';
import { databaseUrl, type TemplateKind } from './templates.js';

export { DEMO_PASSWORD };

/**
 * A fresh database per test file, copied from the run's template (test/templates.ts, built by vitest's global
 * setup): in-memory PGlite by default, or a new database on the PostgreSQL server named by DATABASE_URL (as CI does).
 */
async function freshDatabase(
  kind: TemplateKind,
  through: (url: string) => string = (url) => url,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templates = inject('dbTemplates');
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = new Blob([await fs.readFile(templates[kind])]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump, migrate: false });
    return { database, drop: async () => undefined };
  }
  const { default: postgres } = await import('postgres');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${templates[kind]}`);
  const database = await openDatabase({ url: through(databaseUrl(url, name)), poolSize: 4, migrate: false });
  return {
    database,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  // Loosely typed on purpose: tests assert on the shapes.
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string, opts?: { ip?: string }): Promise<{ data: T; errors: any }>;
  /** A session; for an account with an authenticator app, through the second step with a code its app would show. */
  login(email: string, password?: string): Promise<string>;
  /** The latest mail to `email` as sent (with its links), after the background jobs are done. */
  lastMailTo(email: string): Promise<{ to_address: string; subject: string; text_body: string; html_body?: string } | undefined>;
  /** Every mail handed to the mailer, as sent: the test-only way to read a secret (the outbox keeps none). */
  sentMails: MailMessage[];
  /** Makes the mailer wait until the returned function is called (to show an answer does not wait for mail). */
  holdMails(): () => void;
  /** The log lines, when created with `captureLog`. */
  logText(): string;
  close(): Promise<void>;
}

/** Wraps the mailer so tests read what was really sent, and can hold sending. */
function capturing(mailer: Mailer) {
  const sent: MailMessage[] = [];
  let gate: Promise<void> = Promise.resolve();
  const wrapped: Mailer = {
    async send(message) {
      await gate;
      sent.push(message);
      return mailer.send(message);
    },
  };
  const hold = () => {
    let release!: () => void;
    gate = new Promise<void>((r) => (release = r));
    return () => release();
  };
  return { wrapped, sent, hold };
}

/**
 * The sign-in's second step for an account with an authenticator app (decision 0064), as its owner's app would do it,
 * on a test clock: the secret read from the database, a code of the first 30-second step after the last one accepted
 * (a code works once), so a file signs a person in as often as it likes without waiting.
 */
async function secondStepOf(deps: Deps, email: string, pending_token: string): Promise<string> {
  const [factor] = await deps.db
    .select({ secret: totpFactors.secret, last_step: totpFactors.last_step })
    .from(totpFactors)
    .innerJoin(users, eq(users.id, totpFactors.user_id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const secret = factor && unseal(factor.secret, deps.config.APP_SECRET, TOTP_PURPOSE);
  if (!secret) throw new Error(`${email} has no readable authenticator secret`);
  const now = Math.max(Date.now(), ((factor.last_step ?? 0) + 1) * 30_000);
  const { access_token } = await completeSecondStep(deps, { pending_token, code: totpCode(secret, now) }, { ip: '127.0.0.1' }, now);
  return access_token;
}

/** A folder that holds no build. */
const NO_WEB_BUILD = path.join(os.tmpdir(), 'mp-test-no-web-build');

export async function createTestApp(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    captureLog?: boolean;
    /** PostgreSQL only: rewrites the URL the app opens (e.g. through a proxy); create and drop stay direct. */
    databaseUrl?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const seeded = opts.seed !== false;
  const { database, drop } = await freshDatabase(seeded ? 'seeded' : 'bare', opts.databaseUrl);
  // No web build unless a test names one (WEB_DIST): most tests never render a page, and loading the build's server
  // entry costs each of them time.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', WEB_DIST: NO_WEB_BUILD, ...opts.env });
  const logLines: string[] = [];
  const log = opts.captureLog ? createLogger('info', { write: (line: string) => void logLines.push(line) }) : createLogger('silent');
  const reporter = await createErrorReporter({ env: 'test', log });
  const mail = capturing(await createMailer({ db: database.db, log, from: config.MAIL_FROM, env: config.NODE_ENV }));
  // Uploads go to a folder of this test file's own, removed on close.
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-uploads-'));
  // The seeded template's rows name the demo logos: this file's uploads start with them.
  if (seeded) await fs.cp(inject('dbTemplates').uploads, uploadsDir, { recursive: true });
  const deps: Deps = {
    db: database.db,
    config,
    log,
    mailer: mail.wrapped,
    reporter,
    storage: createLocalStorage(uploadsDir),
    // In-process whatever the database, so a test can wait for the work (`idle`); adapters/jobs/pg-boss.int.test.ts
    // covers pg-boss itself. Retries come at once.
    jobs: createInProcessJobs(JOB_REGISTRY.definitions, [], reporter, { retryDelay: () => 10 }),
  };
  await deps.jobs.start(deps, { work: true });
  const app = await buildApp(deps);
  // The web build's modules load with the first page (web/pages.ts): a test that names a build loads them here,
  // within the setup's time rather than its first test's.
  if (opts.env?.WEB_DIST) await app.inject({ url: '/nowhere' });

  const gql: TestApp['gql'] = async (query, variables, token, options) => {
    const res = await app.inject({
      method: 'POST',
      ...(options?.ip ? { remoteAddress: options.ip } : {}),
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: { query, variables },
    });
    return res.json();
  };

  return {
    app,
    deps,
    gql,
    async login(email, password = DEMO_PASSWORD) {
      const res = await gql<{ login: { access_token: string } }>(
        'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
        { input: { email, password } },
      );
      const pending = res.errors?.[0]?.extensions?.code === 'SECOND_STEP_REQUIRED' ? res.errors[0].extensions.fields.pending_token : null;
      if (pending) return secondStepOf(deps, email, pending);
      if (!res.data) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
      return res.data.login.access_token;
    },
    async lastMailTo(email) {
      await deps.jobs.idle();
      const m = [...mail.sent].reverse().find((r) => r.to === email);
      return m && { to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html };
    },
    sentMails: mail.sent,
    holdMails: mail.hold,
    logText: () => logLines.join(''),
    async close() {
      await app.close();
      await deps.jobs.idle();
      await deps.jobs.stop();
      await database.close();
      await drop();
      await fs.rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
