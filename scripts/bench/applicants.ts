// Issue 28's applicants page figure. Not a test: it prints numbers. PostgreSQL only (DATABASE_URL):
//   scripts/with-postgres.sh node --import tsx scripts/bench/applicants.ts
// The applicants page (the post, one page of 50 applicants with their contact, and the count of each status) for a
// post with 5,000 applications and one with 50: SQL statements per request (counted at the driver, in an in-process
// app: the same for both sizes), and p95 latency at 20 connections for 10 seconds (a server in its own process).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { createDeps } from '../../apps/api/src/bootstrap.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase, type Db } from '../../apps/api/src/db/client.js';
import { opportunities, users } from '../../apps/api/src/db/schema/index.js';
import { seedDemo, seedSettings, DEMO_PASSWORD } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { seedDemoOpportunities } from '../../apps/api/src/seed/opportunities.js';
import { createLogger } from '../../apps/api/src/adapters/log.js';

if (!process.env.DATABASE_URL) {
  console.log('applicants: skipped (PostgreSQL only: scripts/with-postgres.sh node --import tsx scripts/bench/applicants.ts)');
  process.exit(0);
}
const PORT = 3213;
const base = `http://127.0.0.1:${PORT}`;
const NAME = 'bench_applicants';
const BIG = Number(process.env.BENCH_APPLICANTS ?? 5000);
const { default: postgres } = await import('postgres');
const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${NAME} with (force)`);
await admin.unsafe(`create database ${NAME}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${NAME}`;

const database = await openDatabase({ url: url.href, poolSize: 10 });
const db = database.db;
await seedSettings(db);
await seedReference(db);
await seedDemo(db);
await seedDemoOpportunities(db);

const [employer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'employer@demo.test'));
// Two of the demo employer's jobs (Northwind Studio's): the team the employer admins.
const demoPosts = await db
  .select({ id: opportunities.id })
  .from(opportunities)
  .where(inArray(opportunities.title, ['Senior Brand Designer', 'UX Designer']))
  .orderBy(opportunities.title);

/** `n` new freelancers who applied to `post`, spread over the statuses, with a history row for each moved one. */
async function applicants(db: Db, post: number, n: number, tag: string) {
  await db.execute(sql`
    with people as (
      insert into users (email, password_hash, type, status, first_name, last_name, phone, privacy)
      select ${tag} || '-' || g || '@example.com', 'x', 'FREELANCER', 'ACTIVE', 'Applicant', 'Number ' || g, '+44 161 496 0' || lpad((g % 1000)::text, 3, '0'), 'INACTIVE'
      from generate_series(1, ${n}) g returning id
    ), apps as (
      insert into applications (opportunity_id, user_id, status, created_at)
      select ${post}, id, (array['NEW','VIEWED','SHORTLISTED','INTERVIEWING','OFFERED','HIRED','NOT_SELECTED'])[1 + id % 7],
             now() - (id % 1000) * interval '1 minute'
      from people returning id, status
    )
    insert into application_status_changes (application_id, actor_id, from_status, to_status)
    select id, ${employer!.id}, 'NEW', status from apps where status <> 'NEW'
  `);
}
await applicants(db, demoPosts[0]!.id, BIG, 'bench-big');
await applicants(db, demoPosts[1]!.id, 50, 'bench-small');
await db.execute(sql`analyze`);

/** What the applicants page asks for (its two queries, as one document): the post, a page of 50, the counts. */
const PAGE = `query($id: ID!, $status: ApplicationStatus) {
  opportunity(id: $id) { id title target slug is_active deleted_at }
  opportunityApplicants(id: $id, status: $status, first: 50, page: 1) {
    id created_at viewed_at status status_changed_at contact { id name email phone } agency { id name company agency_name }
  }
  applicantStatusCounts(id: $id) { status count }
}`;
const gql = (variables: object, token: string, query = PAGE) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query, variables }),
});

const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
  env: { ...process.env, DATABASE_URL: url.href, PORT: String(PORT), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', APP_URL: base },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).status === 200) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 50));
}
const loginRes = await fetch(`${base}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: 'mutation($i: LoginInput!){ login(input:$i){ access_token } }', variables: { i: { email: 'employer@demo.test', password: DEMO_PASSWORD } } }),
});
const token = ((await loginRes.json()) as { data: { login: { access_token: string } } }).data.login.access_token;

// Statements per request, counted at the driver in an in-process app on the same database.
const config = loadConfig({ DATABASE_URL: url.href, LOG_LEVEL: 'silent', NODE_ENV: 'test', APP_URL: base });
const counted = await openDatabase({ url: url.href, poolSize: 4, migrate: false });
const app = await buildApp(await createDeps(config, createLogger('silent'), counted));
const client = (counted.db as unknown as { $client: { unsafe: (...a: unknown[]) => unknown } }).$client;
const unsafe = client.unsafe.bind(client);
let statements = 0;
client.unsafe = (...a: unknown[]) => (statements++, unsafe(...a));
const cases = [
  { label: `${BIG} applications`, vars: { id: String(demoPosts[0]!.id) } },
  { label: '50 applications', vars: { id: String(demoPosts[1]!.id) } },
  { label: `${BIG} applications, Shortlisted only`, vars: { id: String(demoPosts[0]!.id), status: 'SHORTLISTED' } },
];
const counts: number[] = [];
// The server's own CPU per request (this process, one request at a time): steadier than latency on a shared machine.
const cpuPerRequest = async (vars: object, query = PAGE, n = 200) => {
  const req = gql(vars, token, query);
  const once = () => app.inject({ method: 'POST', url: '/graphql', headers: req.headers, payload: req.body });
  for (let i = 0; i < 20; i++) await once();
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await once();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) / 1000 / n).toFixed(2);
};
for (const c of cases) {
  statements = 0;
  const req = gql(c.vars, token);
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: req.headers, payload: req.body });
  const body = res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const total = (body.data.applicantStatusCounts as { count: number }[]).reduce((n, s) => n + s.count, 0);
  counts.push(statements);
  console.log(`applicants page, ${c.label}: ${body.data.opportunityApplicants.length} rows of ${total}, ${counts.at(-1)} SQL statements, ${await cpuPerRequest(c.vars)} ms of server CPU a request`);
}
console.log(`for comparison, { me { id } } in process: ${await cpuPerRequest({}, '{ me { id } }')} ms of server CPU a request`);
const constant = counts.every((n) => n === counts[0]);
await app.close();
await counted.close();

function load(variables: object, query = PAGE): Promise<{ rps: number; p50: string; p95: string; p99: string; non2xx: number }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url: `${base}/graphql`, connections: 20, duration: 10, ...gql(variables, token, query) }, (err, res) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
      resolve({ rps: Math.round(res.requests.average), p50: pct(50), p95: pct(95), p99: pct(99), non2xx: res.non2xx });
    });
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  });
}
// The same server's floor (a signed-in request that reads one row), to read the figures against a busy machine.
const me = await load({}, '{ me { id } }');
console.log(`for comparison, { me { id } } on the same server: ${me.rps} req/s, p95 ${me.p95} ms (p50 ${me.p50} ms)`);
for (const c of [cases[0]!, cases[1]!, cases[2]!]) {
  const x = await load(c.vars);
  console.log(`applicants page (${c.label}) on PostgreSQL, 20 connections for 10 s: ${x.rps} req/s, p95 ${x.p95} ms (p50 ${x.p50} ms, p99 ${x.p99} ms), non-2xx ${x.non2xx}`);
}
console.log(`statements per request ${constant ? 'constant' : 'NOT CONSTANT'}: ${counts.join(', ')}`);

await new Promise((r) => {
  server.once('exit', r);
  process.kill(-server.pid!, 'SIGTERM');
});
await database.close();
await admin.unsafe(`drop database if exists ${NAME} with (force)`);
await admin.end();
process.exit(constant ? 0 : 1);
