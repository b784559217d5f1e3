// Issue 9's figure for the public job page (decision 0028). Not a test: it prints numbers.
//   node --import tsx scripts/bench/job-page.ts                          (PGlite)
//   scripts/with-postgres.sh node --import tsx scripts/bench/job-page.ts (PostgreSQL; also the last step of
//   `npm run bench`, on whichever database DATABASE_URL names)
// The server in its own process on a fresh database with the demo posts; GET /jobs/{slug} (the HTML as a
// browser gets it, brotli) at 20 connections for 10 seconds: requests per second and p50/p95/p99. Also the
// not-found answer and the sitemap. WEB_DIST=dir serves that build: with its server entry, a visitor's page is
// the app's page rendered on the server (decision 0028), measured once the entry has loaded: each post's first
// render alone, then the load (the server reuses a post's render while the post is unchanged).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = 3220;
const base = `http://127.0.0.1:${PORT}`;
const NAME = 'bench_job_page';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-jobs-'));
const env: NodeJS.ProcessEnv = {
  ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', APP_URL: base,
};

let dropDatabase = async () => undefined as unknown;
if (process.env.DATABASE_URL) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${NAME} with (force)`);
  await admin.unsafe(`create database ${NAME}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${NAME}`;
  env.DATABASE_URL = url.href;
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${NAME} with (force)`);
    await admin.end();
  };
}
const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

// The server, in its own process, as in production; it migrates and seeds the demo posts.
const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).status === 200) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 50));
}

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const pages = [...sitemap.matchAll(/<loc>([^<]*\/jobs\/[^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
if (pages.length === 0) throw new Error('no open post in the sitemap: the demo seed should have some');
// The server loads its render entry in the background: waited for (30 s at most; without one, plain HTML).
let html = '';
for (let i = 0; i < 100; i++) {
  html = await (await fetch(`${base}${pages[0]}`, { headers: { 'accept-encoding': 'br' } })).text();
  if (html.includes('data-server-rendered=') || !process.env.WEB_DIST) break;
  await new Promise((r) => setTimeout(r, 300));
}
const kind = html.includes('data-server-rendered=') ? 'rendered by the app on the server' : 'plain HTML';
console.log(`job pages: ${pages.length} open demo posts; one page is ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB of HTML (${kind}), JSON-LD ${html.includes('application/ld+json') ? 'present' : 'MISSING'}`);
// Each other post's first answer, one at a time: a render of its own.
const firsts: number[] = [];
for (const p of pages.slice(1)) {
  const started = performance.now();
  await (await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'br' } })).text();
  firsts.push(performance.now() - started);
}
if (firsts.length) console.log(`first answer of a post, alone: ${firsts.map((ms) => ms.toFixed(0)).join(', ')} ms`);

function load(paths: string[], seconds = 10): Promise<{ rps: number; p50: string; p95: string; p99: string; non2xx: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url: base,
        connections: 20,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (err, res) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
        resolve({ rps: Math.round(res.requests.average), p50: pct(50), p95: pct(95), p99: pct(99), non2xx: res.non2xx, errors: res.errors });
      },
    );
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  });
}

// A short warm-up (JIT, connection pool), not reported.
await load(pages, 2);
const page = await load(pages);
console.log(`public job page on ${database}, 20 connections for 10 s: ${page.rps} req/s, p95 ${page.p95} ms (p50 ${page.p50} ms, p99 ${page.p99} ms), non-2xx ${page.non2xx}, errors ${page.errors}`);
const missing = await load(['/jobs/no-such-post-abc123'], 5);
console.log(`not-found job page (404, expected non-2xx) on ${database}: ${missing.rps} req/s, p95 ${missing.p95} ms`);
const map = await load(['/sitemap.xml'], 5);
console.log(`sitemap.xml on ${database}: ${map.rps} req/s, p95 ${map.p95} ms`);

await new Promise((r) => {
  server.once('exit', r);
  process.kill(-server.pid!, 'SIGTERM');
});
await dropDatabase();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
