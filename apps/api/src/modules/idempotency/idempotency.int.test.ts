import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { idempotencyKeys, users } from '../../db/schema/index.js';
import { JOB_REGISTRY } from '../../jobs.js';
import { pruneIdempotencyKeysJob } from './jobs.js';
import { idempotentRequest, once, type Answer } from './service.js';

/** The idempotency module itself (decision 0041): the 24 hours, the purge, nothing kept from a failure. */

let t: TestApp;
let scopeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [someone] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'freelancer@demo.test'));
  scopeId = someone!.id;
});
afterAll(async () => t.close());

const requestOf = (key: string, body: unknown) => idempotentRequest(key, { scopeId, operation: 'test', actorId: scopeId, body });
const run = (key: string, body: unknown, work: () => Promise<Answer>) => t.deps.db.transaction((tx) => once(tx, requestOf(key, body), work));
const age = (key: string, hours: number) =>
  t.deps.db.update(idempotencyKeys).set({ created_at: sql`now() - make_interval(hours => ${hours})` }).where(eq(idempotencyKeys.key, key));
const rowsOf = async (key: string) => t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('idempotency keys', () => {
  it('runs the work once and stores its answer with the key', async () => {
    const key = randomUUID();
    let runs = 0;
    const work = async () => ({ id: ++runs });
    expect(await run(key, { a: 1 }, work)).toEqual({ answer: { id: 1 }, replayed: false });
    expect(await run(key.toUpperCase(), { a: 1 }, work)).toEqual({ answer: { id: 1 }, replayed: true });
    expect(runs).toBe(1);
    expect(await rowsOf(key)).toMatchObject([{ scope_id: scopeId, operation: 'test', answer: { id: 1 } }]);
  });

  it('keeps nothing of a work that failed', async () => {
    const key = randomUUID();
    await expect(run(key, {}, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await rowsOf(key)).toEqual([]);
  });

  it('treats a key older than 24 hours as new, even before the clock removed it', async () => {
    const key = randomUUID();
    await run(key, { first: true }, async () => ({ id: 1 }));
    await age(key, 25);
    expect(await run(key, { second: true }, async () => ({ id: 2 }))).toEqual({ answer: { id: 2 }, replayed: false });
  });

  it('is purged hourly once past 24 hours; younger keys stay', async () => {
    const [old, young] = [randomUUID(), randomUUID()];
    for (const key of [old, young]) await run(key, {}, async () => ({ ok: true }));
    await age(old, 24);
    await age(young, 23);
    await pruneIdempotencyKeysJob.run(t.deps, {});
    expect(await rowsOf(old)).toEqual([]);
    expect(await rowsOf(young)).toHaveLength(1);
    expect(JOB_REGISTRY.schedules.map((s) => s.job.name)).toContain(pruneIdempotencyKeysJob.name);
  });
});
