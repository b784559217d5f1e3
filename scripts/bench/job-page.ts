// Issue 9's figure for the public job page (decision 0028). Not a test: it prints numbers.
//   node --import tsx scripts/bench/job-page.ts                          (PGlite)
//   scripts/with-postgres.sh node --import tsx scripts/bench/job-page.ts (PostgreSQL; also the last step of
//   `npm run bench`, on whichever database DATABASE_URL names)
// The server in its own process on a fresh database with the demo posts; GET /jobs/{slug} (the HTML as a
// browser gets it, brotli) at 20 connections for 10 seconds: requests per second and p50/p95/p99. Also the
// not-found answer and the sitemap. WEB_DIST=dir serves that build: with its server entry, a visitor's page is
// the app's page rendered on the server (decision 0028), measured once the entry has loaded: each post's first
// render alone, then the load (the server reuses a post's render while the post is unchanged).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load as loadOf, scratchDatabase, startServer } from './support.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-jobs-'));
const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
const scratch = process.env.DATABASE_URL ? await scratchDatabase('bench_job_page') : undefined;
if (scratch) env.DATABASE_URL = scratch.url;
const database = scratch ? 'PostgreSQL' : 'PGlite';

const server = await startServer(3220, env);
const base = server.base;

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

const load = (paths: string[], seconds = 10) =>
  loadOf({
    url: base,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });

await load(pages, 2);
const page = await load(pages);
console.log(`public job page on ${database}, 20 connections for 10 s: ${page.rps} req/s, p95 ${page.p95} ms (p50 ${page.p50} ms, p99 ${page.p99} ms), non-2xx ${page.non2xx}, errors ${page.errors}`);
const missing = await load(['/jobs/no-such-post-abc123'], 5);
console.log(`not-found job page (404, expected non-2xx) on ${database}: ${missing.rps} req/s, p95 ${missing.p95} ms`);
const map = await load(['/sitemap.xml'], 5);
console.log(`sitemap.xml on ${database}: ${map.rps} req/s, p95 ${map.p95} ms`);

await server.stop();
await scratch?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
