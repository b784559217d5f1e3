// What the bench scripts share: a scratch database, the API in its own process, statements counted at the driver,
// load from many connections, percentiles and a seeded random generator. Not a test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app.js';
import { createDeps } from '../../apps/api/src/bootstrap.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase, type Db } from '../../apps/api/src/db/client.js';
import { createLogger } from '../../apps/api/src/adapters/log.js';

/** A database of its own on the server of DATABASE_URL, made empty; `drop()` removes it when the bench ends. */
export async function scratchDatabase(name: string) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The API in its own process, as in production, once it answers /healthz; `stop()` ends it and its children, `pid` is
 * its process group (for cpuSample).
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', APP_URL: base, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server stopped before it listened');
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    pid: server.pid!,
    stop: () =>
      exited
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            server.once('exit', () => resolve());
            process.kill(-server.pid!, 'SIGTERM');
          }),
  };
}

/**
 * The app in this process on `url`, with the SQL statements of each request counted at the driver: `count(run)`
 * answers how many statements `run` made and its result.
 */
export async function countingApp(url: string, env: Record<string, string> = {}) {
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', NODE_ENV: 'test', APP_URL: 'http://127.0.0.1', ...env });
  const database = await openDatabase({ url, poolSize: 4, migrate: false });
  const app = await buildApp(await createDeps(config, createLogger('silent'), database));
  const client = (database.db as unknown as { $client: { unsafe: (...a: unknown[]) => unknown } }).$client;
  const unsafe = client.unsafe.bind(client);
  let statements = 0;
  client.unsafe = (...a: unknown[]) => (statements++, unsafe(...a));
  return {
    app,
    async count<T>(run: () => Promise<T>): Promise<{ statements: number; result: T }> {
      statements = 0;
      const result = await run();
      return { statements, result };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * CPU milliseconds (user + system, every thread) used so far by each process of process group `group` (a server from
 * startServer), or of those whose command line matches `group` (PostgreSQL's backends name their database:
 * 'postgres: user db 127.0.0.1(…) idle'), by pid. Linux only; steadier than latency on a shared machine.
 */
export function cpuSample(group: number | RegExp): Map<number, number> {
  const tick = 10; // ms per clock tick (USER_HZ 100 on Linux)
  const sample = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc').filter((f) => /^\d+$/.test(f))) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      const mine = typeof group === 'number' ? Number(fields[2]) === group : group.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
      if (mine) sample.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // gone meanwhile
    }
  }
  return sample;
}

/** The CPU milliseconds used between two samples by the processes alive at the second (one that ended between is lost). */
export const cpuUsed = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** The p-th percentile of the times (not sorted in place). */
export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface LoadFigures {
  rps: number;
  /** Responses in all. */
  total: number;
  p50: string;
  p95: string;
  p99: string;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  duration?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: { method: string; path?: string; setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
}

/** autocannon's load (20 connections for 10 s unless told), with p50, p95 and p99 taken from every response's time. */
export function load(options: LoadOptions): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const done = (err: Error | null, res: { requests: { average: number }; non2xx: number; errors: number }) => {
      if (err) return reject(err);
      const pct = (p: number) => percentile(times, p).toFixed(1);
      resolve({ rps: Math.round(res.requests.average), total: times.length, p50: pct(50), p95: pct(95), p99: pct(99), non2xx: res.non2xx, errors: res.errors });
    };
    const instance = autocannon({ connections: 20, duration: 10, ...options }, done);
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  });
}

/**
 * The SQL statements `run` sends through `db` (postgres-js, as the app's pool), each with `explain()`: its
 * EXPLAIN (ANALYZE, BUFFERS), run on the same pool with the same parameters.
 */
export async function recordStatements(db: Db, run: () => Promise<unknown>) {
  type Unsafe = (text: string, params?: unknown[], options?: unknown) => Promise<Record<string, unknown>[]>;
  const client = (db as unknown as { $client: { unsafe: Unsafe } }).$client;
  const unsafe = client.unsafe.bind(client);
  const recorded: { text: string; params: unknown[] }[] = [];
  client.unsafe = ((text, params, options) => (recorded.push({ text, params: params ?? [] }), unsafe(text, params, options))) as Unsafe;
  try {
    await run();
  } finally {
    client.unsafe = unsafe;
  }
  return recorded.map((s) => ({
    ...s,
    explain: async () => (await unsafe(`explain (analyze, buffers) ${s.text}`, s.params)).map((row) => String(row['QUERY PLAN'])),
  }));
}

/** A GraphQL POST for autocannon or fetch. */
export const graphqlRequest = (query: string, variables: object = {}, token?: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({ query, variables }),
});

/** A seeded random generator (mulberry32), so runs compare. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A session token for `email`, through the running server's login. */
export async function loginAs(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/graphql`, graphqlRequest('mutation($i: LoginInput!){ login(input:$i){ access_token } }', { i: { email, password } }));
  return ((await res.json()) as { data: { login: { access_token: string } } }).data.login.access_token;
}
