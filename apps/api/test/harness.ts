import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema/index.js';
import { seedDemo, DEMO_PASSWORD } from '../src/db/seed/demo.js';
import type { Deps } from '../src/deps.js';
import { createErrorReporter } from '../src/services/error-reporter.js';
import { createLogger } from '../src/services/log.js';
import { createMailer } from '../src/services/mail.js';
import { createLocalStorage } from '../src/services/storage-local.js';

export { DEMO_PASSWORD };

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (as CI does).
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => undefined };
  }
  const { default: postgres } = await import('postgres');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.href, poolSize: 4 });
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
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data: T; errors: any }>;
  login(email: string, password?: string): Promise<string>;
  lastMailTo(email: string): Promise<{ subject: string; text_body: string } | undefined>;
  close(): Promise<void>;
}

export async function createTestApp(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', ...opts.env });
  const log = createLogger('silent');
  // Uploads go to a folder of this test file's own, removed on close.
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-uploads-'));
  const deps: Deps = {
    db: database.db,
    config,
    log,
    mailer: await createMailer({ db: database.db, log, from: config.MAIL_FROM }),
    reporter: await createErrorReporter({ env: 'test', log }),
    storage: createLocalStorage(uploadsDir),
  };
  if (opts.seed !== false) await seedDemo(database.db);
  const app = await buildApp(deps);

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const res = await app.inject({
      method: 'POST',
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
      if (!res.data) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
      return res.data.login.access_token;
    },
    async lastMailTo(email) {
      const rows = await database.db.select().from(outbox).orderBy(desc(outbox.id));
      return rows.find((r) => r.to_address === email);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
