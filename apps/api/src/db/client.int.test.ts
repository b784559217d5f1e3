import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const url = process.env.DATABASE_URL;

/** The pool's session settings reach PostgreSQL (postgres-js drops a numeric 0, so they are strings). */
describe.skipIf(!url)('the API pool on PostgreSQL', () => {
  it('runs with its timeouts, without parallel query or JIT, reading ahead on bitmap scans', async () => {
    const handle = await openDatabase({ url });
    try {
      const rows = (await handle.db.execute(
        sql`select current_setting('max_parallel_workers_per_gather') as parallel, current_setting('jit') as jit, current_setting('effective_io_concurrency') as io, current_setting('statement_timeout') as timeout, current_setting('application_name') as app`,
      )) as unknown as Array<{ parallel: string; jit: string; io: string; timeout: string; app: string }>;
      expect(rows[0]).toEqual({ parallel: '0', jit: 'off', io: '200', timeout: '15s', app: 'mp-api' });
    } finally {
      await handle.close();
    }
  });
});
