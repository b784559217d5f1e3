// How close the for-you lists are to the rule applied to every post in the window (decision 0039). Not a test: it
// prints numbers. Browsing scores the newest FOR_YOU_CANDIDATES_PER_INTEREST posts per shared skill or category; this
// compares the first 10 at several such caps with the exact list (no cap) for 20 freelancers, by the score at each rank
// (ties may be other posts), with the time of one call.
//   DATABASE_URL=postgres://…/bulk node --import tsx scripts/bench/for-you-quality.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { rowsOf } from '../../apps/api/src/lib/throttle.js';
import { forYouMatches } from '../../apps/api/src/modules/search/for-you.js';
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('for-you-quality: set DATABASE_URL to a database filled by npm run seed:bulk');
  process.exit(1);
}
const d = await openDatabase({ url, poolSize: 2, migrate: false });
const people = rowsOf<{ id: number }>(await d.db.execute(sql`select u.id from users u where u.type = 'FREELANCER' and u.status = 'ACTIVE' and exists (select 1 from user_skills s where s.user_id = u.id) order by md5(u.id::text) limit 20`));
const caps = [500, 1000, 2000, 5000];
const overlap: Record<number, number[]> = {}; const ratio: Record<number, number[]> = {}; const times: Record<number, number[]> = {};
for (const { id } of people) {
  const exact = (await forYouMatches(d.db, { id: Number(id), kind: 'FREELANCER' }, { limit: 10, perInterest: 100000 })).matches;
  for (const cap of caps) {
    const t0 = performance.now();
    const got = (await forYouMatches(d.db, { id: Number(id), kind: 'FREELANCER' }, { limit: 10, perInterest: cap })).matches;
    (times[cap] ??= []).push(performance.now() - t0);
    // The same scores at each rank means the same quality of list (ties may differ in post).
    const same = got.filter((m, i) => exact[i] && m.score === exact[i]!.score).length;
    (overlap[cap] ??= []).push(exact.length ? same / exact.length : 1);
    const sum = (list: { score: number }[]) => list.reduce((a, m) => a + m.score, 0);
    (ratio[cap] ??= []).push(exact.length ? sum(got) / sum(exact) : 1);
  }
}
for (const cap of caps) {
  const o = overlap[cap]!; const t = times[cap]!.sort((a, b) => a - b);
  const mean = (list: number[]) => (100 * list.reduce((a, b) => a + b, 0)) / list.length;
  console.log(`cap ${cap}: ranks with the exact score ${mean(o).toFixed(1)}%, lists fully exact ${o.filter((x) => x === 1).length}/${o.length}, `
    + `score of the 10 against the exact 10 ${mean(ratio[cap]!).toFixed(1)}%, median ${t[Math.floor(t.length / 2)]!.toFixed(1)} ms`);
}
await d.close();
