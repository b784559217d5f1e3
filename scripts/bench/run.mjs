// Measures start-up, the API's steady figures and the login page's JavaScript. Not a test: it prints numbers.
//   scripts/with-postgres.sh npm run bench     (me/login on PostgreSQL, as production)
//   npm run bench                               (same on the embedded PGlite)
// 1. start-up: `npm start` on a second run (dependencies installed, database exists) to the first 200 of /healthz,
//    then the longest answer of /healthz asked every 20 ms for the next 20 s (a main-thread task that long held it)
// 2. GraphQL `me` in the first 20 s after a start; then steady: `me`, `login`, an anonymous `{ __typename }` and
//    GET /healthz (the ratios show where a request's cost went): requests per second and p95, 20 connections, 10 s
// 3. gzipped JavaScript the browser loads for the login page
// 4. scripts/bench/opportunities.ts (PostgreSQL only): the race for the last credits and the dashboard
// 5. scripts/bench/job-page.ts, the public job page's p95 (PostgreSQL or PGlite)
// (not run here: it needs `npm run seed:bulk` first) scripts/bench/search.ts, search, for-you and applied-list p95 at a million posts; without DATABASE_URL, the embedded check at 20,000
// (not run here: it needs `npm run seed:bulk -- --conversations` first) scripts/bench/messages.ts, the inbox, a thread and the header count at 100,000 threads
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const PORT = 3200;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-'));
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' };

if (process.env.DATABASE_URL) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe('drop database if exists bench with (force)');
  await admin.unsafe('create database bench');
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/bench';
  env.DATABASE_URL = url.href;
}

async function startServer() {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { t0, ms: performance.now() - t0, stop: () => new Promise((r) => { child.once('exit', r); process.kill(-child.pid, 'SIGTERM'); }) };
}

const gql = (query, variables, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({ query, variables }),
});

/** Runs autocannon and computes p95 from every response time (autocannon itself reports p90 and p97.5). */
function load(request, { path = '/graphql', duration = 10 } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url: `${base}${path}`, connections: 20, duration, ...request }, (err, r) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]?.toFixed(1);
      resolve({ rps: Math.round(r.requests.average), p50: pct(50), p95: pct(95), p99: pct(99), non2xx: r.non2xx, errors: r.errors });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/**
 * The same load with wrk when it is installed (Debian's wrk): written in C, it leaves more of this
 * 2-core machine to the server than autocannon does.
 */
function wrk(request) {
  const found = spawnSync('sh', ['-c', 'command -v wrk']).status === 0;
  if (!found) return null;
  const lua = path.join(dataDir, 'bench.lua');
  const headers = Object.entries(request.headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`);
  fs.writeFileSync(
    lua,
    [`wrk.method = "POST"`, `wrk.body = ${JSON.stringify(request.body)}`, ...headers,
      `done = function(summary, latency, requests)`,
      `  io.write(string.format("%.0f req/s, p95 %.1f ms (p50 %.1f ms, p99 %.1f ms), errors %d\\n", summary.requests / (summary.duration / 1e6), latency:percentile(95) / 1000, latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))`,
      `end`].join('\n'),
  );
  const out = spawnSync('wrk', ['-t2', '-c20', '-d10s', '-s', lua, `${base}/graphql`], { encoding: 'utf8' });
  return out.stdout.trim().split('\n').pop();
}

const first = await startServer();
console.log(`first start (creates the database, builds if needed): ${Math.round(first.ms)} ms`);
await first.stop();
const second = await startServer();
console.log(`second start to first 200 from /healthz: ${Math.round(second.ms)} ms`);
for (;;) {
  if ((await fetch(`${base}/readyz`).catch(() => null))?.status === 200) break;
  await new Promise((r) => setTimeout(r, 25));
}
console.log(`second start to ready (/readyz): ${Math.round(performance.now() - second.t0)} ms`);
{
  const until = performance.now() + 20_000;
  let longest = 0;
  let over50 = 0;
  while (performance.now() < until) {
    const t = performance.now();
    await fetch(`${base}/healthz`);
    const ms = performance.now() - t;
    longest = Math.max(longest, ms);
    if (ms > 50) over50 += 1;
    await new Promise((r) => setTimeout(r, 20));
  }
  console.log(`the 20 s after ready, /healthz every 20 ms: longest answer ${longest.toFixed(0)} ms, ${over50} over 50 ms`);
}
await second.stop();

const signIn = async () =>
  (await (await fetch(`${base}/graphql`, gql('mutation($i: LoginInput!){ login(input:$i){ access_token } }', { i: { email: 'employer@demo.test', password: 'Demo-pass1!' } }))).json()).data.login.access_token;
const ME = '{ me { id email type status teamType teamUser { role can_post_jobs } isProfileComplete { complete } } }';
const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const third = await startServer();
{
  const token = await signIn();
  const left = Math.max(1, Math.round((20_000 - (performance.now() - third.t0 - third.ms)) / 1000));
  const r = await load(gql(ME, undefined, token), { duration: left });
  console.log(`me on ${database}, the first ${left} s after a start (autocannon): ${r.rps} req/s, p95 ${r.p95} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
}
const token = await signIn();

for (const [title, req, path] of [
  ['me', gql(ME, undefined, token)],
  ['login', gql('mutation($i: LoginInput!){ login(input:$i){ id access_token } }', { i: { email: 'freelancer@demo.test', password: 'Demo-pass1!' } })],
  ['anonymous { __typename }', gql('{ __typename }')],
  ['GET /healthz', { method: 'GET' }, '/healthz'],
]) {
  const r = await load(req, { path });
  console.log(`${title} on ${database} (autocannon): ${r.rps} req/s, p95 ${r.p95} ms (p50 ${r.p50} ms, p99 ${r.p99} ms), non-2xx ${r.non2xx}, errors ${r.errors}`);
  const w = path ? null : wrk(req);
  if (w) console.log(`${title} on ${database} (wrk): ${w}`);
}

// JavaScript for the login page, as the browser fetches it.
try {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage();
  const sizes = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') sizes.push(zlib.gzipSync(await res.body(), { level: 9 }).length);
  });
  await page.goto(`${base}/freelancer/login`, { waitUntil: 'networkidle' });
  await browser.close();
  console.log(`login page JavaScript: ${sizes.length} files, ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gzipped`);
} catch (err) {
  console.log(`login page JavaScript: not measured (${err.message})`);
}

await third.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
// Its own database and server, after this one has stopped.
spawnSync('node', ['--import', 'tsx', 'scripts/bench/opportunities.ts'], { stdio: 'inherit', env: process.env });
// The public job page's server p95 (decision 0028), on PostgreSQL with DATABASE_URL, else PGlite.
spawnSync('node', ['--import', 'tsx', 'scripts/bench/job-page.ts'], { stdio: 'inherit', env: process.env });
process.exit(0);
