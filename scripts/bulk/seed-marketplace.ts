// The agency marketplace's bulk data alone, into a database with or without `seed:bulk`'s:
//   DATABASE_URL=postgres://… node --import tsx scripts/bulk/seed-marketplace.ts                    5,000 agencies, 50,000 case studies
//   DATABASE_URL=… node --import tsx scripts/bulk/seed-marketplace.ts --agencies 500 --case-studies 5000
// Never on a production database: the accounts (@bulk.test) can sign in with the demo password.
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { hashPassword } from '../../apps/api/src/lib/secrets.js';
import { DEMO_PASSWORD, seedSettings } from '../../apps/api/src/seed/demo.js';
import { seedReference } from '../../apps/api/src/seed/reference.js';
import { marketplaceSql } from './marketplace.js';

const { values } = parseArgs({ options: { agencies: { type: 'string', default: '5000' }, 'case-studies': { type: 'string', default: '50000' }, seed: { type: 'string', default: '0.27' } } });
const sizes = { agencies: Number(values.agencies), caseStudies: Number(values['case-studies']) };
if (!process.env.DATABASE_URL) {
  console.error('seed-marketplace: PostgreSQL only (DATABASE_URL).');
  process.exit(2);
}
const started = performance.now();
const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
await seedSettings(database.db);
await seedReference(database.db);
await database.close();
const { default: postgres } = await import('postgres');
const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {}, connection: { statement_timeout: 0 } });
const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from users where email like 'market-agency%@bulk.test'`;
if (n > 0) {
  console.error(`seed-marketplace: this database already has marketplace data (${n} agencies). Use a fresh database.`);
  process.exit(1);
}
const [{ max } = { max: 0 }] = await sql<{ max: number }[]>`select coalesce(max(id), 0)::int as max from users`;
await sql.unsafe(`select setseed(${Number(values.seed)})`);
await sql.unsafe('set enable_memoize = off');
for (const text of marketplaceSql(sizes, max, await hashPassword(DEMO_PASSWORD), new Date().toISOString())) await sql.unsafe(text);
const [counts] = await sql<{ agencies: number; listed: number; case_studies: number }[]>`select
  (select count(*) from users where email like 'market-agency%@bulk.test')::int as agencies,
  (select count(*) from users where type = 'AGENCY' and status = 'ACTIVE' and privacy = 'ACTIVE' and email_verified_at is not null and deleted_at is null)::int as listed,
  (select count(*) from case_studies)::int as case_studies`;
console.log(`seed-marketplace: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await sql.end();
