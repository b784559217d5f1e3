// The search figures at scale (decision 0039). Not a test: it prints numbers.
//   DATABASE_URL=postgres://…/bulk node --import tsx scripts/bench/search.ts      a database filled by `npm run seed:bulk`
//   node --import tsx scripts/bench/search.ts                                      embedded check: PGlite, 20,000 posts
// The searches, "for you" and the applied lists, called as the API calls them (the service functions with a
// viewer, `(db, viewer, args)`), by 20 concurrent searchers for 10 s each, with values drawn at random per call
// (a fixed seed): p50, p95, max and queries per second. These are the database's figures: GraphQL, JSON and
// HTTP are not in them. Then, on PostgreSQL, EXPLAIN (ANALYZE, BUFFERS) of the statements of one call of each
// kind. With --http, the same kinds through a running server (one process, its own pool of 10) with autocannon.
// Options: --duration S (10), --concurrency N (20), --http (also through the server), --http-only, --no-plans, --only REGEX (case names),
//   --posts N (the embedded check's size, 20000; DATA_DIR=… reuses a folder seeded by seed:bulk),
//   --think MS (0): each searcher pauses 0.5 to 1.5 times this between calls, as a person reads a page of results. With 0
//   every searcher calls again at once: the machine is saturated, and p50 is about searchers ÷ calls a second.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../apps/api/src/db/client.js';
import { users } from '../../apps/api/src/db/schema/index.js';
import { rowsOf } from '../../apps/api/src/lib/throttle.js';
import { listOwnApplications } from '../../apps/api/src/modules/apply/applied.js';
import { opportunitiesForYou, latestOpportunities, searchOpportunities } from '../../apps/api/src/modules/search/service.js';
import { issueToken, revokeToken } from '../../apps/api/src/viewer/sessions.js';
import { membershipsOfUsers } from '../../apps/api/src/viewer/memberships.js';
import type { Viewer } from '../../apps/api/src/viewer/viewer.js';
import { RARE } from '../bulk/vocabulary.js';
import { rng, startServer } from './support.js';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '20' }, http: { type: 'boolean', default: false },
    'http-only': { type: 'boolean', default: false },
    'no-plans': { type: 'boolean', default: false }, only: { type: 'string' }, posts: { type: 'string', default: '20000' },
    think: { type: 'string', default: '0' },
  },
});
const DURATION_MS = Number(opts.duration) * 1000;
const CONCURRENCY = Number(opts.concurrency);
const THINK_MS = Number(opts.think);
const only = opts.only ? new RegExp(opts.only, 'i') : null;

// ---------------------------------------------------------------------------------------------------------------
// The database: PostgreSQL filled by seed:bulk, or the embedded check (PGlite, seeded here into a temp folder).

const url = process.env.DATABASE_URL;
let tempDir: string | null = null;
let dataDir = process.env.DATA_DIR;
if (!url && !dataDir) {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-search-'));
  dataDir = tempDir;
  console.log(`embedded check: seeding ${opts.posts} posts into ${tempDir} (PGlite)…`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: tempDir };
  delete env.DATABASE_URL;
  const seeded = spawnSync('node', ['--import', 'tsx', 'scripts/bulk/seed-bulk.ts', '--posts', opts.posts!], { stdio: 'inherit', env });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
const database = await openDatabase(url ? { url, poolSize: CONCURRENCY, migrate: false } : { dataDir });
const db = database.db;
const engine = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

const [sizes] = await q<{ posts: number; open: number; freelancers: number; applications: number }>(sql`select
  (select count(*) from opportunities)::int as posts, (select count(*) from opportunities where deleted_at is null and is_active)::int as open,
  (select count(*) from users where type = 'FREELANCER')::int as freelancers, (select count(*) from applications)::int as applications`);
if (!sizes || sizes.posts < 1000) {
  console.error('search bench: the database has no bulk data; fill it first: npm run seed:bulk (see scripts/bulk/seed-bulk.ts)');
  process.exit(2);
}
console.log(`${engine}: ${sizes.posts.toLocaleString('en-GB')} posts (${sizes.open.toLocaleString('en-GB')} open), ` +
  `${sizes.freelancers.toLocaleString('en-GB')} freelancers, ${sizes.applications.toLocaleString('en-GB')} applications; ` +
  `${CONCURRENCY} concurrent searchers, ${DURATION_MS / 1000} s a case`);

// ---------------------------------------------------------------------------------------------------------------
// What the searchers choose from: the reference lists, and people (by a fixed order, so runs compare).

const ids = async (query: ReturnType<typeof sql>) => (await q<{ id: number }>(query)).map((r) => Number(r.id));
const ref = {
  industries: await ids(sql`select id from industries where not hidden order by id`),
  skills: await ids(sql`select id from skills where not hidden and not software order by id`),
  software: await ids(sql`select id from skills where not hidden and software order by id`),
  genres: await ids(sql`select id from genres where not hidden order by id`),
  qualifications: await ids(sql`select id from qualifications where not hidden order by id`),
  levels: await ids(sql`select id from job_levels order by sort_order`),
  services: await ids(sql`select id from services where not hidden order by id`),
};

async function viewerOf(id: number): Promise<Viewer> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return { user: user!, tokenId: 0, impersonatorId: null, memberships: await membershipsOfUsers(db, [id]) };
}
const viewersOf = async (query: ReturnType<typeof sql>) => Promise.all((await ids(query)).map(viewerOf));
const freelancers = await viewersOf(sql`select id from users where type = 'FREELANCER' and status = 'ACTIVE' and email like '%@bulk.test' order by md5(id::text) limit 300`);
const agencies = await viewersOf(sql`select id from users where type = 'AGENCY' and status = 'ACTIVE' and email like '%@bulk.test' order by md5(id::text) limit 100`);
const applicants = await viewersOf(sql`select id from users u where type = 'FREELANCER' and status = 'ACTIVE' and email like '%@bulk.test'
  and exists (select 1 from applications a where a.user_id = u.id) order by md5(id::text) limit 300`);
const [heaviest] = await q<{ id: number; n: number }>(sql`select user_id as id, count(*)::int as n from applications where team_id is null group by 1 order by 2 desc, 1 limit 1`);
const heavy = await viewerOf(Number(heaviest!.id));

// Searchers draw from a seeded generator (support.ts rng), each its own stream.
type Rand = () => number;
const one = <T>(r: Rand, list: readonly T[]) => list[Math.floor(r() * list.length)]!;

const COMMON = 'design';
const WORDS = ['designer', 'senior', 'developer', 'architect', 'brand', 'contract', 'london', 'manager', 'festival', 'retrofit'];

// ---------------------------------------------------------------------------------------------------------------
// The cases: a name, the target (ms, p95), and one call.

interface Case {
  name: string;
  kind: string;
  target: number;
  call: (r: Rand) => Promise<unknown>;
}
const search = (viewer: (r: Rand) => Viewer, filters: (r: Rand) => Record<string, unknown>, page = () => 1) => (r: Rand) =>
  searchOpportunities(db, viewer(r), { filters: filters(r), first: 10, page: page() });
const aFreelancer = (r: Rand) => one(r, freelancers);
const anAgency = (r: Rand) => one(r, agencies);
/** The targets (p95): on PostgreSQL at a million posts, and the embedded check (PGlite, 20,000 posts). */
const T = database.kind === 'postgres' ? { search: 50, forYou: 100, applied: 20 } : { search: 200, forYou: 200, applied: 200 };

const allCases: Case[] = [
  { name: 'search, no filter (the page as it opens)', kind: 'filter', target: T.search, call: search(aFreelancer, () => ({})) },
  { name: `search, common word ("${COMMON}")`, kind: 'word', target: T.search, call: search(aFreelancer, () => ({ search: COMMON })) },
  { name: `search, rare word (${RARE.slice(0, 2).join(', ')}…)`, kind: 'word', target: T.search, call: search(aFreelancer, (r) => ({ search: one(r, RARE) })) },
  { name: 'search, one word of ten (designer, senior…)', kind: 'word', target: T.search, call: search(aFreelancer, (r) => ({ search: one(r, WORDS) })) },
  { name: 'search, industry', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ industry: [one(r, ref.industries)] })) },
  { name: 'search, skill', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ skill: [one(r, ref.skills)] })) },
  { name: 'search, softwareSkill', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ softwareSkill: [one(r, ref.software)] })) },
  { name: 'search, genre', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ genre: [one(r, ref.genres)] })) },
  { name: 'search, qualification', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ qualification: [one(r, ref.qualifications)] })) },
  { name: 'search, jobLevel', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ jobLevel: [one(r, ref.levels)] })) },
  { name: 'search, jobType', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ jobType: [one(r, ['FREELANCE', 'PERMANENT'])] })) },
  { name: 'search, workingHour', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ workingHour: [one(r, ['FULLTIME', 'PARTTIME'])] })) },
  { name: 'search, jobLocation', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ jobLocation: [one(r, ['ONSITE', 'REMOTE', 'HYBRID'])] })) },
  {
    name: 'search, word + industry + jobType + jobLocation', kind: 'word+3', target: T.search,
    call: search(aFreelancer, (r) => ({
      search: one(r, WORDS), industry: [one(r, ref.industries)], jobType: [one(r, ['FREELANCE', 'PERMANENT'])], jobLocation: [one(r, ['ONSITE', 'REMOTE', 'HYBRID'])],
    })),
  },
  {
    name: 'search, skill + genre + workingHour', kind: 'filter', target: T.search,
    call: search(aFreelancer, (r) => ({ skill: [one(r, ref.skills)], genre: [one(r, ref.genres)], workingHour: [one(r, ['FULLTIME', 'PARTTIME'])] })),
  },
  { name: 'search, industry, page 5', kind: 'filter', target: T.search, call: search(aFreelancer, (r) => ({ industry: [one(r, ref.industries)] }), () => 5) },
  { name: 'latest (dashboard block, discipline 1)', kind: 'filter', target: T.search, call: (r) => latestOpportunities(db, aFreelancer(r), { first: 4, industry: 1 }) },
  { name: 'for you, freelancer (first page)', kind: 'for-you', target: T.forYou, call: (r) => opportunitiesForYou(db, aFreelancer(r), { first: 10, page: 1 }) },
  { name: 'for you, agency (first page)', kind: 'for-you', target: T.forYou, call: (r) => opportunitiesForYou(db, anAgency(r), { first: 10, page: 1 }) },
  { name: 'applied list, freelancer (myApplications)', kind: 'applied', target: T.applied, call: (r) => listOwnApplications(db, one(r, applicants), { first: 10, page: 1 }) },
  { name: `applied list, the heaviest applicant (${heaviest!.n})`, kind: 'applied', target: T.applied, call: () => listOwnApplications(db, heavy, { first: 10, page: 1 }) },
  { name: 'applied list, agency', kind: 'applied', target: T.applied, call: (r) => listOwnApplications(db, anAgency(r), { first: 10, page: 1 }) },
  { name: 'agency search, no filter', kind: 'agency', target: T.search, call: search(anAgency, () => ({})) },
  { name: 'agency search, service + genre', kind: 'agency', target: T.search, call: search(anAgency, (r) => ({ service: [one(r, ref.services)], genre: [one(r, ref.genres)] })) },
  { name: 'agency search, word', kind: 'agency', target: T.search, call: search(anAgency, (r) => ({ search: one(r, ['website', 'campaign', 'brand', 'film', 'photography']) })) },
];
const cases = allCases.filter((c) => !only || only.test(c.name));

// ---------------------------------------------------------------------------------------------------------------
// The load: CONCURRENCY searchers, each calling in a loop until the time is up.

interface Result { name: string; target: number; n: number; qps: number; p50: number; p95: number; max: number; errors: number; error?: string }
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function load(c: Case, seed: number): Promise<Result> {
  // A second of warm-up (plans, caches), not counted.
  const warm = performance.now() + 1000;
  const times: number[] = [];
  let errors = 0;
  let error: string | undefined;
  const worker = async (w: number, until: number, record: boolean) => {
    const r = rng(seed * 1000 + w);
    // People do not all press search at the same instant: with pauses, each searcher starts at its own moment.
    if (THINK_MS > 0) await new Promise((done) => setTimeout(done, THINK_MS * r()));
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        await c.call(r);
      } catch (err) {
        errors++;
        error ??= (err as Error).message;
      }
      if (record) times.push(performance.now() - t0);
      if (THINK_MS > 0) await new Promise((done) => setTimeout(done, THINK_MS * (0.5 + r())));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w, warm, false)));
  errors = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w, t0 + DURATION_MS, true)));
  const elapsed = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { name: c.name, target: c.target, n: times.length, qps: times.length / elapsed, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1) ?? NaN, errors, error };
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const load1 = () => os.loadavg()[0]!.toFixed(1);
let loadAtStart = load1();
function table(title: string, results: Result[]) {
  console.log(`\n${title}; load average ${loadAtStart} at the start, ${load1()} at the end (${os.cpus().length} CPUs)\n`);
  console.log('| case | calls | q/s | p50 ms | p95 ms | max ms | target p95 |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const ok = r.errors ? `ERRORS ${r.errors}: ${r.error}` : `${r.p95 <= r.target ? 'met' : 'MISSED'} (< ${r.target})`;
    console.log(`| ${r.name} | ${r.n} | ${r.qps.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${ok} |`);
  }
}

const results: Result[] = [];
for (const [i, c] of (opts['http-only'] ? [] : cases).entries()) {
  const r = await load(c, i + 1);
  results.push(r);
  process.stderr.write(`  ${c.name}: p95 ${fmt(r.p95)} ms\n`);
}
if (results.length) table(`Service calls on ${engine} (${CONCURRENCY} concurrent, ${THINK_MS ? `pausing about ${THINK_MS} ms between calls` : 'no pause between calls'}, ${DURATION_MS / 1000} s each; the database's time, no HTTP)`, results);

// ---------------------------------------------------------------------------------------------------------------
// The plans: the statements of one call of each kind, as the services send them, under EXPLAIN (ANALYZE, BUFFERS).

if (database.kind === 'postgres' && !opts['no-plans'] && !opts['http-only']) {
  // Every statement a call sends, also inside its transactions (postgres-js `begin` hands the callback a client of
  // its own); then, in one transaction, the recorded `set local`s as they were and each query under EXPLAIN.
  type Unsafe = (q: string, p?: unknown[], o?: unknown) => Promise<Record<string, unknown>[]>;
  type Client = { unsafe: Unsafe; begin: (...a: unknown[]) => Promise<unknown> };
  const client = (db as unknown as { $client: Client }).$client;
  let recorded: { text: string; params: unknown[] }[] | null = null;
  const recording = (c: Client) => {
    const unsafe = c.unsafe.bind(c);
    c.unsafe = ((text: string, params?: unknown[], o?: unknown) => {
      recorded?.push({ text, params: params ?? [] });
      return unsafe(text, params, o);
    }) as Unsafe;
    return unsafe;
  };
  const unsafe = recording(client);
  const begin = client.begin.bind(client);
  client.begin = (...a: unknown[]) => {
    const run = a.at(-1) as (tx: Client) => unknown;
    return begin(...a.slice(0, -1), (tx: Client) => (recording(tx), run(tx)));
  };
  const seen = new Set<string>();
  console.log('\nQuery plans: EXPLAIN (ANALYZE, BUFFERS) of the statements of one call of each kind\n');
  for (const [i, c] of cases.entries()) {
    if (seen.has(c.kind) && !/rare|for you, agency|heaviest|no filter\b|skill$|word \+/.test(c.name)) continue;
    seen.add(c.kind);
    recorded = [];
    await c.call(rng(4242 + i));
    const statements = recorded;
    recorded = null;
    console.log(`=== ${c.name}`);
    await begin(async (tx: Client) => {
      for (const s of statements) {
        if (/^\s*set\s/i.test(s.text)) {
          console.log(`\n-- ${s.text.trim()}`);
          await tx.unsafe(s.text, s.params);
          continue;
        }
        if (!/^\s*(select|with)\s/i.test(s.text) || /numnode\(/.test(s.text)) continue; // begin/commit; the stop-word check
        console.log(`\n-- ${s.text.replace(/\s+/g, ' ').slice(0, 600)}${s.text.length > 600 ? ' …' : ''}`);
        if (s.params.length) console.log(`-- params: ${JSON.stringify(s.params).slice(0, 300)}`);
        const plan = await tx.unsafe(`explain (analyze, buffers) ${s.text}`, s.params);
        console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
      }
    });
    console.log('');
  }
  client.unsafe = unsafe;
  client.begin = begin;
}

// ---------------------------------------------------------------------------------------------------------------
// Through the HTTP server (--http, PostgreSQL): GraphQL, auth, JSON and all, autocannon with 20 connections.

if ((opts.http || opts['http-only']) && url) await httpLoad(db, url);

async function httpLoad(db: Db, url: string) {
  // No background jobs in this process (the daily digest would mail every bulk account).
  const server = await startServer(3230, { DATABASE_URL: url, JOB_WORKERS: 'external', APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex') });
  const base = server.base;
  const meta = { ip: '127.0.0.1', userAgent: 'scripts/bench/search.ts' };
  const tokens = async (people: Viewer[]) => Promise.all(people.slice(0, 20).map((v) => issueToken(db, v.user.id, meta)));
  const free = await tokens(freelancers);
  const ag = await tokens(agencies);
  const appl = await tokens(applicants);
  const ITEMS = 'data { id title location location_type compensation_currency minimumBudget maximumBudget company { name } genres { name } } paginatorInfo { total hasMorePages }';
  const SEARCH = `query($f: OpportunitySearchInput) { searchOpportunities(filters: $f, first: 10) { ${ITEMS} } }`;
  interface HttpKind { name: string; target: number; body: (r: Rand) => { token: string; query: string; variables?: object } }
  const allKinds: HttpKind[] = [
    { name: `search, common word ("${COMMON}")`, target: T.search, body: (r) => ({ token: one(r, free), query: SEARCH, variables: { f: { search: COMMON } } }) },
    { name: 'search, rare word', target: T.search, body: (r) => ({ token: one(r, free), query: SEARCH, variables: { f: { search: one(r, RARE) } } }) },
    { name: 'search, skill', target: T.search, body: (r) => ({ token: one(r, free), query: SEARCH, variables: { f: { skill: [String(one(r, ref.skills))] } } }) },
    {
      name: 'search, word + industry + jobType + jobLocation', target: T.search,
      body: (r) => ({ token: one(r, free), query: SEARCH, variables: { f: { search: one(r, WORDS), industry: [String(one(r, ref.industries))], jobType: ['FREELANCE'], jobLocation: ['REMOTE'] } } }),
    },
    { name: 'for you, freelancer', target: T.forYou, body: (r) => ({ token: one(r, free), query: `{ opportunitiesForYou(first: 10) { ${ITEMS} } }` }) },
    { name: 'applied list, freelancer', target: T.applied, body: (r) => ({ token: one(r, appl), query: '{ myApplications(first: 10) { data { id opportunity_id title company status viewed } paginatorInfo { total } } }' }) },
    { name: 'agency search, service + genre', target: T.search, body: (r) => ({ token: one(r, ag), query: SEARCH, variables: { f: { service: [String(one(r, ref.services))], genre: [String(one(r, ref.genres))] } } }) },
  ];
  const kinds = allKinds.filter((k) => !only || only.test(k.name));
  const httpResults: Result[] = [];
  loadAtStart = load1();
  let firstError: string | undefined;
  for (const [i, k] of kinds.entries()) {
    const r = rng(9000 + i);
    // Two seconds of warm-up (plans, caches, the server's own first requests), not counted.
    await new Promise((resolve, reject) =>
      autocannon({ url: `${base}/graphql`, connections: CONCURRENCY, duration: 2, requests: [{ method: 'POST', setupRequest: (req: Record<string, unknown>) => {
        const b = k.body(r);
        return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` }, body: JSON.stringify({ query: b.query, variables: b.variables }) };
      } }] }, (err: Error | null) => (err ? reject(err) : resolve(null))));
    const times: number[] = [];
    let failures = 0;
    const res = await new Promise<{ requests: { average: number }; non2xx: number }>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${base}/graphql`, connections: CONCURRENCY, duration: DURATION_MS / 1000,
          requests: [{
            method: 'POST',
            setupRequest: (req: Record<string, unknown>) => {
              const b = k.body(r);
              return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` }, body: JSON.stringify({ query: b.query, variables: b.variables }) };
            },
            onResponse: (status: number, body: string) => {
              if (status !== 200 || body.includes('"errors"')) {
                failures++;
                firstError ??= `${k.name}: ${status} ${body.slice(0, 300)}`;
              }
            },
          }],
        },
        (err: Error | null, out: { requests: { average: number }; non2xx: number }) => (err ? reject(err) : resolve(out)),
      );
      instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
    });
    times.sort((a, b) => a - b);
    httpResults.push({ name: k.name, target: k.target, n: times.length, qps: res.requests.average, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1) ?? NaN, errors: failures + res.non2xx, error: failures ? 'GraphQL errors' : undefined });
  }
  if (firstError) console.log(`first error: ${firstError}`);
  table(`Through the server on ${engine} (autocannon, ${CONCURRENCY} connections, ${DURATION_MS / 1000} s each; GraphQL, auth and JSON included; one process, pool of 10)`, httpResults);
  await server.stop();
  const [{ ids: tokenIds } = { ids: [] }] = await q<{ ids: number[] }>(sql`select coalesce(array_agg(id), '{}') as ids from access_tokens where user_agent = ${meta.userAgent} and revoked_at is null`);
  for (const id of tokenIds) await revokeToken(db, Number(id));
}

await database.close();
if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
process.exit(0);
