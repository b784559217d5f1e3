// The marketplace figures (decision 0052). Not a test: it prints numbers. PostgreSQL only (DATABASE_URL):
//   scripts/with-postgres.sh node --import tsx scripts/bench/marketplace.ts                       5,000 agencies, 50,000 case studies
//   scripts/with-postgres.sh node --import tsx scripts/bench/marketplace.ts --agencies 500 --case-studies 5000 --duration 5
// Options: --duration S (10), --runs N (200, the database's calls), --connections N (20), --think MS (0: back to back,
// the machine's saturation; e.g. 1000: people reading each page of cards).
// For each list (agencies, case studies; without and with a service filter): the statements per request (counted at the
// driver in an in-process app, for a page of 1 and of 100: constant in rows), p95 in the database (the list's function
// alone, one at a time), and p95 through HTTP with 20 concurrent browsers (a server in its own process, as in
// production), plus the visitor's server-rendered page when a web build is there.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import os from 'node:os';
import { asc } from 'drizzle-orm';
import { services as servicesTable } from '../../apps/api/src/db/schema/index.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { hashPassword } from '../../apps/api/src/lib/secrets.js';
import { listAgencies, listCaseStudyCards } from '../../apps/api/src/modules/marketplace/service.js';
import { DEMO_PASSWORD, seedSettings } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { marketplaceSql } from '../bulk/marketplace.js';
import { countingApp, percentile as pct, scratchDatabase, startServer } from './support.js';

const { values } = parseArgs({
  options: {
    agencies: { type: 'string', default: '5000' },
    'case-studies': { type: 'string', default: '50000' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '200' },
    think: { type: 'string', default: '0' },
    connections: { type: 'string', default: '20' },
  },
});
if (!process.env.DATABASE_URL) {
  console.log('marketplace: skipped (PostgreSQL only: scripts/with-postgres.sh node --import tsx scripts/bench/marketplace.ts)');
  process.exit(0);
}
const sizes = { agencies: Number(values.agencies), caseStudies: Number(values['case-studies']) };
const DURATION = Number(values.duration);
const RUNS = Number(values.runs);
const THINK_MS = Number(values.think);
const CONNECTIONS = Number(values.connections);
const { default: postgres } = await import('postgres');
const scratch = await scratchDatabase('bench_marketplace');
const database = await openDatabase({ url: scratch.url, poolSize: 10 });
const db = database.db;
await seedSettings(db);
await seedReference(db);
{
  const t0 = performance.now();
  const seeding = postgres(scratch.url, { max: 1, onnotice: () => {} });
  await seeding.unsafe('select setseed(0.27)');
  await seeding.unsafe('set enable_memoize = off');
  for (const text of marketplaceSql(sizes, 0, await hashPassword(DEMO_PASSWORD), new Date().toISOString())) await seeding.unsafe(text);
  await seeding.unsafe('vacuum analyze users, user_services, case_studies');
  const [c] = await seeding<{ listed: number; studies: number }[]>`select
    (select count(*) from users where type = 'AGENCY' and status = 'ACTIVE' and privacy = 'ACTIVE' and email_verified_at is not null)::int as listed,
    (select count(*) from case_studies)::int as studies`;
  await seeding.end();
  console.log(`seeded ${sizes.agencies} agencies (${c!.listed} listed), ${c!.studies} case studies in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const serviceIds = (await db.select({ id: servicesTable.id }).from(servicesTable).orderBy(asc(servicesTable.sort_order), asc(servicesTable.id))).map((s) => String(s.id));
/** Two services a request, varying (an employer tries combinations). */
const twoServices = (i: number) => [serviceIds[i % serviceIds.length]!, serviceIds[(i * 7 + 3) % serviceIds.length]!];

const CASES = [
  { name: 'agencies', query: 'agencies', run: (i: number) => listAgencies(db, { first: 20, page: 1 + (i % 3) }), services: false },
  { name: 'agencies, 2 services', query: 'agencies', run: (i: number) => listAgencies(db, { services: twoServices(i), first: 20 }), services: true },
  { name: 'case studies (100)', query: 'marketplaceCaseStudies', run: (_i: number) => listCaseStudyCards(db, { first: 100 }), services: false },
  { name: 'case studies (100), 2 services', query: 'marketplaceCaseStudies', run: (i: number) => listCaseStudyCards(db, { services: twoServices(i), first: 100 }), services: true },
  { name: 'network case studies (10)', query: 'marketplaceCaseStudies', run: (i: number) => listCaseStudyCards(db, { first: 10, page: 1 + (i % 5) }), services: false },
] as const;

// 1. In the database: the list's function alone, one call at a time.
console.log(`\nin the database, ${RUNS} calls each, one at a time:`);
for (const c of CASES) {
  for (let i = 0; i < 10; i++) await c.run(i); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await c.run(i);
    times.push(performance.now() - t0);
  }
  console.log(`  ${c.name.padEnd(34)} p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`);
}

// 2. Statements per request, counted at the driver in an in-process app: a page of 1 and a page of 100.
const documentOf = (field: string, withServices: boolean, first: number, i = 0) =>
  JSON.stringify({
    query: `query($s: [ID!], $first: Int, $page: Int) { ${field}(services: $s, first: $first, page: $page) { data { id services { id name } } paginatorInfo { total hasMorePages } } }`,
    variables: { s: withServices ? twoServices(i) : null, first, page: 1 },
  });
const counted = await countingApp(scratch.url, { WEB_DIST: '/nonexistent' });
const app = counted.app;
let constant = true;
console.log('\nSQL statements per request (page of 1 / page of 100):');
for (const c of CASES.slice(0, 4)) {
  const per: number[] = [];
  for (const first of [1, 100]) {
    const { statements, result: res } = await counted.count(() =>
      app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: documentOf(c.query, c.services, first) }),
    );
    if (res.json().errors) throw new Error(res.body);
    per.push(statements);
  }
  if (per[0] !== per[1]) constant = false;
  console.log(`  ${c.name.padEnd(34)} ${per.join(' / ')}`);
}
// The whole request in process, one at a time (GraphQL's parse, validation and execution on top of the database).
console.log('\nin process (app.inject), one at a time, 50 each:');
for (const c of CASES) {
  const first = c.name.startsWith('agencies') ? 20 : c.name.startsWith('network') ? 10 : 100;
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: documentOf(c.query, c.services, first, i) });
    if (i >= 10) times.push(performance.now() - t0);
  }
  console.log(`  ${c.name.padEnd(34)} p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`);
}
await counted.close();

// 3. Through HTTP: a server in its own process, 20 connections.
const dist = new URL('../../apps/web/dist/', import.meta.url);
const hasBuild = fs.existsSync(new URL('server/index.js', dist));
const server = await startServer(3212, { DATABASE_URL: scratch.url, NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
const base = server.base;

/**
 * 20 browsers (CONNECTIONS), each calling back to back, or with --think MS pausing 0.5 to 1.5 times that between
 * calls as a person reads a page of cards: p50, p95, p99 of each call's time, requests a second, failures.
 */
async function load(opts: { path: string; method?: string; body?: string; headers?: Record<string, string> }) {
  const times: number[] = [];
  let failed = 0;
  let until = 0;
  const browser = async () => {
    if (THINK_MS > 0) await new Promise((r) => setTimeout(r, THINK_MS * Math.random()));
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${base}${opts.path}`, { method: opts.method ?? 'GET', body: opts.body, headers: opts.headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (!res.ok) failed++;
      if (THINK_MS > 0) await new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
    }
  };
  // Warm: the first calls of a kind compile its code paths (and render a page once); they are not counted.
  for (let i = 0; i < 20; i++) await (await fetch(`${base}${opts.path}`, { method: opts.method ?? 'GET', body: opts.body, headers: opts.headers })).arrayBuffer();
  const started = performance.now();
  until = started + DURATION * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, browser));
  const rps = Math.round(times.length / ((performance.now() - started) / 1000));
  return { rps, p50: pct(times, 50).toFixed(1), p95: pct(times, 95).toFixed(1), p99: pct(times, 99).toFixed(1), non2xx: failed };
}
console.log(`\nthrough HTTP, ${CONNECTIONS} browsers for ${DURATION} s each, ${THINK_MS ? `pausing about ${THINK_MS} ms between calls` : 'no pause between calls'} (load average ${os.loadavg()[0]!.toFixed(1)}):`);
for (const c of CASES) {
  const first = c.name.startsWith('agencies') ? 20 : c.name.startsWith('network') ? 10 : 100;
  const x = await load({ path: '/graphql', method: 'POST', body: documentOf(c.query, c.services, first, 1), headers: { 'content-type': 'application/json' } });
  console.log(`  ${c.name.padEnd(34)} ${x.rps} req/s, p95 ${x.p95} ms (p50 ${x.p50}, p99 ${x.p99}), non-2xx ${x.non2xx}`);
}
if (hasBuild) {
  for (const path of ['/employer/agency-marketplace', '/employer/agency-marketplace?filter=casestudies']) {
    const x = await load({ path, headers: { 'accept-encoding': 'br' } });
    console.log(`  page ${path.padEnd(29)} ${x.rps} req/s, p95 ${x.p95} ms (p50 ${x.p50}, p99 ${x.p99}), non-2xx ${x.non2xx}`);
  }
} else {
  console.log('  (no web build: the rendered page is not measured; npm run build first)');
}
console.log(`\nstatements per request ${constant ? 'constant' : 'NOT CONSTANT'} in rows`);

await server.stop();
await database.close();
await scratch.drop();
process.exit(constant ? 0 : 1);
