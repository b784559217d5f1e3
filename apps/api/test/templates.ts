/**
 * The test databases' templates: migrated once per run (and, for `seeded`, loaded with the demo accounts and
 * their logos) by vitest's global setup, then copied for each test file instead of migrating and seeding it again.
 *
 * - PostgreSQL (DATABASE_URL): two databases on that server, copied with `CREATE DATABASE … TEMPLATE`.
 * - PGlite (the default): two dumps of an in-memory data folder (`dumpDataDir`), loaded with `loadDataDir`.
 *
 * The demo companies' logos are files as well as rows: they go to a folder that each file's uploads folder
 * starts as a copy of.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedDemo, seedDemoCompanyProfiles } from '../src/seed/demo.js';
import { seedDemoAdminFactor } from '../src/seed/demo-admin-factor.js';
import { createLocalStorage } from '../src/adapters/storage-local.js';

export type TemplateKind = 'bare' | 'seeded';

export interface DbTemplates {
  /** PostgreSQL: database names; PGlite: files holding a data folder's dump. */
  kind: 'postgres' | 'pglite';
  bare: string;
  seeded: string;
  /** The seeded template's uploads (the demo logos). */
  uploads: string;
}

async function seed(database: Database, uploads: string) {
  await seedDemo(database.db);
  // Kept unsealed (`plain:`), so it opens under any APP_SECRET a test configures.
  await seedDemoAdminFactor(database.db, undefined);
  await seedDemoCompanyProfiles(database.db, createLocalStorage(uploads));
}

/** Builds both templates; answers them and a function that removes them. */
export async function buildTemplates(): Promise<{ templates: DbTemplates; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-test-templates-'));
  const uploads = path.join(dir, 'uploads');
  await fs.mkdir(uploads);
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = async (kind: TemplateKind) => {
      const database = await openDatabase({ dataDir: 'memory://' });
      if (kind === 'seeded') await seed(database, uploads);
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
      const file = path.join(dir, `${kind}.tar`);
      await fs.writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      await database.close();
      return file;
    };
    const templates: DbTemplates = { kind: 'pglite', bare: await dump('bare'), seeded: await dump('seeded'), uploads };
    return { templates, remove: () => fs.rm(dir, { recursive: true, force: true }) };
  }

  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const run = randomBytes(4).toString('hex');
  const names = { bare: `tmpl_${run}_bare`, seeded: `tmpl_${run}_seeded` };
  const make = async (kind: TemplateKind) => {
    await admin.unsafe(`create database ${names[kind]}`);
    const database = await openDatabase({ url: databaseUrl(url, names[kind]), poolSize: 1 });
    if (kind === 'seeded') await seed(database, uploads);
    await database.close();
  };
  await Promise.all([make('bare'), make('seeded')]);
  const templates: DbTemplates = { kind: 'postgres', ...names, uploads };
  return {
    templates,
    remove: async () => {
      for (const name of Object.values(names)) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
