import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob, type Deps } from '../../deps.js';
import { createLogger } from '../log.js';
import { createPgBossJobs } from './pg-boss.js';
import type { Jobs } from './types.js';

/** pg-boss itself, on a database of its own; only where there is a PostgreSQL server (CI, scripts/with-postgres.sh). */
const url = process.env.DATABASE_URL;
const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : undefined;
const name = `jobs_${randomBytes(5).toString('hex')}`;
const dbUrl = url ? Object.assign(new URL(url), { pathname: `/${name}` }).href : '';
/** Three sending slots per process (MAIL_CONCURRENCY). */
const deps = { marker: 'deps', config: { MAIL_CONCURRENCY: 3 } } as unknown as Deps;

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
  // Mail jobs: 12 alerts of 400 ms each, and a reset queued after them.
  const sent: string[] = [];
  let inFlight = 0;
  let most = 0;
  const sending = async (what: string) => {
    most = Math.max(most, ++inFlight);
    await new Promise((r) => setTimeout(r, 400));
    inFlight--;
    sent.push(what);
  };
  const alert = defineJob({ name: 'test.mail-alert', mail: 'other', payload: z.object({ n: z.number() }), run: (_d, { n }) => sending(`alert ${n}`) });
  const reset = defineJob({ name: 'test.mail-reset', mail: 'security', payload: z.object({}), run: () => sending('reset') });
  const all = [record, flaky, alert, reset];
  let web: Jobs;
  let worker: Jobs;

  beforeAll(async () => {
    await admin!.unsafe(`create database ${name}`);
    const log = createLogger('silent');
    // A web process that does not work (JOB_WORKERS=external) and a worker process, on one database.
    web = createPgBossJobs(dbUrl, all, [], { capture }, log);
    worker = createPgBossJobs(dbUrl, all, [], { capture }, log);
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
    worker = createPgBossJobs(dbUrl, all, [], { capture }, createLogger('silent'));
    await worker.start(deps, { work: true });
    await until(() => seen.includes('queued'));
  }, 60_000);

  it('sends mail several at a time, up to MAIL_CONCURRENCY, and a reset queued behind alerts before them', async () => {
    for (let n = 0; n < 12; n++) await web.enqueue(alert, { n });
    await web.enqueue(reset, {});
    await until(() => sent.length === 13, 40_000);
    expect(most).toBe(3);
    expect(sent.indexOf('reset')).toBeLessThan(6);
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
