/**
 * Starts the real server for browser tests on a fresh database with the demo accounts:
 * a new database on the PostgreSQL server when DATABASE_URL is set (CI), else a temporary PGlite folder.
 * The server log goes to e2e/.server.log so tests can read mailed links, as a person would read the outbox.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'true',
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  // Fixture accounts sign up from addresses of their own (support/accounts.ts), as different people do.
  TRUST_PROXY: 'true',
};
let cleanup = async () => {};

if (process.env.DATABASE_URL) {
  const { default: postgres } = await import('postgres');
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.href;
  cleanup = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  };
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-e2e-'));
  env.DATA_DIR = dir;
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}

// E2E_API_BUNDLE (with WEB_DIST): run a copy of the API bundle and the web build as they are, not `npm start`, which
// rebuilds what is stale in place. For a long run in a clone where others build: their builds cannot pull the files
// from under this server. The copies must sit where the packages resolve (e.g. apps/api/test-results/…).
const entry = process.env.E2E_API_BUNDLE ?? 'scripts/start.mjs';
const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'inherit'] });
const log = fs.createWriteStream(path.resolve(process.env.E2E_SERVER_LOG ?? 'e2e/.server.log'));
child.stdout.pipe(log);
child.stdout.pipe(process.stdout);

const stop = async () => {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await cleanup();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
child.once('exit', async (code) => {
  await cleanup();
  process.exit(code ?? 1);
});
