// The Manage Team figure. Not a test: it prints numbers. PostgreSQL only (DATABASE_URL):
//   scripts/with-postgres.sh node --import tsx scripts/bench/team.ts
// teamUsers for a team of 20 members and one of 200 members with 2,000 associations: SQL statements per request
// (counted at the driver, in an in-process app), and p95 latency at 20 connections for 10 seconds (a server in its
// own process, as in production).
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../apps/api/src/db/client.js';
import { users } from '../../apps/api/src/db/schema/index.js';
import { seedDemo, seedSettings, DEMO_PASSWORD } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { countingApp, graphqlRequest as gql, load as loadOf, loginAs, scratchDatabase, startServer } from './support.js';

if (!process.env.DATABASE_URL) {
  console.log('team: skipped (PostgreSQL only: scripts/with-postgres.sh node --import tsx scripts/bench/team.ts)');
  process.exit(0);
}
const scratch = await scratchDatabase('bench_team');
const database = await openDatabase({ url: scratch.url, poolSize: 10 });
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
const server = await startServer(3211, { DATABASE_URL: scratch.url });
const tokens = { 20: await loginAs(server.base, small, DEMO_PASSWORD), 200: await loginAs(server.base, large, DEMO_PASSWORD) };

// Statements per request, counted at the driver in an in-process app on the same database.
const counted = await countingApp(scratch.url);
const perSize: number[] = [];
for (const size of [20, 200, 20] as const) {
  const req = gql(TEAM_USERS, {}, tokens[size]);
  const { statements, result: res } = await counted.count(() => counted.app.inject({ method: 'POST', url: '/graphql', headers: req.headers, payload: req.body }));
  const people = res.json().data.teamUsers as { associateIds: string[] }[];
  const links = people.reduce((n, p) => n + p.associateIds.length, 0);
  console.log(`teamUsers, team of ${size}: ${people.length} people, ${links} associations listed, ${statements} SQL statements`);
  perSize.push(statements);
}
const constant = perSize.every((n) => n === perSize[0]);
await counted.close();

const load = (token: string, query = TEAM_USERS) => loadOf({ url: `${server.base}/graphql`, ...gql(query, {}, token) });
const me = await load(tokens[200], '{ me { id } }');
console.log(`for comparison, { me { id } } on the same server: ${me.rps} req/s, p95 ${me.p95} ms (p50 ${me.p50} ms)`);
for (const size of [20, 200] as const) {
  const x = await load(tokens[size]);
  console.log(`teamUsers (team of ${size}) on PostgreSQL, 20 connections for 10 s: ${x.rps} req/s, p95 ${x.p95} ms (p50 ${x.p50} ms, p99 ${x.p99} ms), non-2xx ${x.non2xx}`);
}
console.log(`statements per request ${constant ? 'constant' : 'NOT CONSTANT'}: ${perSize.join(', ')}`);

await server.stop();
await database.close();
await scratch.drop();
process.exit(constant ? 0 : 1);
