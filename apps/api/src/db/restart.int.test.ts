import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../lib/throttle.js';
import { opportunities } from './schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { jobInput, opportunityFixtures, referenceIds, type ReferenceIds } from '../modules/opportunities/test-fixtures.js';
import { ADD } from '../modules/opportunities/test-documents.js';
import { proxyToTestDatabase } from './test-proxy.js';

/**
 * PostgreSQL restarting under write load: 20 writers post through the API while the
 * server's backends are terminated (57P01, as `pg_ctl restart` or an administrator does) and new connections
 * are refused for a moment. The process must stay up (an uncaught error here fails the run), every post that
 * answered success must be in the database, and posting must work again after the return without a restart.
 * How fast it comes back (about a second) is a figure, measured by scripts/outage/restart-under-load.ts against
 * a real `pg_ctl restart`; here it is only logged, since a busy CI machine makes any time bound a coin toss.
 */
const RECOVERY_WAIT_MS = 10_000;
const WRITERS = 20;

describe.skipIf(!process.env.DATABASE_URL)('a database restart under 20 writers', () => {
  const { proxy, through } = proxyToTestDatabase();
  const admin = async (query: string) => {
    const { default: postgres } = await import('postgres');
    const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      return await client.unsafe(query);
    } finally {
      await client.end({ timeout: 1 });
    }
  };
  let t: TestApp;
  let ref: ReferenceIds;
  let tokens: string[];
  let dbName: string;

  beforeAll(async () => {
    await proxy.open();
    t = await createTestApp({ databaseUrl: through });
    ref = await referenceIds(t.deps.db);
    const f = opportunityFixtures(t);
    await f.grant(await f.idOf('employer@demo.test'), 10_000);
    tokens = [await t.login('employer@demo.test')];
    dbName = rowsOf<{ name: string }>(await t.deps.db.execute(sql`select current_database() as name`))[0]!.name;
  });
  afterAll(async () => {
    await proxy.open();
    await t?.close();
    await proxy.close();
  });

  /** Terminates every backend of the test database, as a restart does to the connections it had. */
  const terminateBackends = () =>
    admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}' and pid <> pg_backend_pid()`);

  it('stays up, loses no acknowledged post, and posts again after the return', async () => {
    const acknowledged: string[] = [];
    const failures = new Map<string, number>();
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const title = `Restart ${w}-${n++}`;
        const res = await t.gql(ADD, { input: jobInput(ref, { title }) }, tokens[0]);
        if (res.data?.addOpportunity?.id) acknowledged.push(title);
        else {
          const code = String(res.errors?.[0]?.extensions?.code ?? 'none');
          failures.set(code, (failures.get(code) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    for (let round = 0; round < 3; round++) {
      await pause(700);
      // A restart: the live connections are told 57P01, then the server refuses connections for a second.
      await terminateBackends();
      await proxy.close();
      await pause(1000);
      await proxy.open();
    }
    // Back for good: posting succeeds again by itself.
    const back = Date.now();
    const before = acknowledged.length;
    while (acknowledged.length === before && Date.now() - back < RECOVERY_WAIT_MS) await pause(10);
    const firstGoodMs = Date.now() - back;
    await pause(500);
    stop = true;
    await Promise.all(writers);

    expect(acknowledged.length, 'no post succeeded after the database came back').toBeGreaterThan(before);
    expect(acknowledged.length).toBeGreaterThan(WRITERS);
    // Failures during the outage are "try again", never a server error.
    expect([...failures.keys()].filter((code) => code !== 'UNAVAILABLE')).toEqual([]);
    const stored = await t.deps.db
      .select({ title: opportunities.title })
      .from(opportunities)
      .where(inArray(opportunities.title, acknowledged));
    expect(new Set(stored.map((r) => r.title))).toEqual(new Set(acknowledged));
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    console.info(`restart test: ${acknowledged.length} posts acknowledged, failures ${JSON.stringify(Object.fromEntries(failures))}, first good answer ${firstGoodMs} ms after the return`);
  }, 30_000);
});
