import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { SITE_PAGES } from '@mp/domain';
import type { Db } from '../db/client.js';
import { rowsOf } from '../lib/throttle.js';

const seedDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * What decides what the start's seeds write: their own files and assets, the data fixes, the migrations' journal
 * (a new table the seeds fill comes with a migration) and the site pages' list, which lives in the domain package.
 */
const SOURCES = [seedDir, path.join(seedDir, '../db/fixes'), path.join(seedDir, '../db/migrations/meta/_journal.json')];

function filesUnder(file: string): string[] {
  if (!fs.statSync(file).isDirectory()) return [file];
  return fs
    .readdirSync(file)
    .sort()
    .flatMap((name) => (name.endsWith('.test.ts') ? [] : filesUnder(path.join(file, name))));
}

/**
 * A digest of everything the seeds would write for this configuration: the same on every start until a seed, a
 * fix, a migration or SEED_DEMO changes. About a hundred kilobytes read, a few milliseconds.
 */
export function seedFingerprint(opts: { seedDemo: boolean }): string {
  const hash = createHash('sha256').update(JSON.stringify({ demo: opts.seedDemo, sitePages: SITE_PAGES }));
  for (const file of SOURCES.flatMap(filesUnder)) hash.update(path.relative(seedDir, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/**
 * The fingerprint of the seeds last completed on this database. It is kept as the comment of the settings table:
 * invisible to the product (no setting an administrator could list or edit), made by the migrations' owner, and
 * carried by a dump with the rows it describes.
 */
export async function seededFingerprint(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ seeds: string | null }>(await db.execute(sql`select obj_description('settings'::regclass, 'pg_class') as seeds`));
  const comment = row?.seeds ?? null;
  return comment?.startsWith('seeds ') ? comment.slice('seeds '.length) : null;
}

/** Records that the seeds of this fingerprint completed. */
export async function recordSeeds(db: Db, fingerprint: string): Promise<void> {
  if (!/^[0-9a-f]{64}$/.test(fingerprint)) throw new Error('not a seed fingerprint');
  await db.execute(sql.raw(`comment on table settings is 'seeds ${fingerprint}'`));
}
