// The applicants page figure. Not a test: it prints numbers. PostgreSQL only (DATABASE_URL):
//   scripts/with-postgres.sh node --import tsx scripts/bench/applicants.ts
// The applicants page (the post, one page of 50 applicants with their contact, and the count of each status) for a
// post with 5,000 applications and one with 50: SQL statements per request (counted at the driver, in an in-process
// app: the same for both sizes), and p95 latency at 20 connections for 10 seconds (a server in its own process).
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../apps/api/src/db/client.js';
import { opportunities, users } from '../../apps/api/src/db/schema/index.js';
import { seedDemo, seedSettings, DEMO_PASSWORD } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { seedDemoOpportunities } from '../../apps/api/src/seed/opportunities.js';
import { countingApp, graphqlRequest, load as loadOf, loginAs, scratchDatabase, startServer } from './support.js';

if (!process.env.DATABASE_URL) {
  console.log('applicants: skipped (PostgreSQL only: scripts/with-postgres.sh node --import tsx scripts/bench/applicants.ts)');
  process.exit(0);
}
const BIG = Number(process.env.BENCH_APPLICANTS ?? 5000);
const scratch = await scratchDatabase('bench_applicants');
const database = await openDatabase({ url: scratch.url, poolSize: 10 });
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
const gql = (variables: object, token: string, query = PAGE) => graphqlRequest(query, variables, token);

const server = await startServer(3213, { DATABASE_URL: scratch.url });
const token = await loginAs(server.base, 'employer@demo.test', DEMO_PASSWORD);

// Statements per request, counted at the driver in an in-process app on the same database.
const counted = await countingApp(scratch.url);
const app = counted.app;
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
  const req = gql(c.vars, token);
  const { statements, result: res } = await counted.count(() => app.inject({ method: 'POST', url: '/graphql', headers: req.headers, payload: req.body }));
  const body = res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const total = (body.data.applicantStatusCounts as { count: number }[]).reduce((n, s) => n + s.count, 0);
  counts.push(statements);
  console.log(`applicants page, ${c.label}: ${body.data.opportunityApplicants.length} rows of ${total}, ${counts.at(-1)} SQL statements, ${await cpuPerRequest(c.vars)} ms of server CPU a request`);
}
console.log(`for comparison, { me { id } } in process: ${await cpuPerRequest({}, '{ me { id } }')} ms of server CPU a request`);
const constant = counts.every((n) => n === counts[0]);
await counted.close();

const load = (variables: object, query = PAGE) => loadOf({ url: `${server.base}/graphql`, ...gql(variables, token, query) });
// The same server's floor (a signed-in request that reads one row), to read the figures against a busy machine.
const me = await load({}, '{ me { id } }');
console.log(`for comparison, { me { id } } on the same server: ${me.rps} req/s, p95 ${me.p95} ms (p50 ${me.p50} ms)`);
for (const c of [cases[0]!, cases[1]!, cases[2]!]) {
  const x = await load(c.vars);
  console.log(`applicants page (${c.label}) on PostgreSQL, 20 connections for 10 s: ${x.rps} req/s, p95 ${x.p95} ms (p50 ${x.p50} ms, p99 ${x.p99} ms), non-2xx ${x.non2xx}`);
}
console.log(`statements per request ${constant ? 'constant' : 'NOT CONSTANT'}: ${counts.join(', ')}`);

await server.stop();
await database.close();
await scratch.drop();
process.exit(constant ? 0 : 1);
