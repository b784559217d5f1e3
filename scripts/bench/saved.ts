// The saved-posts figure (decision 0054): toggling and the saved list p95 in the database, with many people
// holding many saves. Not a test: it prints numbers.
//   scripts/with-postgres.sh node --import tsx scripts/bench/saved.ts                      100,000 people × 50 saves
//   scripts/with-postgres.sh node --import tsx scripts/bench/saved.ts --users 10000        a smaller run
// It makes a fresh database `bench_saved` beside DATABASE_URL's (migrated), inserts the people, the posts (5% closed)
// and the saves with generate_series, then calls the service functions as the API does (a viewer each, the toggle with
// an idempotency key) from --concurrency callers (20) for --duration seconds (10) a case: p50, p95, max, calls a second.
// --think MS (0): each caller pauses 0.5 to 1.5 times this between calls, as a person does; 0 saturates the machine.
// Then EXPLAIN (ANALYZE, BUFFERS) of the list's statements for one person.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { users } from '../../apps/api/src/db/schema/index.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import type { Deps } from '../../apps/api/src/deps.js';
import { rowsOf } from '../../apps/api/src/lib/throttle.js';
import { countSaved, listSavedPosts, savedAmong, setPostSaved } from '../../apps/api/src/modules/saved-posts/service.js';
import type { Viewer } from '../../apps/api/src/viewer/viewer.js';

const { values: opts } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' }, saves: { type: 'string', default: '50' }, posts: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '20' }, think: { type: 'string', default: '0' },
  },
});
const USERS = Number(opts.users);
const SAVES = Number(opts.saves);
const POSTS = Number(opts.posts);
const CONCURRENCY = Number(opts.concurrency);
const DURATION_MS = Number(opts.duration) * 1000;
const THINK_MS = Number(opts.think);

const base = process.env.DATABASE_URL;
if (!base) {
  console.error('saved bench: PostgreSQL only; run it as scripts/with-postgres.sh node --import tsx scripts/bench/saved.ts');
  process.exit(2);
}
{
  const { default: postgres } = await import('postgres');
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe('drop database if exists bench_saved with (force)');
  await admin.unsafe('create database bench_saved');
  await admin.end();
}
const url = new URL(base);
url.pathname = '/bench_saved';
const database = await openDatabase({ url: url.toString(), poolSize: CONCURRENCY });
const db = database.db;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

// ---------------------------------------------------------------------------------------------------------------
// The data: one company with POSTS published jobs (5% closed), USERS freelancers, each with SAVES distinct saves.

let t0 = Date.now();
await seedReference(db);
const [company] = await db
  .insert(users)
  .values({ email: 'bench-company@example.test', password_hash: 'x', type: 'COMPANY', status: 'ACTIVE', company: 'Bench Studio' })
  .returning({ id: users.id });
// A job needs a level and a position (the migrations seed the reference lists).
await db.execute(sql`insert into opportunities (slug, team_id, target, title, description, type, sub_type, minimum_budget, maximum_budget, follow_up,
    job_level_id, position_id, is_remote, compensation_unit, deleted_at, closed_at, close_reason)
  select 'bench-post-' || g, ${company!.id}, 'JOB', 'Bench post ' || g, '<p>Bench.</p>', 'FREELANCE', 'FULLTIME', 300, 400, 'Thanks',
    (select min(id) from job_levels), (select min(id) from positions), true, 'DAY', case when g % 20 = 0 then now() end,
    case when g % 20 = 0 then current_date end, case when g % 20 = 0 then 'JOB_POSTPONED' end
  from generate_series(1, ${POSTS}) g`);
await db.execute(sql`insert into users (email, password_hash, type, status, first_name)
  select 'bench-' || g || '@example.test', 'x', 'FREELANCER', 'ACTIVE', 'Bench' from generate_series(1, ${USERS}) g`);
const [range] = await q<{ first_user: number; first_post: number }>(sql`select
  (select min(id) from users where type = 'FREELANCER')::int as first_user, (select min(id) from opportunities)::int as first_post`);
const firstUser = Number(range!.first_user);
const firstPost = Number(range!.first_post);
console.log(`posts and people in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
t0 = Date.now();
// 4729 is prime to 10,000: k × 4729 mod POSTS is distinct for the 50 k of a person, so no save repeats.
// In chunks of 10,000 people (500,000 rows), each its own statement, without the pool's statement timeout.
for (let from = 0; from < USERS; from += 10_000) {
  const to = Math.min(USERS, from + 10_000) - 1;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`insert into saved_posts (user_id, opportunity_id, created_at)
      select ${firstUser} + u, ${firstPost} + ((u * 7919 + k * 4729) % ${POSTS}), now() - k * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) u, generate_series(0, ${SAVES - 1}) k`);
  });
}
await db.transaction(async (tx) => {
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`analyze`);
});
const [sizes] = await q<{ saves: number; bytes: string }>(sql`select count(*)::int as saves, pg_size_pretty(pg_total_relation_size('saved_posts')) as bytes from saved_posts`);
console.log(`${Number(sizes!.saves).toLocaleString('en-GB')} saves (${sizes!.bytes} with indexes) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

// ---------------------------------------------------------------------------------------------------------------
// The callers: a random person each call (a fixed-seed generator), as the API's viewer.

let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = (n: number) => Math.floor(random() * n);
const viewers = new Map<number, Viewer>();
async function viewerOf(id: number): Promise<Viewer> {
  const known = viewers.get(id);
  if (known) return known;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  const viewer: Viewer = { user: user!, tokenId: 0, impersonatorId: null, memberships: [] };
  viewers.set(id, viewer);
  return viewer;
}
const deps = { db } as unknown as Deps;

/** Times `call` alone: the caller's viewer is read before the clock starts, as the API has it from the session. */
async function run(name: string, call: (viewer: Viewer) => Promise<unknown>) {
  const times: number[] = [];
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      // With --think the callers start apart, as people do: 20 first calls at the same instant would be a burst no
      // browsing makes, and 10% of a 10-second case's calls.
      if (THINK_MS > 0) await new Promise((r) => setTimeout(r, THINK_MS * Math.random()));
      while (Date.now() < end) {
        const viewer = await person();
        const start = performance.now();
        await call(viewer);
        times.push(performance.now() - start);
        // A person reads between clicks (0.5 to 1.5 times --think); with 0 the callers saturate the machine.
        if (THINK_MS > 0) await new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(`${name.padEnd(34)} p50 ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  max ${times.at(-1)!.toFixed(1).padStart(6)} ms  ${Math.round(times.length / (DURATION_MS / 1000))} calls/s`);
}

const person = () => viewerOf(firstUser + pick(USERS));
const post = () => firstPost + pick(POSTS);

console.log(`\n${USERS.toLocaleString('en-GB')} people × ${SAVES} saves, ${POSTS.toLocaleString('en-GB')} posts; ${CONCURRENCY} callers, think ${THINK_MS} ms, ${DURATION_MS / 1000} s a case (in the database: no GraphQL, no HTTP)`);
await run('save (setPostSaved true, with a key)', (v) => setPostSaved(deps, v, post(), true, randomUUID()));
await run('unsave (setPostSaved false, a key)', (v) => setPostSaved(deps, v, post(), false, randomUUID()));
await run('saved list, page 1 (10)', (v) => listSavedPosts(db, v, { first: 10, page: 1 }));
await run('saved list, page 3 (10)', (v) => listSavedPosts(db, v, { first: 10, page: 3 }));
await run('savedPostsCount (dashboard)', (v) => countSaved(db, v));
await run('isSaved for a page of 20 cards', (v) => savedAmong(db, v.user.id, Array.from({ length: 20 }, post)));

// ---------------------------------------------------------------------------------------------------------------
const someone = firstUser + 12345 % USERS;
console.log(`\nplans for person ${someone}:`);
const plan = async (label: string, query: ReturnType<typeof sql>) => {
  const rows = await q<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`);
  console.log(`-- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
};
await plan('the list page', sql`select s.opportunity_id, s.created_at from saved_posts s join opportunities o on o.id = s.opportunity_id
  join users u on u.id = o.team_id where s.user_id = ${someone} and o.is_active and o.is_public and o.target = 'JOB' and u.status = 'ACTIVE'
  order by s.created_at desc, s.opportunity_id desc limit 10`);
await plan('the count', sql`select count(*) from saved_posts s join opportunities o on o.id = s.opportunity_id
  join users u on u.id = o.team_id where s.user_id = ${someone} and o.is_active and o.is_public and o.target = 'JOB' and u.status = 'ACTIVE'`);
await database.close();
