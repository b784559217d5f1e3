import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
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
 * PGlite's buffer pool. Its startup sets up the whole pool inside the WebAssembly memory, about 5 ms per MB on this
 * machine: PostgreSQL's default 128 MB was 0.6 s of every start (decision 0043). 32 MB holds the demo database and
 * a small deployment's working set; pages beyond it are read through the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** The newest migration's timestamp in drizzle-kit's journal (its `when`, which drizzle records as `created_at`). */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether a migration is newer than the last one the database records: drizzle's own rule (it applies each migration
 * whose timestamp is after the last recorded one), in one query instead of reading and hashing every migration file.
 * No record, or no answer, counts as pending, and the migrator then runs (and reports what is wrong) as it always did.
 */
export async function migrationsPending(lastApplied: () => Promise<string | number | null | undefined>): Promise<boolean> {
  try {
    const last = await lastApplied();
    return last === null || last === undefined || Number(last) < newestMigration();
  } catch {
    return true;
  }
}
const LAST_APPLIED = 'select max(created_at)::text as last from drizzle.__drizzle_migrations';

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
        const pending = await migrationsPending(async () => (await migrator.unsafe<{ last: string | null }[]>(LAST_APPLIED))[0]?.last);
        if (pending) await migrate(drizzle(migrator, { schema }), { migrationsFolder });
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
  // pg_trgm: the post review's near-copy rule (decision 0065); PGlite loads a contrib extension only when asked.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client: PGliteClient = new PGlite(dir, {
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    extensions: { pg_trgm },
  });
  const db = drizzle(client, { schema });
  if (opts.migrate !== false) {
    const pending = await migrationsPending(async () => (await client.query<{ last: string | null }>(LAST_APPLIED)).rows[0]?.last);
    if (pending) await migrate(db, { migrationsFolder });
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
