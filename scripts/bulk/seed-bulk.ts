// `npm run seed:bulk`: fills a database with realistic data at scale, for the search benchmark (scripts/bench/search.ts).
// Never on a production database: it adds thousands of accounts that can sign in.
//   DATABASE_URL=postgres://… npm run seed:bulk                     1,000,000 posts, 100,000 freelancers, 2,000,000 applications
//   DATABASE_URL=… npm run seed:bulk -- --posts 20000               other sizes follow --posts unless given
//   DATA_DIR=/tmp/x npm run seed:bulk -- --posts 20000              PGlite: only with a small --posts (at most 100,000)
// Options: --posts N --freelancers N --applications N --teams N --agencies N --seed X (0..1, for setseed).
// --marketplace adds the agency marketplace's listed agencies and case studies (scripts/bulk/marketplace.ts; 5,000 and
// 50,000 unless --market-agencies N --case-studies N); without it the data is as before.
// --conversations adds the hiring conversation's threads, messages and read marks on a sample of the applications
// (scripts/bulk/conversations.ts; 100,000 threads and 1,000,000 messages, 20 of them threads of 500, unless --threads N
// --messages N --long-threads N), for scripts/bench/messages.ts; without it the data is as before.
// On top of the migrations and the reference lists, into a database without bulk data (accounts @bulk.test, all with
// the demo password). Everything is made by set-based SQL inside the database from a fixed setseed, so a second run
// on a fresh database gives the same data (dates are relative to the run's start). Prints the time of each step.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { DEMO_PASSWORD, seedSettings } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { hashPassword } from '../../apps/api/src/lib/secrets.js';
import { countryName } from '../../apps/api/src/adapters/places/index.js';
import { loadPlaceRecords } from '../../apps/api/src/adapters/places/offline-data.js';
import { STEPS, type City, type Sizes, type Step } from './steps.js';
import { CITIES } from './vocabulary.js';
import { marketplaceSql } from './marketplace.js';
import { CONVERSATION_TABLES, conversationSql } from './conversations.js';

const { values: opts } = parseArgs({
  options: {
    posts: { type: 'string' }, freelancers: { type: 'string' }, applications: { type: 'string' },
    teams: { type: 'string' }, agencies: { type: 'string' }, seed: { type: 'string', default: '0.42' },
    marketplace: { type: 'boolean', default: false }, 'market-agencies': { type: 'string' }, 'case-studies': { type: 'string' },
    conversations: { type: 'boolean', default: false }, threads: { type: 'string' }, messages: { type: 'string' }, 'long-threads': { type: 'string' },
  },
});
const int = (name: string, v: string | undefined, fallback: number) => {
  if (v === undefined) return fallback;
  const n = Number(v.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
};
const posts = int('posts', opts.posts, 1_000_000);
const sizes: Sizes = {
  posts,
  freelancers: int('freelancers', opts.freelancers, Math.max(100, Math.round(posts / 10))),
  applications: int('applications', opts.applications, posts * 2),
  teams: int('teams', opts.teams, Math.max(10, Math.round(posts / 500))),
  agencies: int('agencies', opts.agencies, Math.max(5, Math.round(posts / 2500))),
};
const market = opts.marketplace
  ? { agencies: int('market-agencies', opts['market-agencies'], 5_000), caseStudies: int('case-studies', opts['case-studies'], 50_000) }
  : undefined;
const conversations = opts.conversations
  ? { threads: int('threads', opts.threads, 100_000), messages: int('messages', opts.messages, 1_000_000), long: int('long-threads', opts['long-threads'], 20) }
  : undefined;
const seed = Number(opts.seed);
if (!(seed >= 0 && seed <= 1)) throw new Error('--seed must be between 0 and 1');

const url = process.env.DATABASE_URL;
const PGLITE_MAX = 100_000;
if (!url && (opts.posts === undefined || posts > PGLITE_MAX)) {
  console.error(`seed:bulk: no DATABASE_URL. On the embedded PGlite it runs only with a small size: --posts N (N ≤ ${PGLITE_MAX}), e.g.
  DATA_DIR=$(mktemp -d) npm run seed:bulk -- --posts 20000`);
  process.exit(2);
}
const dataDir = process.env.DATA_DIR ?? './data';

/** One connection, for the whole run: setseed and the session settings hold across the statements. */
interface Runner {
  q<T = Record<string, unknown>>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function open(): Promise<{ runner: Runner; kind: 'postgres' | 'pglite' }> {
  const database = await openDatabase(url ? { url, poolSize: 1 } : { dataDir });
  await seedSettings(database.db);
  await seedReference(database.db);
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: { query: (t: string) => Promise<{ rows: unknown[] }> } }).$client;
    return { kind: 'pglite', runner: { q: async <T>(t: string) => (await client.query(t)).rows as T[], close: () => database.close() } };
  }
  await database.close();
  const { default: postgres } = await import('postgres');
  // No statement timeout (the app's pool has one), no idle or lifetime limit: the session must last the run.
  const sql = postgres(url!, { max: 1, onnotice: () => {}, idle_timeout: 0, max_lifetime: 0, connection: { application_name: 'mp-seed-bulk', statement_timeout: 0 } });
  return { kind: 'postgres', runner: { q: async <T>(t: string) => [...(await sql.unsafe(t))] as T[], close: () => sql.end({ timeout: 5 }) } };
}

/** The cities of the vocabulary with their GeoNames id and coordinates from the offline place list (decision 0023). */
function cities(): City[] {
  const records = loadPlaceRecords().filter((r) => r.kind === 'CITY');
  return CITIES.map(([name, country, weight]) => {
    const found = records.filter((r) => r.name === name && r.countryCode === country).sort((a, b) => b.population - a.population)[0];
    if (!found) console.warn(`seed:bulk: ${name} (${country}) is not in the offline place list; stored without coordinates`);
    const parts = [name, found?.admin1 ?? null, countryName(country)].filter((p): p is string => !!p);
    return { label: parts.filter((p, i) => parts.indexOf(p) === i).join(', '), country, placeId: found?.id ?? null, lat: found?.lat ?? null, lng: found?.lng ?? null, weight };
  });
}

const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const started = performance.now();
const { runner: db, kind } = await open();
console.log(`seed:bulk on ${kind === 'postgres' ? 'PostgreSQL' : `PGlite (${path.resolve(dataDir)})`}: ${Object.entries(sizes).map(([k, v]) => `${k} ${v.toLocaleString('en-GB')}`).join(', ')}`);

async function run(step: Step) {
  const t0 = performance.now();
  for (const text of step.sql) {
    await db.q(text);
    // Staging tables get statistics at once, so the next statements join them sensibly.
    const staged = /^\s*create temp table (\w+)/.exec(text);
    if (staged) await db.q(`analyze ${staged[1]}`);
  }
  console.log(`  ${step.name.padEnd(62)} ${seconds(t0)}`);
}

// Indexes of the big tables are dropped during the load and made again after it, from their own definitions
// (kept in a table until then, so that a run killed half way gives them back at the next start).
const BIG_TABLES = [
  'opportunities', 'opportunity_industries', 'opportunity_skills', 'opportunity_genres', 'opportunity_qualifications', 'opportunity_services', 'applications',
  ...(conversations ? CONVERSATION_TABLES : []),
];
const PENDING = 'bulk_seed_pending_indexes';
async function restoreIndexes() {
  const [exists] = await db.q<{ t: string | null }>(`select to_regclass('public.${PENDING}')::text as t`);
  if (!exists?.t) return;
  for (const { name, def } of await db.q<{ name: string; def: string }>(`select name, def from ${PENDING} order by name`)) {
    const t0 = performance.now();
    await db.q(def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
    console.log(`  index ${name.padEnd(56)} ${seconds(t0)}`);
  }
  await db.q(`drop table ${PENDING}`);
}
async function dropIndexes() {
  await db.q(`create table ${PENDING} as
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${BIG_TABLES.map((t) => `'${t}'`).join(', ')})
      and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`);
  for (const { name } of await db.q<{ name: string }>(`select name from ${PENDING}`)) await db.q(`drop index if exists public.${name}`);
}

let failed = false;
try {
  await restoreIndexes(); // left by a run that was killed
  const [{ n: existing } = { n: 0 }] = await db.q<{ n: number }>(`select count(*)::int as n from users where email like '%@bulk.test'`);
  if (existing > 0) {
    console.error(`seed:bulk: this database already has bulk data (${existing} accounts @bulk.test). Use a fresh database.`);
    process.exit(1);
  }
  const hash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  await db.q(`select setseed(${seed})`);
  await db.q(`set work_mem = '256MB'`);
  await db.q(`set maintenance_work_mem = '512MB'`);
  // The random samples are lateral subqueries keyed by a post's or person's discipline: with Memoize, PostgreSQL would
  // draw once per discipline and reuse the draw (a third of the skills would never be used).
  await db.q(`set enable_memoize = off`);
  if (kind === 'postgres') await db.q(`set synchronous_commit = off`);
  // The statements run once each over many rows of staging tables: compiling them costs more than it saves.
  if (kind === 'postgres') await db.q(`set jit = off`);
  try {
    // Rows are made consistent by construction; skipping the foreign-key triggers during the load saves minutes.
    await db.q(`set session_replication_role = replica`);
  } catch {
    console.log('  (not a superuser: foreign keys are checked row by row, which is slower)');
  }
  const [ids] = await db.q<{ users: number; posts: number; apps: number }>(
    `select coalesce((select max(id) from users), 0)::int as users, coalesce((select max(id) from opportunities), 0)::int as posts,
       coalesce((select max(id) from applications), 0)::int as apps`);
  const userBase = ids!.users;
  const placeList = cities();

  await run(STEPS.reference(placeList, hash));
  await run(STEPS.teams(sizes, userBase, now, placeList));
  await run(STEPS.agencies(sizes, userBase + sizes.teams, now, placeList));
  await run(STEPS.freelancers(sizes, userBase + sizes.teams + sizes.agencies, now, placeList));
  await db.q(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  await run(STEPS.posts(sizes, ids!.posts, now));
  await run(STEPS.tags());
  let t0 = performance.now();
  await dropIndexes();
  console.log(`  ${'drop the big tables\u2019 indexes (made again below)'.padEnd(62)} ${seconds(t0)}`);
  await run(STEPS.insertPosts());
  await run(STEPS.postLinks());
  await run(STEPS.applications(sizes, ids!.apps, now));
  await db.q(`select setval(pg_get_serial_sequence('opportunities', 'id'), (select max(id) from opportunities))`);
  await db.q(`select setval(pg_get_serial_sequence('applications', 'id'), (select max(id) from applications))`);
  if (market) {
    const [top] = await db.q<{ id: number }>(`select coalesce(max(id), 0)::int as id from users`);
    await run({ name: `marketplace: ${market.agencies} agencies, ${market.caseStudies} case studies`, sql: marketplaceSql(market, top!.id, hash, now) });
  }
  if (conversations) {
    const [top] = await db.q<{ id: number }>(`select coalesce(max(id), 0)::int as id from users`);
    await run({ name: `conversations: ${conversations.threads} threads, ${conversations.messages} messages`, sql: conversationSql(conversations, top!.id, hash, now) });
  }
  await db.q(`set session_replication_role = origin`).catch(() => undefined);
  t0 = performance.now();
  await restoreIndexes();
  console.log(`  ${'indexes, all'.padEnd(62)} ${seconds(t0)}`);
  t0 = performance.now();
  // Hint bits and the visibility map (index-only scans) as autovacuum would leave them, and the planner's statistics.
  for (const table of [...BIG_TABLES, 'users', 'user_teams', 'user_industries', 'user_genres', 'user_skills', 'user_qualifications', 'user_positions', 'user_job_levels', 'freelancer_preferences']) {
    await db.q(`vacuum (analyze) ${table}`);
  }
  console.log(`  ${'vacuum (analyze)'.padEnd(62)} ${seconds(t0)}`);
  await db.q('discard temp'); // the staging tables, before the size is measured
  if (kind === 'postgres') await db.q('checkpoint').catch(() => undefined);

  const [counts] = await db.q<Record<string, number>>(`select
    (select count(*) from opportunities)::int as posts,
    (select count(*) from opportunities where is_active and deleted_at is null)::int as open_published,
    (select count(*) from opportunities where target = 'PROJECT')::int as projects,
    (select count(*) from opportunity_skills)::int as post_skills,
    (select count(*) from opportunity_genres)::int as post_genres,
    (select count(*) from users where type = 'FREELANCER')::int as freelancers,
    (select count(*) from users where type = 'COMPANY')::int as companies,
    (select count(*) from users where type = 'AGENCY')::int as agencies,
    (select count(*) from applications)::int as applications,
    (select count(*) from message_threads)::int as threads, (select count(*) from messages)::int as messages,
    (select count(*) from message_reads)::int as read_marks`);
  console.log(`  rows: ${Object.entries(counts!).map(([k, v]) => `${k} ${v.toLocaleString('en-GB')}`).join(', ')}`);
  if (kind === 'postgres') {
    const [size] = await db.q<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`);
    console.log(`  database size: ${size!.size}`);
  } else {
    const du = (dir: string): number =>
      fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? du(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
    console.log(`  data folder size: ${(du(dataDir) / 1024 / 1024).toFixed(0)} MB`);
  }
} catch (err) {
  failed = true;
  console.error(err);
  // Give the indexes back, whatever else happened.
  await db.q(`set session_replication_role = origin`).catch(() => undefined);
  await restoreIndexes().catch((e: unknown) => console.error('seed:bulk: could not remake the indexes; the next run will', e));
} finally {
  await db.close();
}
console.log(`seed:bulk ${failed ? 'FAILED' : 'done'} in ${seconds(started)}`);
process.exit(failed ? 1 : 0);
