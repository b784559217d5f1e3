// The posting and dashboard figures (decision 0022). Not a test: it prints numbers. PostgreSQL only (DATABASE_URL):
//   scripts/with-postgres.sh node --import tsx scripts/bench/opportunities.ts
// (also the last step of `scripts/with-postgres.sh npm run bench`)
// a. 50 concurrent addOpportunity against a balance of 10, through a running server: posts, balance, ledger
// b. the dashboard of a team with 500 posts and 5,000 applications: SQL statements per request (20 and 100
//    rows a page, counted at the driver), and p95 latency at 20 connections for 10 seconds
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../apps/api/src/db/client.js';
import { creditLedger, opportunities, teamCredits, users } from '../../apps/api/src/db/schema/index.js';
import { seedDemo, seedSettings, DEMO_PASSWORD } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { addCredits } from '../../apps/api/src/modules/credits/service.js';
import { countingApp, graphqlRequest as gql, load as loadOf, scratchDatabase, startServer } from './support.js';

if (!process.env.DATABASE_URL) {
  console.log('opportunities: skipped (PostgreSQL only: scripts/with-postgres.sh npm run bench)');
  process.exit(0);
}
const scratch = await scratchDatabase('bench_opportunities');
const database = await openDatabase({ url: scratch.url, poolSize: 10 });
const db = database.db;
await seedSettings(db);
await seedReference(db);
await seedDemo(db);
const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const employer = await idOf('employer@demo.test');
await db.transaction((tx) => addCredits(tx, { teamId: employer, quantity: 10, actorId: null, reason: 'Bench' }));

/** A company team of its own with 500 job posts (2 genres, 3 skills each) and 5,000 applications from 100 freelancers. */
async function bigTeam(db: Db): Promise<string> {
  const email = 'bench-team@example.com';
  const hash = (await db.select({ h: users.password_hash }).from(users).where(eq(users.id, employer)))[0]!.h;
  await db.execute(sql`
    with team as (
      insert into users (email, password_hash, type, status, first_name, last_name, company)
      values (${email}, ${hash}, 'COMPANY', 'ACTIVE', 'Bea', 'Bench', 'Bench Studio') returning id
    ), membership as (
      insert into user_teams (user_id, team_id, role, active, can_post_jobs) select id, id, 'admin', true, true from team
    ), posts as (
      insert into opportunities (slug, team_id, target, title, description, type, sub_type, job_level_id, position_id,
        is_on_site, is_remote, minimum_budget, maximum_budget, compensation_unit, follow_up, created_by, updated_by, created_at)
      select 'bench-post-' || n, team.id, 'JOB', 'Bench post ' || n, '<p>Work.</p>', 'FREELANCE', 'FULLTIME',
        (select id from job_levels where key = 'SENIOR'),
        (select p.id from positions p join job_levels l on l.id = p.job_level_id where p.industry_id = 1 and l.key = 'SENIOR' limit 1),
        true, true, 300, 400, 'DAY', 'Thanks', team.id, team.id, now() - n * interval '1 hour'
      from team, generate_series(1, 500) n
      returning id
    ), genre_links as (
      insert into opportunity_genres (opportunity_id, genre_id)
      select posts.id, g.id from posts, (select id from genres where industry_id = 1 order by id limit 2) g
    ), skill_links as (
      insert into opportunity_skills (opportunity_id, skill_id, must_have)
      select posts.id, s.id, false from posts, (select id from skills where industry_id = 1 and not software order by id limit 3) s
    ), industry_links as (
      insert into opportunity_industries (opportunity_id, industry_id) select id, 1 from posts
    ), people as (
      insert into users (email, password_hash, type, status, first_name, last_name)
      select 'bench-freelancer-' || n || '@example.com', ${hash}, 'FREELANCER', 'ACTIVE', 'Free', 'Lancer ' || n
      from generate_series(1, 100) n returning id
    ), numbered_posts as (select id, row_number() over (order by id) as r from posts),
       numbered_people as (select id, row_number() over (order by id) as r from people)
    insert into applications (opportunity_id, user_id)
    select p.id, f.id from numbered_posts p join numbered_people f on (p.r + f.r) % 10 = 0
  `);
  const [counts] = await db.execute<{ posts: number; applications: number }>(sql`
    select (select count(*)::int from opportunities o join users u on u.id = o.team_id where u.email = ${email}) as posts,
           (select count(*)::int from applications a join opportunities o on o.id = a.opportunity_id join users u on u.id = o.team_id where u.email = ${email}) as applications`);
  console.log(`dashboard team: ${counts!.posts} posts, ${counts!.applications} applications`);
  return email;
}
const benchEmail = await bigTeam(db);
await db.execute(sql`analyze`);

const server = await startServer(3210, { DATABASE_URL: scratch.url });
const call = async (query: string, variables: object, token?: string) =>
  (await (await fetch(`${server.base}/graphql`, gql(query, variables, token))).json()) as { data?: any; errors?: { extensions: { code: string } }[] };
const login = async (email: string) =>
  (await call('mutation($i: LoginInput!){ login(input:$i){ access_token } }', { i: { email, password: DEMO_PASSWORD } })).data.login.access_token as string;

// a. The race.
const ADD = `mutation($input: OpportunityInput!) { addOpportunity(input: $input) { id } }`;
const ref = await db.execute<{ level: number; position: number; genre: number; skill: number }>(sql`
  select (select id from job_levels where key = 'SENIOR') as level,
    (select p.id from positions p join job_levels l on l.id = p.job_level_id where p.industry_id = 1 and l.key = 'SENIOR' limit 1) as position,
    (select min(id) from genres where industry_id = 1) as genre, (select min(id) from skills where industry_id = 1 and not software) as skill`);
const r = ref[0]!;
const job = (i: number) => ({
  target: 'JOB', title: `Race ${i}`, industries: ['1'], genres: [String(r.genre)], location_type: 'REMOTE', description: '<p>Race</p>',
  type: 'FREELANCE', sub_type: 'FULLTIME', level: String(r.level), position: String(r.position), skills: [String(r.skill)],
  minimumBudget: 100, maximumBudget: 200, follow_up: 'Thanks',
});
const owner = await login('employer@demo.test');
const t0 = performance.now();
const results = await Promise.all(Array.from({ length: 50 }, (_, i) => call(ADD, { input: job(i) }, owner)));
const raceMs = performance.now() - t0;
const won = results.filter((x) => x.data?.addOpportunity).length;
const refused = results.filter((x) => x.errors?.[0]?.extensions.code === 'INSUFFICIENT_BALANCE').length;
const [posts] = await db.select({ n: sql<number>`count(*)::int` }).from(opportunities).where(eq(opportunities.team_id, employer));
const [balance] = await db.select({ b: teamCredits.balance }).from(teamCredits).where(eq(teamCredits.team_id, employer));
const [ledger] = await db
  .select({
    sum: sql<number>`sum(case when ${creditLedger.direction} = 'IN' then ${creditLedger.quantity} else -${creditLedger.quantity} end)::int`,
    outs: sql<number>`(count(*) filter (where ${creditLedger.direction} = 'OUT'))::int`,
    last: sql<number>`(array_agg(${creditLedger.balance_after} order by ${creditLedger.id} desc))[1]`,
  })
  .from(creditLedger)
  .where(eq(creditLedger.team_id, employer));
const consistent = won === 10 && refused === 40 && posts!.n === 10 && balance!.b === 0 && ledger!.sum === 0 && ledger!.last === 0 && ledger!.outs === 10;
console.log(
  `race, 50 concurrent creates against a balance of 10 (${Math.round(raceMs)} ms): ${won} created, ${refused} INSUFFICIENT_BALANCE; ` +
    `posts ${posts!.n}, balance ${balance!.b}, ledger sum ${ledger!.sum}, last balance_after ${ledger!.last}, OUT rows ${ledger!.outs}: ${consistent ? 'consistent' : 'NOT CONSISTENT'}`,
);

// b. The dashboard.
const DASHBOARD = `query($first: Int) { teamOpportunities(target: JOB, closed: false, first: $first) {
  data { id title job_number is_active location applicantCount creator { name } position { name } genres { name } }
  paginatorInfo { total currentPage hasMorePages } } }`;
const benchToken = await login(benchEmail);

// Statements per request, counted at the driver in an in-process app on the same database.
const counted = await countingApp(scratch.url);
for (const first of [20, 100, 20]) {
  const req = gql(DASHBOARD, { first }, benchToken);
  const { statements, result: res } = await counted.count(() => counted.app.inject({ method: 'POST', url: '/graphql', headers: req.headers, payload: req.body }));
  const rows = res.json().data.teamOpportunities.data.length;
  console.log(`dashboard, ${rows} rows of ${res.json().data.teamOpportunities.paginatorInfo.total}: ${statements} SQL statements`);
}
await counted.close();

const load = (first: number, query = DASHBOARD) => loadOf({ url: `${server.base}/graphql`, ...gql(query, { first }, benchToken) });
const me = await load(0, '{ me { id } }');
console.log(`for comparison, { me { id } } on the same server: ${me.rps} req/s, p95 ${me.p95} ms (p50 ${me.p50} ms)`);
for (const first of [20, 100]) {
  const x = await load(first);
  console.log(`dashboard (${first} rows a page) on PostgreSQL, 20 connections for 10 s: ${x.rps} req/s, p95 ${x.p95} ms (p50 ${x.p50} ms, p99 ${x.p99} ms), non-2xx ${x.non2xx}`);
}

await server.stop();
await database.close();
await scratch.drop();
process.exit(consistent ? 0 : 1);
