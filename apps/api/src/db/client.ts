import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The request pool's timeouts (decision 0015, docs/operations.md): while PostgreSQL is out of
 * reach a request fails in seconds with UNAVAILABLE instead of hanging, and the pool reconnects
 * within half a second of its return.
 */
export const POOL_OPTIONS = {
  /** Seconds for TCP, TLS and authentication; postgres-js waits 30 by default. */
  connect_timeout: 3,
  /** Seconds before an idle connection is closed: no stale sockets kept across a restart or failover. */
  idle_timeout: 30,
  /** Seconds a connection lives (25-35 min, jittered per process) so failovers and DNS changes are picked up. */
  max_lifetime: 60 * (25 + Math.random() * 10),
  /**
   * Seconds between reconnection attempts after failures. postgres-js grows this to 20 s during an
   * outage, which would keep the first requests after the database returns waiting; cap it.
   */
  backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 0.5),
  connection: {
    application_name: 'mp-api',
    /** ms; the API's statements take milliseconds, so a runaway one is cut off rather than piling up. */
    statement_timeout: 15_000,
    /** ms; a transaction left open (a bug, a stuck request) releases its locks. */
    idle_in_transaction_session_timeout: 60_000,
    /**
     * No parallel query: the API's statements read a few thousand rows at most, and starting workers cost
     * more than that (15 ms of a 20 ms search on a busy machine, decision 0039), under concurrency most of all.
     * A string: postgres-js leaves out a numeric 0 (client.int.test.ts checks it arrives).
     */
    max_parallel_workers_per_gather: '0',
    /**
     * No JIT compilation: a capped count the planner costs above jit_above_cost (a word's whole posting list, which
     * the LIMIT then cuts short) was compiled each time, 10-12 ms of a 3 ms statement (decision 0039).
     */
    jit: 'off',
    /**
     * Pages a bitmap heap scan asks the disk for ahead of reading them (PostgreSQL 15's default is 1: one at a
     * time). A search that reads matches all over the table from cold storage (a fresh database, a restart) took
     * p95 6.7 s with 1 and 107 ms with 200 at a million posts (decision 0039); SSDs and network volumes serve many
     * reads at once. Set here because managed servers keep the default; docs/operations.md says so.
     */
    effective_io_concurrency: '200',
  },
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (in `dataDir`, or in
 * memory when dataDir is 'memory://'), and applies the migrations.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** false in cluster workers: the primary process has migrated already. */
  migrate?: boolean;
  /** PGlite only: start from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    if (opts.migrate !== false) {
      // Migrations get a connection of their own, free of the request timeouts below.
      const migrator = postgres(opts.url, { max: 1, onnotice: () => {} });
      try {
        await migrate(drizzle(migrator, { schema }), { migrationsFolder });
      } finally {
        await migrator.end({ timeout: 5 });
      }
    }
    const client = postgres(opts.url, { max: opts.poolSize ?? 10, onnotice: () => {}, ...POOL_OPTIONS });
    const db = drizzle(client, { schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzle(client, { schema });
  if (opts.migrate !== false) await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
