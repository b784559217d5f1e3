import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { rowsOf } from '../../apps/api/src/lib/throttle.js';
import { searchConditions } from '../../apps/api/src/modules/search/conditions.js';
import { findIds } from '../../apps/api/src/modules/search/find-ids.js';
import { rng } from './support.js';
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
const db = database.db;
const industries = rowsOf<{ id: number }>(await db.execute(sql`select id from industries where not hidden order by id`)).map((r) => Number(r.id));
const WORDS = ['designer', 'senior', 'developer', 'architect', 'brand', 'contract', 'london', 'manager', 'festival', 'retrofit'];
const r = rng(11);
const one = <T>(l: readonly T[]) => l[Math.floor(r() * l.length)]!;
for (let i = 0; i < 80; i++) {
  const input = { search: one(WORDS), industry: [one(industries)], jobType: [one(['FREELANCE', 'PERMANENT'])], jobLocation: [one(['ONSITE', 'REMOTE', 'HYBRID'])] };
  const c = await searchConditions(db, 'JOB', { skill: [], softwareSkill: [], jobLevel: [], workingHour: [], genre: [], qualification: [], service: [], ...input } as never);
  const t0 = performance.now();
  const page = await findIds(db, 'JOB', c, 10, 0);
  console.log(`${(performance.now() - t0).toFixed(1)} total=${page.total} ${JSON.stringify(input)}`);
}
process.exit(0);
