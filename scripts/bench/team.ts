// Issue 26's Manage Team figure. Not a test: it prints numbers. PostgreSQL only (DATABASE_URL):
//   scripts/with-postgres.sh node --import tsx scripts/bench/team.ts
// teamUsers for a team of 20 members and one of 200 members with 2,000 associations: SQL statements per request
// (counted at the driver, in an in-process app), and p95 latency at 20 connections for 10 seconds (a server in its
// own process, as in production).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { createDeps } from '../../apps/api/src/bootstrap.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase, type Db } from '../../apps/api/src/db/client.js';
import { users } from '../../apps/api/src/db/schema/index.js';
import { seedDemo, seedSettings, DEMO_PASSWORD } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { createLogger } from '../../apps/api/src/adapters/log.js';

if (!process.env.DATABASE_URL) {
  console.log('team: skipped (PostgreSQL only: scripts/with-postgres.sh node --import tsx scripts/bench/team.ts)');
  process.exit(0);
}
const PORT = 3211;
const base = `http://127.0.0.1:${PORT}`;
const NAME = 'bench_team';
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

/** A company team of `size` memberships (the owner and size - 1 guests, half of them admins), each associated with the next `perMember`. */
async function team(db: Db, name: string, size: number, perMember: number): Promise<string> {
  const email = `${name}@example.com`;
  const hash = (await db.select({ h: users.password_hash }).from(users).where(eq(users.email, 'employer@demo.test')))[0]!.h;
  await db.execute(sql`
    with owner as (
      insert into users (email, password_hash, type, status, first_name, last_name, company)
      values (${email}, ${hash}, 'COMPANY', 'ACTIVE', 'Bea', 'Bench', ${name}) returning id
    ), own as (
      insert into user_teams (user_id, team_id, role, active, can_post_jobs) select id, id, 'admin', true, true from owner
      returning user_id, team_id
    ), people as (
      insert into users (email, password_hash, type, status, first_name, last_name)
      select ${name} || '-' || n || '@example.com', ${hash}, 'GUEST', 'ACTIVE', 'Person', 'Number ' || n
      from generate_series(1, ${size - 1}) n returning id
    ), memberships as (
      insert into user_teams (user_id, team_id, role, active, can_post_jobs)
      select people.id, owner.id, case when people.id % 2 = 0 then 'admin' else 'member' end, true, people.id % 3 = 0
      from people, owner returning user_id, team_id
    ), numbered as (
      select user_id, team_id, row_number() over (order by user_id) - 1 as r from (select * from own union all select * from memberships) m
    )
    insert into team_user_associations (team_id, user_id, associate_id)
    select a.team_id, a.user_id, b.user_id
    from numbered a join numbered b on (b.r - a.r + ${size}) % ${size} between 1 and ${perMember}
  `);
  const [counts] = await db.execute<{ members: number; associations: number }>(sql`
    select (select count(*)::int from user_teams ut join users u on u.id = ut.team_id where u.email = ${email}) as members,
           (select count(*)::int from team_user_associations a join users u on u.id = a.team_id where u.email = ${email}) as associations`);
  console.log(`${name}: ${counts!.members} members, ${counts!.associations} associations`);
  return email;
}
const small = await team(db, 'bench-team-20', 20, 10);
const large = await team(db, 'bench-team-200', 200, 10);
await db.execute(sql`analyze`);

const TEAM_USERS = '{ teamUsers { userId firstName lastName email role canPostJobs isOwner associateIds } }';
const gql = (query: string, token: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query }),
});
const login = async (email: string) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: LoginInput!){ login(input:$i){ access_token } }', variables: { i: { email, password: DEMO_PASSWORD } } }),
  });
  return ((await res.json()) as { data: { login: { access_token: string } } }).data.login.access_token;
};

// The server, in its own process, as in production.
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
const tokens = { 20: await login(small), 200: await login(large) };

// Statements per request, counted at the driver in an in-process app on the same database.
const config = loadConfig({ DATABASE_URL: url.href, LOG_LEVEL: 'silent', NODE_ENV: 'test', APP_URL: base });
const counted = await openDatabase({ url: url.href, poolSize: 4, migrate: false });
const app = await buildApp(await createDeps(config, createLogger('silent'), counted));
const client = (counted.db as unknown as { $client: { unsafe: (...a: unknown[]) => unknown } }).$client;
const unsafe = client.unsafe.bind(client);
let statements = 0;
client.unsafe = (...a: unknown[]) => (statements++, unsafe(...a));
const perSize: number[] = [];
for (const size of [20, 200, 20] as const) {
  statements = 0;
  const req = gql(TEAM_USERS, tokens[size]);
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: req.headers, payload: req.body });
  const people = res.json().data.teamUsers as { associateIds: string[] }[];
  const links = people.reduce((n, p) => n + p.associateIds.length, 0);
  console.log(`teamUsers, team of ${size}: ${people.length} people, ${links} associations listed, ${statements} SQL statements`);
  perSize.push(statements);
}
const constant = perSize.every((n) => n === perSize[0]);
await app.close();
await counted.close();

function load(token: string, query = TEAM_USERS): Promise<{ rps: number; p50: string; p95: string; p99: string; non2xx: number }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url: `${base}/graphql`, connections: 20, duration: 10, ...gql(query, token) }, (err, res) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
      resolve({ rps: Math.round(res.requests.average), p50: pct(50), p95: pct(95), p99: pct(99), non2xx: res.non2xx });
    });
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  });
}
const me = await load(tokens[200], '{ me { id } }');
console.log(`for comparison, { me { id } } on the same server: ${me.rps} req/s, p95 ${me.p95} ms (p50 ${me.p50} ms)`);
for (const size of [20, 200] as const) {
  const x = await load(tokens[size]);
  console.log(`teamUsers (team of ${size}) on PostgreSQL, 20 connections for 10 s: ${x.rps} req/s, p95 ${x.p95} ms (p50 ${x.p50} ms, p99 ${x.p99} ms), non-2xx ${x.non2xx}`);
}
console.log(`statements per request ${constant ? 'constant' : 'NOT CONSTANT'}: ${perSize.join(', ')}`);

await new Promise((r) => {
  server.once('exit', r);
  process.kill(-server.pid!, 'SIGTERM');
});
await database.close();
await admin.unsafe(`drop database if exists ${NAME} with (force)`);
await admin.end();
process.exit(constant ? 0 : 1);
