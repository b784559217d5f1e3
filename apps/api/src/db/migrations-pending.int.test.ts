import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsPending, openDatabase, PGLITE_SHARED_BUFFERS, type Database } from './client.js';

type Rows<T> = { rows: T[] };
const lastApplied = async (database: Database) =>
  ((await database.db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as unknown as Rows<{ last: string }>).rows[0]!.last;
const applied = async (database: Database) =>
  ((await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as Rows<{ n: number }>).rows[0]!.n;

// A start asks with one query whether a migration is newer than the last one applied, and migrates only then
// (decision 0043); a database that has not run one must still get it.
describe('the start-time migration check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-migrations-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is pending on a fresh or older database or without an answer, not once the newest is applied; a reopened folder keeps its migrations', async () => {
    const first = await openDatabase({ dataDir: dir });
    const count = await applied(first);
    expect(count).toBeGreaterThan(0);
    expect(await migrationsPending(() => lastApplied(first))).toBe(false);
    expect(await migrationsPending(async () => null)).toBe(true);
    expect(await migrationsPending(async () => String(Number(await lastApplied(first)) - 1))).toBe(true);
    expect(await migrationsPending(() => Promise.reject(new Error('relation "drizzle.__drizzle_migrations" does not exist')))).toBe(true);
    const [{ shared_buffers }] = ((await first.db.execute(sql`select current_setting('shared_buffers') as shared_buffers`)) as unknown as Rows<{ shared_buffers: string }>).rows as [{ shared_buffers: string }];
    expect(shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    expect(await applied(second)).toBe(count);
    await second.close();
  });
});
