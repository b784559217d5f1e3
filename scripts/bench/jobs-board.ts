// Issue 28's board figures (decision 0053). Not a test: it prints numbers. PostgreSQL only (DATABASE_URL):
//   scripts/with-postgres.sh node --import tsx scripts/bench/jobs-board.ts --seed-posts 20000        small seed, here
//   DATABASE_URL=postgres://…/bulk npm run seed:bulk                                                 a million posts, then
//   DATABASE_URL=postgres://…/bulk node --import tsx scripts/bench/jobs-board.ts --think 1000
// Options: --seed-posts N (fill an empty database with seed:bulk first), --duration S (10), --visitors N (20),
//   --think MS (1000: each visitor pauses 0.5 to 1.5 times this between pages, as a person reads a page of cards; 0:
//   back to back, the machine's saturation).
// 1. The database: jobBoard (the API's function) called by N concurrent visitors, random boards (no filter, words,
//    discipline, role type + location, page 1-5, projects): p50, p95, max.
// 2. Through HTTP (a server in its own process, as in production, with the web build when there is one): the GraphQL
//    jobBoard query, and the visitor's page /jobs?… (rendered on the server, kept 30 s per address), N visitors.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { rowsOf } from '../../apps/api/src/lib/throttle.js';
import { jobBoard } from '../../apps/api/src/modules/job-board/service.js';
import { boardFilters, boardSearch, parseBoardQuery, type BoardQuery } from '@mp/domain';
import { percentile, rng, startServer } from './support.js';

const { values: opts } = parseArgs({
  options: {
    'seed-posts': { type: 'string' },
    duration: { type: 'string', default: '10' },
    visitors: { type: 'string', default: '20' },
    think: { type: 'string', default: '1000' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.log('jobs-board: skipped (PostgreSQL only: scripts/with-postgres.sh node --import tsx scripts/bench/jobs-board.ts --seed-posts 20000)');
  process.exit(0);
}
const DURATION_MS = Number(opts.duration) * 1000;
const VISITORS = Number(opts.visitors);
const THINK_MS = Number(opts.think);

const database = await openDatabase({ url, poolSize: VISITORS });
const db = database.db;
const count = async () => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from opportunities`))[0]?.n ?? 0);
if ((await count()) < 1000) {
  if (!opts['seed-posts']) {
    console.error('jobs-board: the database has no bulk data: npm run seed:bulk first, or pass --seed-posts N');
    process.exit(2);
  }
  console.log(`seeding ${opts['seed-posts']} posts (seed:bulk)…`);
  const seeded = spawnSync('node', ['--import', 'tsx', 'scripts/bulk/seed-bulk.ts', '--posts', opts['seed-posts']], { stdio: 'inherit', env: process.env });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
const [sizes] = rowsOf<{ posts: number; open: number }>(
  await db.execute(sql`select count(*)::int as posts, (count(*) filter (where deleted_at is null and is_active and is_public))::int as open from opportunities`),
);
const industries = rowsOf<{ id: number }>(await db.execute(sql`select id from industries where not hidden order by id`)).map((r) => Number(r.id));
console.log(`PostgreSQL: ${sizes!.posts.toLocaleString('en-GB')} posts (${sizes!.open.toLocaleString('en-GB')} open); ${VISITORS} visitors, think ${THINK_MS} ms, ${DURATION_MS / 1000} s a case`);

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]) => list[Math.floor(r() * list.length)]!;
const WORDS = ['designer', 'senior', 'developer', 'architect', 'brand', 'contract', 'london', 'manager', 'festival', 'retrofit'];

/** A visitor's board: what people do on a board, in rough proportion. */
function randomBoard(r: Rand): BoardQuery {
  const page = 1 + Math.floor(r() * r() * 5);
  const roll = r();
  const base = parseBoardQuery(new URLSearchParams());
  if (roll < 0.3) return { ...base, page };
  if (roll < 0.55) return { ...base, q: pick(r, WORDS), page };
  if (roll < 0.75) return { ...base, discipline: [pick(r, industries)], page };
  if (roll < 0.9) return { ...base, discipline: [pick(r, industries)], type: ['FREELANCE'], location: ['REMOTE'], q: r() < 0.5 ? pick(r, WORDS) : '', page };
  return { ...base, kind: 'PROJECT', page };
}

function report(name: string, times: number[], errors = 0) {
  const ms = (p: number) => percentile(times, p).toFixed(1).padStart(6);
  console.log(`${name.padEnd(46)} n=${String(times.length).padStart(5)}  p50 ${ms(50)} ms  p95 ${ms(95)} ms  max ${ms(100)} ms${errors ? `  errors ${errors}` : ''}`);
}

/** N visitors for the duration, each: one call, then a pause (think). */
async function visitors(seed: number, work: (r: Rand) => Promise<boolean>, think = THINK_MS) {
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, v) => {
      const r = rng(seed * 1000 + v);
      // Spread the first requests over one pause, as people do not arrive together.
      await new Promise((res) => setTimeout(res, r() * think));
      while (Date.now() < end) {
        const started = performance.now();
        const ok = await work(r).catch(() => false);
        times.push(performance.now() - started);
        if (!ok) errors += 1;
        if (think > 0) await new Promise((res) => setTimeout(res, think * (0.5 + r())));
      }
    }),
  );
  return { times, errors };
}

// 1. The database.
for (let i = 0; i < 20; i++) await jobBoard(db, { target: 'JOB', filters: {}, page: 1 });
{
  const { times } = await visitors(1, async (r) => {
    const b = randomBoard(r);
    await jobBoard(db, { target: b.kind, filters: boardFilters(b), page: b.page });
    return true;
  });
  report('database: jobBoard (random boards)', times);
}

// 2. HTTP (the production render budget, 300 ms; not NODE_ENV=production, which needs the payment keys).
const server = await startServer(3241, {
  DATABASE_URL: url, JOB_WORKERS: 'external', RENDER_BUDGET_MS: '300', APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
});
const base = server.base;
try {
  const BOARD = `query($target: OpportunityTarget, $filters: OpportunitySearchInput, $page: Int) { jobBoard(target: $target, filters: $filters, page: $page) {
    data { id slug title summary location location_type featured company { name logo } genres { name } } paginatorInfo { total hasMorePages } } }`;
  const graphql = async (r: Rand) => {
    const b = randomBoard(r);
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: BOARD, variables: { target: b.kind, filters: boardFilters(b), page: b.page } }),
    });
    const body = (await res.json()) as { errors?: unknown };
    return res.status === 200 && !body.errors;
  };
  for (let i = 0; i < 20; i++) await graphql(rng(i));
  const gq = await visitors(2, graphql);
  report('HTTP: GraphQL jobBoard', gq.times, gq.errors);

  const hasBuild = fs.existsSync('apps/web/dist/.server/entry-server.mjs');
  if (hasBuild) {
    // The render thread warms up as the server starts: wait for a rendered page first.
    for (let i = 0; i < 100; i++) {
      if ((await (await fetch(`${base}/jobs`)).text()).includes('data-server-rendered')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    let shells = 0;
    const page = async (r: Rand) => {
      const res = await fetch(`${base}/jobs${boardSearch(randomBoard(r))}`, { headers: { 'accept-encoding': 'br' } });
      const html = await res.text();
      if (!html.includes('data-server-rendered')) shells += 1;
      return res.status === 200;
    };
    const pages = await visitors(3, page);
    report('HTTP: the page /jobs?… (server-rendered)', pages.times, pages.errors);
    console.log(`  pages sent as the plain shell (render over budget or failed): ${shells}`);
  } else {
    console.log('HTTP: the page /jobs: skipped (no web build: npm run build)');
  }
} finally {
  await server.stop();
  await database.close();
}
