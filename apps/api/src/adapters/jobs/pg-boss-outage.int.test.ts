import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob, type Deps } from '../../deps.js';
import { createLogger } from '../log.js';
import { createPgBossJobs } from './pg-boss.js';
import type { Jobs } from './types.js';

/**
 * pg-boss while PostgreSQL restarts: its connections are terminated (57P01) under polling workers.
 * Its `error` events are heard (an unheard one would end the process, and this run with it), written as warnings
 * and not reported (they are no fault: pg-boss polls again), and the work goes on once the database is back.
 */
const url = process.env.DATABASE_URL;
const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : undefined;
const name = `jobs_${randomBytes(5).toString('hex')}`;
const dbUrl = url ? Object.assign(new URL(url), { pathname: `/${name}` }).href : '';

describe.skipIf(!url)('pg-boss when PostgreSQL restarts', () => {
  const seen: string[] = [];
  const capture = vi.fn();
  const log = createLogger('silent');
  const warn = vi.spyOn(log, 'warn');
  const record = defineJob({ name: 'test.record', payload: z.object({ word: z.string() }), run: async (_d, { word }) => void seen.push(word) });
  let jobs: Jobs;

  beforeAll(async () => {
    await admin!.unsafe(`create database ${name}`);
    jobs = createPgBossJobs(dbUrl, [record], [], { capture }, log);
    await jobs.start({} as Deps, { work: true });
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await admin!.unsafe(`drop database if exists ${name} with (force)`);
    await admin!.end();
  });

  it('hears its errors as warnings, reports none, and works again after the return', async () => {
    for (let round = 0; round < 3; round++) {
      await admin!.unsafe(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      await new Promise((r) => setTimeout(r, 1200));
    }
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ jobs: 'pg-boss' }), expect.stringContaining('database unavailable'));
    expect(capture).not.toHaveBeenCalled();

    await jobs.enqueue(record, { word: 'after' });
    const end = Date.now() + 10_000;
    while (!seen.includes('after') && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(seen).toContain('after');
  }, 20_000);
});
