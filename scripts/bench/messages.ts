// The hiring conversation's figures (decision 0060). Not a test: it prints numbers. PostgreSQL only (DATABASE_URL):
//   DATABASE_URL=postgres://…/bulk npm run seed:bulk -- --posts 100000 --conversations     100,000 threads, 1,000,000 messages
//   DATABASE_URL=postgres://…/bulk node --import tsx scripts/bench/messages.ts
//   DATABASE_URL=postgres://…/empty node --import tsx scripts/bench/messages.ts --seed-posts 100000    seeds it first
// Options: --duration S (10), --concurrency N (20), --think MS (0: back to back, the machine's saturation; e.g. 1000: a
//   pause of 0.5 to 1.5 times that between calls), --no-plans, --no-http, --only REGEX (case names), --tabs N (1000).
// 1. The service calls as the API makes them ((db, viewer, args), a pool of CONCURRENCY), by CONCURRENCY callers:
//    the inbox's first page (listThreads) for the company admin with the most threads, their recruiter (a member with
//    posts assigned) and freelancers; the newest page of a thread of 500 messages (readThread) for each side; the
//    header's count (unreadThreadCount) for the admin, the member and freelancers: p50, p95, max against the targets,
//    and the CPU a call costs here and in the database. With no pause the callers share this process's one JavaScript
//    thread, as a server process's requests do: p50 is then about callers × the call's CPU here, whatever the cores.
// 2. EXPLAIN (ANALYZE, BUFFERS) of the statements of one call of each kind.
// 3. SQL statements per GraphQL request, counted at the driver in an in-process app, for a big and a small case of
//    each (a thread of 500 and of 3, the team with the most threads and the fewest): the same in both.
// 4. The open tab's two polls through HTTP (a server in its own process, as in production): the header's count every
//    MESSAGE_POLL_SECONDS.unread and the open thread every MESSAGE_POLL_SECONDS.thread. Requests a second one process
//    sustains, and the CPU a request costs (the server's process and the database's backends, read from /proc), so the
//    load of N open tabs in CPU cores.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { MESSAGE_POLL_SECONDS } from '@mp/domain';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { accessTokens, users } from '../../apps/api/src/db/schema/index.js';
import { rowsOf } from '../../apps/api/src/lib/throttle.js';
import { listThreads, readThread, threadActivity, unreadThreadCount } from '../../apps/api/src/modules/conversation/queries.js';
import { membershipsOfUsers } from '../../apps/api/src/viewer/memberships.js';
import { issueToken, revokeTokens } from '../../apps/api/src/viewer/sessions.js';
import type { Viewer } from '../../apps/api/src/viewer/viewer.js';
import { countingApp, cpuSample, cpuUsed, load as loadOf, percentile, recordStatements, rng, startServer } from './support.js';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '20' }, think: { type: 'string', default: '0' },
    'seed-posts': { type: 'string' }, 'no-plans': { type: 'boolean', default: false }, 'no-http': { type: 'boolean', default: false },
    only: { type: 'string' }, tabs: { type: 'string', default: '1000' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.log('messages: skipped (PostgreSQL only: DATABASE_URL=… node --import tsx scripts/bench/messages.ts --seed-posts 100000)');
  process.exit(0);
}
const DURATION_MS = Number(opts.duration) * 1000;
const CONCURRENCY = Number(opts.concurrency);
const THINK_MS = Number(opts.think);
const TABS = Number(opts.tabs);
const only = opts.only ? new RegExp(opts.only, 'i') : null;

const database = await openDatabase({ url, poolSize: CONCURRENCY, migrate: false });
const db = database.db;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const threadCount = async () => Number((await q<{ n: number }>(sql`select count(*)::int as n from message_threads`))[0]?.n ?? 0);
if ((await threadCount()) < 1000) {
  if (!opts['seed-posts']) {
    console.error('messages: the database has no bulk conversations: npm run seed:bulk -- --conversations first, or pass --seed-posts N');
    process.exit(2);
  }
  console.log(`seeding ${opts['seed-posts']} posts with conversations (seed:bulk)…`);
  const seeded = spawnSync('node', ['--import', 'tsx', 'scripts/bulk/seed-bulk.ts', '--posts', opts['seed-posts'], '--conversations'], { stdio: 'inherit', env: process.env });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Who asks, and for what: fixed choices (by size, then md5 order), so runs compare.

const [size] = await q<{ threads: number; messages: number; marks: number }>(sql`select (select count(*) from message_threads)::int as threads,
  (select count(*) from messages)::int as messages, (select count(*) from message_reads)::int as marks`);
const ids = async (query: ReturnType<typeof sql>) => (await q<{ id: number }>(query)).map((r) => Number(r.id));
const [bigTeam, smallTeam] = await q<{ team: number; n: number }>(sql`(select team_id as team, count(*)::int as n from message_threads group by 1 order by 2 desc, 1 limit 1)
  union all (select team_id, count(*)::int from message_threads group by 1 order by 2, 1 limit 1)`);
const adminOf = async (team: number) =>
  (await ids(sql`select user_id as id from user_teams where team_id = ${team} and role = 'admin' and active order by user_id limit 1`))[0]!;
const [member] = await ids(sql`select user_id as id from user_teams where team_id = ${bigTeam!.team} and role = 'member' and active order by user_id limit 1`);
const memberThreads = member
  ? Number((await q<{ n: number }>(sql`select count(*)::int as n from message_threads t join opportunities o on o.id = t.opportunity_id where t.team_id = ${bigTeam!.team} and o.created_by = ${member}`))[0]!.n)
  : 0;
const freelancerIds = await ids(sql`select applicant_id as id from message_threads where applicant_team_id is null group by 1 order by md5(applicant_id::text) limit 200`);
const [busiest] = await q<{ id: number; n: number }>(sql`select applicant_id as id, count(*)::int as n from message_threads where applicant_team_id is null group by 1 order by 2 desc, 1 limit 1`);
const longThreads = await q<{ id: number; team: number; applicant: number; n: number }>(sql`select t.application_id as id, t.team_id as team, t.applicant_id as applicant, m.n
  from (select thread_id, count(*)::int as n from messages group by 1 having count(*) >= 500) m join message_threads t on t.application_id = m.thread_id order by 1`);
const typical = await q<{ id: number; team: number; applicant: number }>(sql`select application_id as id, team_id as team, applicant_id as applicant
  from message_threads order by md5(application_id::text) limit 200`);
const [shortThread] = await q<{ id: number; team: number }>(sql`select t.application_id as id, t.team_id as team from message_threads t
  where (select count(*) from messages m where m.thread_id = t.application_id) = 3 order by 1 limit 1`);
if (!longThreads.length || !member || !shortThread) {
  console.error('messages: the data lacks a thread of 500, a recruiter or a thread of 3 (seed:bulk --conversations makes them)');
  process.exit(2);
}

const viewers = new Map<number, Viewer>();
async function viewerOf(id: number): Promise<Viewer> {
  if (!viewers.has(id)) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    viewers.set(id, { user: user!, tokenId: 0, impersonatorId: null, memberships: await membershipsOfUsers(db, [id]) });
  }
  return viewers.get(id)!;
}
const bigAdmin = await viewerOf(await adminOf(bigTeam!.team));
const memberViewer = await viewerOf(member);
const freelancers = await Promise.all(freelancerIds.map(viewerOf));
const busiestViewer = await viewerOf(busiest!.id);
for (const t of [...longThreads, ...typical]) {
  await viewerOf(await adminOf(t.team));
  await viewerOf(t.applicant);
}
const teamAdmins = new Map<number, number>();
for (const t of [...longThreads, ...typical]) teamAdmins.set(t.team, await adminOf(t.team));

console.log(`PostgreSQL: ${size!.threads.toLocaleString('en-GB')} threads, ${size!.messages.toLocaleString('en-GB')} messages, ` +
  `${size!.marks.toLocaleString('en-GB')} read marks; the team with the most threads has ${bigTeam!.n}, its recruiter ${memberThreads}, ` +
  `the busiest freelancer ${busiest!.n}; ${longThreads.length} threads of 500+ messages. ${CONCURRENCY} callers, ` +
  `${THINK_MS ? `pausing about ${THINK_MS} ms` : 'no pause'} between calls, ${DURATION_MS / 1000} s a case.`);

// ---------------------------------------------------------------------------------------------------------------
// 1. The service calls.

type Rand = () => number;
const one = <T>(r: Rand, list: readonly T[]) => list[Math.floor(r() * list.length)]!;
const teamSide = (t: { id: number; team: number }) => viewers.get(teamAdmins.get(t.team)!)!;
const T = { list: 50, thread: 50, unread: 10 };
interface Case { name: string; target: number; call: (r: Rand) => Promise<unknown> }
const allCases: Case[] = [
  { name: `thread list, company admin (${bigTeam!.n} threads)`, target: T.list, call: () => listThreads(db, bigAdmin, { first: 20, page: 1 }) },
  { name: `thread list, member (${memberThreads} threads of assigned posts)`, target: T.list, call: () => listThreads(db, memberViewer, { first: 20, page: 1 }) },
  { name: 'thread list, freelancers (200, at random)', target: T.list, call: (r) => listThreads(db, one(r, freelancers), { first: 20, page: 1 }) },
  { name: `thread list, the busiest freelancer (${busiest!.n} threads)`, target: T.list, call: () => listThreads(db, busiestViewer, { first: 20, page: 1 }) },
  { name: 'thread of 500, newest page, the team', target: T.thread, call: (r) => { const t = one(r, longThreads); return readThread(db, teamSide(t), t.id); } },
  { name: 'thread of 500, newest page, the applicant', target: T.thread, call: (r) => { const t = one(r, longThreads); return readThread(db, viewers.get(t.applicant)!, t.id); } },
  { name: 'thread, typical (200 at random), the applicant', target: T.thread, call: (r) => { const t = one(r, typical); return readThread(db, viewers.get(t.applicant)!, t.id); } },
  { name: 'thread activity (the open thread\'s poll), the team, threads of 500', target: T.unread, call: (r) => { const t = one(r, longThreads); return threadActivity(db, teamSide(t), t.id); } },
  { name: 'thread activity (the open thread\'s poll), the applicant, typical', target: T.unread, call: (r) => { const t = one(r, typical); return threadActivity(db, viewers.get(t.applicant)!, t.id); } },
  { name: `unread count, company admin (${bigTeam!.n} threads)`, target: T.unread, call: () => unreadThreadCount(db, bigAdmin) },
  { name: `unread count, member (${memberThreads} threads)`, target: T.unread, call: () => unreadThreadCount(db, memberViewer) },
  { name: 'unread count, freelancers (200, at random)', target: T.unread, call: (r) => unreadThreadCount(db, one(r, freelancers)) },
  { name: `unread count, the busiest freelancer (${busiest!.n} threads)`, target: T.unread, call: () => unreadThreadCount(db, busiestViewer) },
];
const cases = allCases.filter((c) => !only || only.test(c.name));

interface Result {
  name: string; target: number; n: number; qps: number; p50: number; p95: number; max: number; errors: number; error?: string;
  /** CPU milliseconds a call costs in this process (drizzle, the driver, the mapping) and in the database's backends. */
  nodeMs: number; dbMs: number;
}
const backends = new RegExp(`^postgres: \\S+ ${new URL(url).pathname.slice(1)} `);

async function measure(c: Case, seed: number): Promise<Result> {
  const times: number[] = [];
  let errors = 0;
  let error: string | undefined;
  const caller = async (w: number, until: number, record: boolean) => {
    const r = rng(seed * 1000 + w);
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
  // A second of warm-up (plans, caches), not counted.
  const warm = performance.now() + 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => caller(w, warm, false)));
  errors = 0;
  const [cpu0, db0] = [process.cpuUsage(), cpuSample(backends)];
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => caller(w, t0 + DURATION_MS, true)));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const dbMs = cpuUsed(db0, cpuSample(backends)) / times.length;
  return {
    name: c.name, target: c.target, n: times.length, qps: times.length / elapsed, p50: percentile(times, 50), p95: percentile(times, 95),
    max: percentile(times, 100), errors, error, nodeMs: (cpu.user + cpu.system) / 1000 / times.length, dbMs,
  };
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const loadAverage = () => os.loadavg()[0]!.toFixed(1);
{
  const before = loadAverage();
  const results: Result[] = [];
  for (const [i, c] of cases.entries()) {
    results.push(await measure(c, i + 1));
    process.stderr.write(`  ${c.name}: p95 ${fmt(results.at(-1)!.p95)} ms\n`);
  }
  console.log(`\nService calls (${CONCURRENCY} callers, pool of ${CONCURRENCY}; the database's time, no HTTP); load average ${before} at the start, ${loadAverage()} at the end (${os.cpus().length} CPUs)\n`);
  console.log('| case | calls | q/s | p50 ms | p95 ms | max ms | target p95 | CPU ms/call: node + database |');
  console.log('|---|---:|---:|---:|---:|---:|---|---:|');
  for (const r of results) {
    const ok = r.errors ? `ERRORS ${r.errors}: ${r.error}` : `${r.p95 <= r.target ? 'met' : 'MISSED'} (< ${r.target})`;
    console.log(`| ${r.name} | ${r.n} | ${r.qps.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${ok} | ${r.nodeMs.toFixed(2)} + ${r.dbMs.toFixed(2)} |`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 2. The plans.

if (!opts['no-plans']) {
  console.log('\nQuery plans: EXPLAIN (ANALYZE, BUFFERS) of the statements of one call of each kind\n');
  for (const [i, c] of cases.entries()) {
    console.log(`=== ${c.name}`);
    for (const s of await recordStatements(db, () => c.call(rng(4242 + i)))) {
      if (!/^\s*(select|with)\s/i.test(s.text)) continue;
      console.log(`\n-- ${s.text.replace(/\s+/g, ' ').slice(0, 500)}${s.text.length > 500 ? ' …' : ''}`);
      if (s.params.length) console.log(`-- params: ${JSON.stringify(s.params).slice(0, 200)}`);
      const plan = await s.explain();
      console.log(plan.join('\n'));
    }
    console.log('');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Statements per request (GraphQL, in process), a big and a small case of each.

const meta = { ip: '127.0.0.1', userAgent: 'scripts/bench/messages.ts' };
const tokenOf = new Map<number, string>();
const token = async (userId: number) => {
  if (!tokenOf.has(userId)) tokenOf.set(userId, await issueToken(db, userId, meta));
  return tokenOf.get(userId)!;
};
const THREAD = `query($id: ID!, $before: ID) { messageThread(applicationId: $id, before: $before) { side unread seen_up_to blocked can_write has_older
  messages { id side body deleted_author created_at mine author_name author_detail payment_warning } } }`;
const INBOX = '{ messageThreads(first: 20, page: 1) { data { application_id post_title counterpart last_message_at last_body unread } paginatorInfo { total hasMorePages } } }';
const UNREAD = '{ unreadMessageThreads }';
const ACTIVITY = 'query($id: ID!) { messageThreadActivity(applicationId: $id) { last_message_id seen_up_to blocked } }';
const gqlBody = (query: string, variables: object = {}) => JSON.stringify({ query, variables });
let constant = true;
{
  const counted = await countingApp(url, { WEB_DIST: '/nonexistent' });
  const smallAdmin = await adminOf(smallTeam!.team);
  // Each kind with a big and a small case of the same role (compared), then the other roles (shown).
  const kinds: { name: string; query: string; cases: { label: string; userId: number; variables?: object; compare?: boolean }[] }[] = [
    { name: 'messageThread (newest page)', query: THREAD, cases: [
      { label: `${longThreads[0]!.n} messages`, userId: teamAdmins.get(longThreads[0]!.team)!, variables: { id: longThreads[0]!.id }, compare: true },
      { label: '3 messages', userId: await adminOf(shortThread.team), variables: { id: shortThread.id }, compare: true },
    ] },
    { name: 'messageThreadActivity (open thread poll)', query: ACTIVITY, cases: [
      { label: `${longThreads[0]!.n} messages`, userId: teamAdmins.get(longThreads[0]!.team)!, variables: { id: longThreads[0]!.id }, compare: true },
      { label: '3 messages', userId: await adminOf(shortThread.team), variables: { id: shortThread.id }, compare: true },
    ] },
    { name: 'messageThreads (inbox, first page)', query: INBOX, cases: [
      { label: `admin, ${bigTeam!.n} threads`, userId: bigAdmin.user.id, compare: true },
      { label: `admin, ${smallTeam!.n} threads`, userId: smallAdmin, compare: true },
      { label: `member, ${memberThreads} threads`, userId: member },
      { label: `freelancer, ${busiest!.n} threads`, userId: busiest!.id },
    ] },
    { name: 'unreadMessageThreads (header)', query: UNREAD, cases: [
      { label: `admin, ${bigTeam!.n} threads`, userId: bigAdmin.user.id, compare: true },
      { label: `admin, ${smallTeam!.n} threads`, userId: smallAdmin, compare: true },
      { label: `member, ${memberThreads} threads`, userId: member },
      { label: `freelancer, ${busiest!.n} threads`, userId: busiest!.id },
    ] },
  ];
  console.log('\nSQL statements per GraphQL request (in process, counted at the driver; the session and memberships included):');
  for (const k of kinds) {
    const per: string[] = [];
    const compared = new Set<number>();
    for (const c of k.cases) {
      const bearer = await token(c.userId);
      const { statements, result } = await counted.count(() =>
        counted.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, payload: gqlBody(k.query, c.variables) }),
      );
      if (result.json().errors) throw new Error(`${k.name}: ${result.body}`);
      if (c.compare) compared.add(statements);
      per.push(`${c.label}: ${statements}`);
    }
    if (compared.size !== 1) constant = false;
    console.log(`  ${k.name.padEnd(36)} ${per.join(', ')}`);
  }
  await counted.close();
  console.log(`statements per request ${constant ? 'constant' : 'NOT CONSTANT'} in the data's size`);
}

// ---------------------------------------------------------------------------------------------------------------
// 4. The open tab's polls through HTTP, with the CPU each request costs.

if (!opts['no-http']) {
  const server = await startServer(3243, {
    DATABASE_URL: url, NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', JOB_WORKERS: 'external',
    APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'), WEB_DIST: '/nonexistent',
  });
  const r = rng(77);
  const freelancerTokens = await Promise.all(freelancers.slice(0, 20).map((v) => token(v.user.id)));
  const openThreads = await Promise.all(typical.slice(0, 20).map(async (t) => ({ token: await token(t.applicant), id: t.id })));
  const longOpen = await Promise.all(longThreads.slice(0, 20).map(async (t) => ({ token: await token(t.applicant), id: t.id })));
  const adminToken = await token(bigAdmin.user.id);
  const polls = [
    { name: `header count (every ${MESSAGE_POLL_SECONDS.unread} s), freelancers`, body: () => ({ token: one(r, freelancerTokens), query: UNREAD, variables: {} }) },
    { name: `header count (every ${MESSAGE_POLL_SECONDS.unread} s), admin of ${bigTeam!.n} threads`, body: () => ({ token: adminToken, query: UNREAD, variables: {} }) },
    { name: `open thread's poll (every ${MESSAGE_POLL_SECONDS.thread} s): its activity, typical threads`, body: () => { const t = one(r, openThreads); return { token: t.token, query: ACTIVITY, variables: { id: t.id } }; } },
    { name: `open thread's poll: its activity, threads of 500`, body: () => { const t = one(r, longOpen); return { token: t.token, query: ACTIVITY, variables: { id: t.id } }; } },
    // What the page reads when the poll saw the thread move (and what every poll read before the activity query).
    { name: 'the thread read again when it moved, typical threads', body: () => { const t = one(r, openThreads); return { token: t.token, query: THREAD, variables: { id: t.id } }; } },
    { name: `inbox (every ${MESSAGE_POLL_SECONDS.unread} s while open), freelancers`, body: () => ({ token: one(r, freelancerTokens), query: INBOX, variables: {} }) },
    { name: 'for comparison: { me { id } }, freelancers', body: () => ({ token: one(r, freelancerTokens), query: '{ me { id } }', variables: {} }) },
  ];
  const requestsOf = (p: (typeof polls)[number]) => [{
    method: 'POST',
    setupRequest: (req: Record<string, unknown>) => {
      const x = p.body();
      return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${x.token}` }, body: gqlBody(x.query, x.variables) };
    },
  }];
  // Two seconds of each first (the server's code paths compiled, plans and caches warm), not counted.
  for (const p of polls) await loadOf({ url: `${server.base}/graphql`, connections: CONCURRENCY, duration: 2, requests: requestsOf(p) });
  console.log(`\nThe open tab's polls through HTTP (one server process, NODE_ENV=production, autocannon ${CONCURRENCY} connections, ${DURATION_MS / 1000} s each; CPU from /proc: the server's process and the database's backends); load average ${loadAverage()}\n`);
  console.log('| poll | req/s | p50 ms | p95 ms | non-2xx | server CPU ms/req | database CPU ms/req |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const cost: Record<string, number> = {};
  for (const p of polls) {
    const [node0, pg0] = [cpuSample(server.pid), cpuSample(backends)];
    const x = await loadOf({ url: `${server.base}/graphql`, connections: CONCURRENCY, duration: DURATION_MS / 1000, requests: requestsOf(p) });
    const nodeMs = cpuUsed(node0, cpuSample(server.pid)) / x.total;
    const pgMs = cpuUsed(pg0, cpuSample(backends)) / x.total;
    cost[p.name] = nodeMs + pgMs;
    console.log(`| ${p.name} | ${x.rps} | ${x.p50} | ${x.p95} | ${x.non2xx + x.errors} | ${nodeMs.toFixed(2)} | ${pgMs.toFixed(2)} |`);
  }
  const unreadCost = cost[polls[0]!.name]!;
  const activityCost = cost[polls[2]!.name]!;
  const readCost = cost[polls[4]!.name]!;
  const perSecond = { unread: TABS / MESSAGE_POLL_SECONDS.unread, thread: TABS / MESSAGE_POLL_SECONDS.thread };
  console.log(`\n${TABS.toLocaleString('en-GB')} visible tabs (a hidden tab asks nothing): ${perSecond.unread.toFixed(0)} header counts a second, plus ` +
    `${perSecond.thread.toFixed(0)} thread polls a second if every tab shows a thread (the CPU of a typical request of each, server and database):`);
  for (const share of [0, 0.25, 1]) {
    const rate = perSecond.unread + share * perSecond.thread;
    const cores = (per: number) => (perSecond.unread * unreadCost + share * perSecond.thread * per) / 1000;
    console.log(`  ${String(share * 100).padStart(3)}% with a thread open: ${rate.toFixed(0)} req/s, ${cores(activityCost).toFixed(2)} CPU cores ` +
      `(${cores(readCost).toFixed(2)} if each poll read the thread, as before the activity query)`);
  }
  await server.stop();
}

await revokeTokens(db, eq(accessTokens.user_agent, meta.userAgent));
await database.close();
process.exit(constant ? 0 : 1);
