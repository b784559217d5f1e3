import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { throttles } from '../db/schema/index.js';
import { hit, pruneThrottles } from './throttle.js';

describe('attempt counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('prunes counters whose window ended more than a day ago, and keeps live ones', async () => {
    const db = t.deps.db;
    await hit(db, 'test:old', 60);
    await hit(db, 'test:live', 60);
    await db.update(throttles).set({ window_started_at: sql`now() - interval '2 days'` }).where(sql`${throttles.key} = 'test:old'`);
    await pruneThrottles(db);
    const keys = (await db.select({ key: throttles.key }).from(throttles)).map((r) => r.key);
    expect(keys).toContain('test:live');
    expect(keys).not.toContain('test:old');
  });
});
