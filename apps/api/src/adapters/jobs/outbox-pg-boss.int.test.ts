import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../../db/client.js';
import { jobOutbox } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { createLogger } from '../log.js';
import { enqueueEachTx, enqueueTx } from './outbox.js';
import { createPgBossJobs } from './pg-boss.js';
import type { Jobs } from './types.js';

/**
 * The job outbox drained into pg-boss by several processes (decision 0037; WEB_CONCURRENCY=2 with
 * JOB_WORKERS=external): each row becomes one job, also when a drain is repeated after a crash, and work committed
 * by a process that died before handing it over is run. Only where there is a PostgreSQL server (CI,
 * scripts/with-postgres.sh).
 */
const url = process.env.DATABASE_URL;
const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : undefined;
const name = `outbox_${randomBytes(5).toString('hex')}`;
const dbUrl = url ? Object.assign(new URL(url), { pathname: `/${name}` }).href : '';

const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.skipIf(!url)('the job outbox drained into pg-boss', () => {
  const seen: string[] = [];
  const record = defineJob({ name: 'test.outbox-record', payload: z.object({ word: z.string() }), run: async (_d, { word }) => void seen.push(word) });
  let database: Database;
  let deps: Deps;
  let sqlc: postgres.Sql;
  const started: Jobs<Deps>[] = [];

  /** A process: a web one (JOB_WORKERS=external, it only drains) or a worker. */
  async function process(work: boolean): Promise<Jobs<Deps>> {
    const jobs = createPgBossJobs<Deps>(dbUrl, [record], [], { capture: vi.fn() }, createLogger('silent'));
    await jobs.start(deps, { work });
    started.push(jobs);
    return jobs;
  }
  const jobsOf = async (id?: string) =>
    (await sqlc`select id, state from pgboss.job where name = ${record.name} ${id ? sqlc`and id = ${id}` : sqlc``}`).length;
  const waiting = async () => (await database.db.select({ id: jobOutbox.id }).from(jobOutbox).where(eq(jobOutbox.name, record.name))).length;

  beforeAll(async () => {
    await admin!.unsafe(`create database ${name} template ${inject('dbTemplates').bare}`);
    database = await openDatabase({ url: dbUrl, poolSize: 4, migrate: false });
    deps = { db: database.db, log: createLogger('silent'), config: { MAIL_CONCURRENCY: 2 } } as unknown as Deps;
    sqlc = postgres(dbUrl, { max: 1, onnotice: () => {} });
  }, 60_000);
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
    await sqlc?.end();
    await database?.close();
    await admin!.unsafe(`drop database if exists ${name} with (force)`);
    await admin!.end();
  });

  it('starts two processes at once on a new database (both create the queues)', async () => {
    await Promise.all([process(false), process(false), process(true)]);
    const [queues] = await sqlc`select count(*)::int as n, min(expire_seconds)::int as expire from pgboss.queue where name = ${record.name}`;
    expect(queues).toEqual({ n: 1, expire: 120 });
    for (const jobs of started.splice(0)) await jobs.stop();
  }, 60_000);

  it('makes one job of a row handed over twice (a drain whose delete a crash undid)', async () => {
    const web = await process(false);
    await database.db.transaction((tx) => enqueueTx(tx, record, { word: 'twice' }));
    const [row] = await database.db.select().from(jobOutbox).where(eq(jobOutbox.name, record.name));
    web.nudge();
    await until(async () => (await waiting()) === 0);
    expect(await jobsOf(row!.id)).toBe(1);
    // The row is back, as if the drain had handed it over and died before its delete committed.
    await database.db.insert(jobOutbox).values(row!);
    web.nudge();
    await until(async () => (await waiting()) === 0);
    expect(await jobsOf(row!.id)).toBe(1);

    await process(true);
    await until(() => seen.includes('twice'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen.filter((w) => w === 'twice')).toHaveLength(1);
  }, 60_000);

  it('hands each of 300 rows over once while three processes drain at the same time', async () => {
    for (const jobs of started.splice(0)) await jobs.stop();
    await sqlc`delete from pgboss.job where name = ${record.name}`;
    // Processes that only drain, so the jobs stay in pg-boss to be counted (a worker drains the same way).
    const processes = [await process(false), await process(false), await process(false)];
    await database.db.transaction((tx) => enqueueEachTx(tx, record, Array.from({ length: 300 }, (_, i) => ({ word: `many-${i}` }))));
    for (const p of [...processes, ...processes]) p.nudge();
    await until(async () => (await waiting()) === 0);
    const [jobs] = await sqlc`select count(*)::int as n, count(distinct data->>'word')::int as words from pgboss.job where name = ${record.name}`;
    expect(jobs).toEqual({ n: 300, words: 300 });
    await sqlc`delete from pgboss.job where name = ${record.name}`;
  }, 90_000);

  it('runs work committed by a process that died before handing it over, when another process starts', async () => {
    for (const jobs of started.splice(0)) await jobs.stop();
    // Committed; the process that would have nudged is gone, and no other runs.
    await database.db.transaction((tx) => enqueueTx(tx, record, { word: 'orphan' }));
    expect(await waiting()).toBe(1);
    await process(true);
    await until(() => seen.includes('orphan'));
    expect(await waiting()).toBe(0);
  }, 60_000);
});
