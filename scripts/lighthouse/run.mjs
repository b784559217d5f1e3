#!/usr/bin/env node
/**
 * Lighthouse against a production build: `npm run lighthouse [-- options]`.
 *
 * Builds the web app when stale (scripts/build-web-if-stale.mjs) unless --dist names a build, starts the
 * real server on a free port with a temporary PGlite and the demo accounts, and audits, on mobile and
 * desktop: the login page, step 1 of sign-up, a signed-in dashboard (signed in through the API, the
 * token and user put where the app keeps them: localStorage), the public job page, the agency marketplace, the home
 * page and the board, each asked for five times first (a server in use, not one just started). Prints the four category scores and the
 * JavaScript and CSS bytes transferred (compressed as served), then exits. Not a test: the figures go
 * in the issue notes.
 *
 * Options: --dist DIR (an existing build, also WEB_DIST), --only mobile|desktop, --page login|register|dashboard|job|company|marketplace|home|board|landing,
 *          --json FILE (writes the figures), --keep-reports DIR (writes each full Lighthouse report as HTML, and
 *          its trace as JSON, which Chromium's performance panel opens),
 *          --runs N (audits each page N times and reports the run of median performance, with the range of
 *          the N scores: figures on a small, busy machine vary by several points from run to run).
 * The `html` column says whether the page was rendered on the server or is a client route (docs/decisions/0056).
 * Chromium: CHROME_PATH, else /usr/bin/chromium. Nothing is downloaded.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    only: { type: 'string' },
    page: { type: 'string', multiple: true },
    json: { type: 'string' },
    'keep-reports': { type: 'string' },
    runs: { type: 'string' },
  },
});

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROME)) {
  console.error(`Chromium not found at ${CHROME}: run \`sudo apt-get install chromium\` or set CHROME_PATH.`);
  process.exit(1);
}

const ACCOUNT = { email: 'employer@demo.test', password: 'Demo-pass1!' };
const PAGES = [
  { name: 'login', path: '/company/login' },
  { name: 'register', path: '/company/register' },
  { name: 'dashboard', path: '/company/dashboard', signedIn: true },
  // The public job page of an open demo post: its address is read from the sitemap.
  { name: 'job', path: '/jobs/', fromSitemap: true },
  // A company's public page (issue 38): the first in the sitemap.
  { name: 'company', path: '/companies/', fromSitemap: true },
  // The agency marketplace, rendered on the server for a visitor.
  { name: 'marketplace', path: '/employer/agency-marketplace' },
  // The visitors' home page and the public job board, rendered on the server.
  { name: 'home', path: '/' },
  { name: 'board', path: '/jobs' },
  // A marketing page of the demo: hero, copy, call to action and the prices from the settings.
  { name: 'landing', path: '/landing/hire-creative-freelancers' },
].filter((p) => !args.page || args.page.includes(p.name));
const FORM_FACTORS = ['mobile', 'desktop'].filter((f) => !args.only || args.only === f);
const RUNS = Math.max(1, Number(args.runs ?? 1) || 1);

// The build to serve.
let dist = args.dist ?? process.env.WEB_DIST;
if (!dist) {
  execFileSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  dist = path.join(root, 'apps/web/dist');
}
dist = path.resolve(dist);
if (!fs.existsSync(path.join(dist, 'server', 'index.js'))) {
  console.error(`no build at ${dist} (server/index.js missing)`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see its log above`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${url} within ${ms / 1000} s`);
}

// The server: production mode, a temporary PGlite with the demo accounts.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-lighthouse-'));
const serverLog = [];
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    // A measuring server on a laptop: the offline test gateway, which production refuses unless asked for.
    PAYMENTS_TEST_MODE: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST: dist,
    SENTRY_DSN: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => serverLog.push(String(chunk)));

let browser;
async function shutdown() {
  await browser?.close().catch(() => undefined);
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.once('SIGINT', () => void shutdown().then(() => process.exit(130)));
process.once('SIGTERM', () => void shutdown().then(() => process.exit(143)));

/** Signs in through the API as the app does, returning what the app stores. */
async function signIn() {
  const query = `mutation Login($input: LoginInput!) {
    login(input: $input) {
      access_token id name first_name last_name email type teamType teamOwner status vetted bio avatar company
      agency_name created_at isProfileComplete { complete missing }
      teamUser { ...M } teams { ...M }
    }
  }
  fragment M on TeamUser { id team_id role active can_post_jobs type user { id type name company agency_name avatar } }`;
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { input: ACCOUNT } }),
  });
  const body = await res.json();
  if (!body.data?.login) throw new Error(`sign-in failed: ${JSON.stringify(body.errors ?? body)}`);
  const { access_token: token, ...user } = body.data.login;
  return { token, user };
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Scores and the bytes of scripts and stylesheets as transferred (compressed), from one report. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint') ?? 0),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(audit('total-blocking-time') ?? 0),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    jsBytes: sum('Script'),
    cssBytes: sum('Stylesheet'),
    requests: requests.length,
  };
}

const rows = [];
let lighthouseVersion = '';
try {
  await waitFor(`${origin}/healthz`, server);
  const session = await signIn();
  for (const page of PAGES.filter((p) => p.fromSitemap)) {
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const loc = new RegExp(`<loc>([^<]*${page.path}[^<]+)</loc>`).exec(sitemap)?.[1];
    if (!loc) throw new Error(`no ${page.path}… page in the sitemap`);
    page.path = new URL(loc).pathname;
  }
  browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  if (args['keep-reports']) fs.mkdirSync(args['keep-reports'], { recursive: true });

  for (const page of PAGES) {
    // A signed-in page is rendered on the server for its reader (the page session the tab holds).
    const html = page.signedIn ? 'rendered on the server for its reader' : 'rendered on the server';
    for (const formFactor of FORM_FACTORS) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const tab = await browser.newPage();
        // Lighthouse clears caches and service workers before it loads the page, but not localStorage:
        // the session written here (or its absence) is what the page finds.
        await tab.goto(`${origin}/healthz`);
        await tab.evaluate(
          (s) => {
            localStorage.clear();
            if (!s) return fetch('/api/session/page-cookie', { method: 'DELETE' }).then(() => undefined);
            localStorage.setItem('access_token', s.token);
            localStorage.setItem('user', JSON.stringify(s.user));
            // The page session, as the app sets it when it signs in: the server then renders the page for this reader.
            return fetch('/api/session/page-cookie', { method: 'POST', headers: { authorization: `Bearer ${s.token}` } }).then(() => undefined);
          },
          page.signedIn ? session : null,
        );
        // Asked for five times before its first audit, as its reader: a server that has just started renders a page's
        // first requests several times slower (the company dashboard 370 ms, then 50), which a server in use does not.
        if (run === 1) await tab.evaluate(async (p) => { for (let i = 0; i < 5; i++) await (await fetch(p)).text(); }, page.path);
        const flags = { logLevel: 'error', output: args['keep-reports'] ? 'html' : 'json' };
        const config = formFactor === 'desktop' ? desktopConfig : undefined;
        // A busy machine sometimes loses the trace (NO_NAVSTART): such a run is repeated, twice at most.
        let result;
        for (let attempt = 1; attempt <= 3; attempt++) {
          result = await lighthouse(`${origin}${page.path}`, flags, config, tab);
          if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
          if (!result.lhr.runtimeError) break;
          const problem = `${page.path} ${formFactor}: ${result.lhr.runtimeError.message}`;
          if (attempt === 3) throw new Error(problem);
          console.warn(`${problem}; running it again`);
        }
        if (result.lhr.finalDisplayedUrl !== `${origin}${page.path}`) {
          console.warn(`warning: ${page.path} ended on ${result.lhr.finalDisplayedUrl}`);
        }
        if (args['keep-reports']) {
          const suffix = RUNS > 1 ? `-${run}` : '';
          fs.writeFileSync(path.join(args['keep-reports'], `${page.name}-${formFactor}${suffix}.html`), result.report);
          // The trace beside it, to see where the main thread's time went (Chromium's performance panel opens it).
          const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
          if (trace) fs.writeFileSync(path.join(args['keep-reports'], `${page.name}-${formFactor}${suffix}.trace.json`), JSON.stringify(trace));
        }
        lighthouseVersion = result.lhr.lighthouseVersion;
        const row = { page: page.path, formFactor, html, ...figures(result.lhr) };
        runs.push(row);
        console.log(`${page.path} ${formFactor}: performance ${row.performance}${RUNS > 1 ? ` (run ${run} of ${RUNS})` : ''}`);
        await tab.close();
      }
      // The run of median performance stands for the page; the range says how much the runs varied.
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      rows.push({ ...median, runs: runs.length, range: `${sorted[0].performance}-${sorted.at(-1).performance}` });
    }
  }
} catch (err) {
  console.error(serverLog.join('').slice(-4000));
  console.error(err);
  await shutdown();
  process.exit(1);
}
await shutdown();

const header = ['page', 'html', 'form', 'perf', ...(RUNS > 1 ? ['range'] : []), 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS', 'CSS', 'reqs'];
const table = rows.map((r) => [
  r.page,
  r.html,
  r.formFactor,
  r.performance,
  ...(RUNS > 1 ? [r.range] : []),
  r.accessibility,
  r.bestPractices,
  r.seo,
  r.fcpMs,
  r.lcpMs,
  r.tbtMs,
  r.cls,
  kib(r.jsBytes),
  kib(r.cssBytes),
  r.requests,
].map(String));
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const median = RUNS > 1 ? `, the median of ${RUNS} runs` : '';
console.log(`\nLighthouse ${lighthouseVersion} on ${dist} (JS and CSS: bytes transferred, compressed as served${median})\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));
if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(rows, null, 2)}\n`);
