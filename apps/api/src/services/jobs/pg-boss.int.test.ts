import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { createLogger } from '../log.js';
import { defineJob } from './index.js';
import { createPgBossJobs } from './pg-boss.js';
import type { Jobs } from './types.js';

/** pg-boss itself, on a database of its own; only where there is a PostgreSQL server (CI, scripts/with-postgres.sh). */
const url = process.env.DATABASE_URL;
const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : undefined;
const name = `jobs_${randomBytes(5).toString('hex')}`;
const dbUrl = url ? Object.assign(new URL(url), { pathname: `/${name}` }).href : '';
const deps = { marker: 'deps' } as unknown as Deps;

const until = async (check: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.skipIf(!url)('pg-boss jobs', () => {
  const seen: string[] = [];
  let failures = 0;
  const capture = vi.fn();
  const record = defineJob({ name: 'test.record', payload: z.object({ word: z.string() }), run: async (_d, { word }) => void seen.push(word) });
  const flaky = defineJob({
    name: 'test.flaky',
    payload: z.object({}),
    retryLimit: 1,
    run: async () => {
      failures++;
      throw new Error(`failure ${failures}`);
    },
  });
  let web: Jobs;
  let worker: Jobs;

  beforeAll(async () => {
    await admin!.unsafe(`create database ${name}`);
    const log = createLogger('silent');
    // A web process that does not work (JOB_WORKERS=external) and a worker process, on one database.
    web = createPgBossJobs(dbUrl, [record, flaky], [], { capture }, log);
    worker = createPgBossJobs(dbUrl, [record, flaky], [], { capture }, log);
    await web.start(deps, { work: false });
    await worker.start(deps, { work: true });
  }, 60_000);

  afterAll(async () => {
    await web?.stop();
    await worker?.stop();
    await admin!.unsafe(`drop database if exists ${name} with (force)`);
    await admin!.end();
  });

  it('stores work one process adds and another works it, with the payload checked', async () => {
    await web.enqueue(record, { word: 'hello' });
    await until(() => seen.includes('hello'));
    await expect(web.enqueue(record, { word: 1 } as never)).rejects.toThrow();
  }, 30_000);

  it('keeps work added while no worker runs, and works it later', async () => {
    await worker.stop();
    await web.enqueue(record, { word: 'queued' });
    const sql = postgres(dbUrl, { max: 1 });
    const [row] = await sql`select count(*)::int as n from pgboss.job where name = 'test.record' and state = 'created'`;
    await sql.end();
    expect(row!.n).toBe(1);
    worker = createPgBossJobs(dbUrl, [record, flaky], [], { capture }, createLogger('silent'));
    await worker.start(deps, { work: true });
    await until(() => seen.includes('queued'));
  }, 60_000);

  it('retries a failing job, then reports the last failure and leaves it failed', async () => {
    await web.enqueue(flaky, {});
    await until(() => failures >= 2 && capture.mock.calls.length > 0, 40_000);
    expect(capture).toHaveBeenCalledWith(expect.objectContaining({ message: 'failure 2' }), { job: 'test.flaky', attempts: 2 });
    const sql = postgres(dbUrl, { max: 1 });
    const rows = await sql`select state from pgboss.job where name = 'test.flaky'`;
    await sql.end();
    expect(rows.map((r) => r.state)).toEqual(['failed']);
  }, 60_000);
});
