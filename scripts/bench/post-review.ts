// The post review's figures (decision 0065). Not a test: it prints numbers. PostgreSQL only, on a bulk database
// (`npm run seed:bulk`, then DATABASE_URL=… for it):
//   node --import tsx scripts/bench/post-review.ts --rules      the rules over every post of the seed: the share each flags,
//                                                               the time per post, and the near-copy threshold's measure
//   node --import tsx scripts/bench/post-review.ts --posting    addOpportunity's time through a server started from the
//                                                               working directory (run it from a checkout of the commit
//                                                               before the review to get the 'before' figure)
// --rules writes every post's fingerprint (post_fingerprints), as posting does, so the near-copy rule sees the seed.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  copyBands, copyFingerprint, NEAR_COPY_MIN_CHARS, NEAR_COPY_THRESHOLD, payFinding, textFindings, type CompensationUnit, type OpportunityTarget,
} from '@mp/domain';
import { openDatabase, type Db } from '../../apps/api/src/db/client.js';
import { nearCopyFinding } from '../../apps/api/src/modules/post-review/rules.js';
import { graphqlRequest as gql, loginAs, percentile, rng, startServer } from './support.js';

const { values: opts } = parseArgs({
  options: { rules: { type: 'boolean', default: false }, posting: { type: 'boolean', default: false }, sample: { type: 'string', default: '1000' }, posts: { type: 'string', default: '200' } },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.log('post-review: skipped (PostgreSQL only, on a bulk database)');
  process.exit(0);
}
const ms = (n: number) => `${n.toFixed(2)} ms`;
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(2)}%`;

interface Row {
  id: number;
  team_id: number;
  target: OpportunityTarget;
  title: string;
  description: string;
  application_link: string | null;
  compensation_unit: CompensationUnit | null;
  minimum_budget: number;
  maximum_budget: number;
  is_compensation_displayed: boolean;
  open: boolean;
}

async function rules(db: Db) {
  const flagged = new Map<string, number>();
  let refused = 0;
  let textMs = 0;
  let posts = 0;
  let anyFlag = 0;
  const started = performance.now();
  for (let after = 0; ; ) {
    const rows = (await db.execute(sql`
      select id, team_id, target, title, description, application_link, compensation_unit, minimum_budget, maximum_budget,
        is_compensation_displayed, (deleted_at is null and is_active) as open
      from opportunities where id > ${after} order by id limit 2000`)) as unknown as Row[];
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const prints: { id: number; team: number; print: string; bands: string[] }[] = [];
    for (const r of rows) {
      const t0 = performance.now();
      const text = textFindings(r);
      const pay = payFinding({ ...r, minimumBudget: r.minimum_budget, maximumBudget: r.maximum_budget });
      const print = copyFingerprint(r);
      prints.push({ id: r.id, team: r.team_id, print, bands: copyBands(print) });
      textMs += performance.now() - t0;
      posts++;
      if (text.refused.length) refused++;
      const flags = [...text.findings.map((f) => f.flag), ...(pay ? [pay.flag] : [])];
      if (flags.length || text.refused.length) anyFlag++;
      for (const f of new Set(flags)) flagged.set(f, (flagged.get(f) ?? 0) + 1);
    }
    await db.execute(sql`
      insert into post_fingerprints (opportunity_id, team_id, fingerprint, bands)
      select (e->>'id')::int, (e->>'team')::int, e->>'print', array(select json_array_elements_text(e->'bands'))::bigint[]
      from json_array_elements(${JSON.stringify(prints)}::json) e
      on conflict (opportunity_id) do update set fingerprint = excluded.fingerprint, bands = excluded.bands`);
  }
  console.log(`posts: ${posts}; fingerprints written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`text and pay rules: ${ms(textMs / posts)} a post (folding included)`);
  console.log(`refused (a fee from the applicant): ${refused} (${pct(refused, posts)})`);
  for (const [flag, n] of flagged) console.log(`flagged ${flag}: ${n} (${pct(n, posts)})`);
  console.log(`flagged or refused by the text and pay rules: ${anyFlag} (${pct(anyFlag, posts)})`);
  await db.execute(sql`analyze post_fingerprints`);

  // The near-copy rule: each sampled open post's closest other team's open post, as posting asks it (a low threshold
  // here, to see the spread), then synthetic copies (a new title, a sentence added) of the same posts.
  const sample = Number(opts.sample);
  const random = rng(40);
  const [{ n: open } = { n: 0 }] = (await db.execute(sql`select count(*)::int as n from opportunities where deleted_at is null and is_active`)) as unknown as { n: number }[];
  const picks = new Set<number>();
  while (picks.size < Math.min(sample, open)) picks.add(Math.floor(random() * open));
  const sampled = (await db.execute(sql`
    select o.id, o.team_id, o.title, o.description from (select id, row_number() over (order by id) - 1 as k from opportunities where deleted_at is null and is_active) x
    join opportunities o on o.id = x.id where x.k = any(${sql.raw(`array[${[...picks].join(',')}]::bigint[]`)})`)) as unknown as Row[];
  const nearest: number[] = [];
  const copies: number[] = [];
  const times: number[] = [];
  const candidates: number[] = [];
  let found = 0;
  let longEnough = 0;
  let overThreshold = 0;
  for (const r of sampled) {
    const print = copyFingerprint(r);
    if (print.length < NEAR_COPY_MIN_CHARS) continue;
    longEnough++;
    const bands = `{${copyBands(print).join(',')}}`;
    // The closest other team's open post among those sharing a band (the rule's candidates), and how many there are;
    // then the rule's own statement, timed.
    const [near] = (await db.execute(sql`
      select max(similarity(f.fingerprint, ${print})) as s, count(*)::int as n from post_fingerprints f join opportunities o on o.id = f.opportunity_id
      where f.bands && ${bands}::bigint[] and f.team_id <> ${r.team_id} and o.deleted_at is null and o.is_active`)) as unknown as { s: number | null; n: number }[];
    const t0 = performance.now();
    await db.transaction((tx) => nearCopyFinding(tx, r.team_id, print, r.id));
    times.push(performance.now() - t0);
    nearest.push(Number(near?.s ?? 0));
    candidates.push(near?.n ?? 0);
    if (Number(near?.s ?? 0) >= NEAR_COPY_THRESHOLD) overThreshold++;
    // A copy with a new title and a sentence added: its similarity, and whether a band brings the original up.
    const copy = copyFingerprint({ title: `Urgent: ${r.title} (remote)`, description: `${r.description}<p>Start this week, apply today.</p>` });
    const [row] = (await db.execute(sql`select similarity(${copy}, ${print}) as s`)) as unknown as { s: number }[];
    copies.push(Number(row!.s));
    const original = new Set(copyBands(print));
    if (copyBands(copy).some((b) => original.has(b))) found++;
  }
  const spread = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(3)}, p95 ${percentile(xs, 95).toFixed(3)}, p99 ${percentile(xs, 99).toFixed(3)}, max ${Math.max(...xs).toFixed(3)}`;
  console.log(`near-copy sample: ${sampled.length} open posts, ${longEnough} of ${NEAR_COPY_MIN_CHARS}+ folded characters`);
  console.log(`closest other team's open post (similarity): ${spread(nearest)}`);
  console.log(`a copy with a new title and a sentence added: min ${Math.min(...copies).toFixed(3)}, p5 ${percentile(copies, 5).toFixed(3)}, p50 ${percentile(copies, 50).toFixed(3)}`);
  console.log(`candidates sharing a band: ${spread(candidates)}`);
  console.log(`copies whose original shares a band: ${found} of ${longEnough}`);
  console.log(`at the threshold ${NEAR_COPY_THRESHOLD}: ${overThreshold} of ${longEnough} flagged (${pct(overThreshold, longEnough)})`);

  console.log(`the near-copy rule's statement (its own transaction): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
}

/** addOpportunity's time, sequentially, for a bulk company with history (trusted), with varied words of real length. */
async function posting(db: Db) {
  const [team] = (await db.execute(sql`
    select u.email from users u where u.type = 'COMPANY' and u.status = 'ACTIVE' and u.email like '%@bulk.test' order by u.id limit 1`)) as unknown as { email: string }[];
  await db.execute(sql`
    insert into team_credits (team_id, balance) select id, 0 from users where email = ${team!.email} on conflict do nothing`);
  const ref = (await db.execute(sql`
    select (select id from job_levels where key = 'SENIOR') as level,
      (select p.id from positions p join job_levels l on l.id = p.job_level_id where p.industry_id = 1 and l.key = 'SENIOR' limit 1) as position,
      (select array_agg(id) from (select id from genres where industry_id = 1 order by id limit 2) g) as genres,
      (select array_agg(id) from (select id from skills where industry_id = 1 and not software order by id limit 3) s) as skills`)) as unknown as {
    level: number; position: number; genres: number[]; skills: number[];
  }[];
  const r = ref[0]!;
  const port = 3900 + Math.floor(Math.random() * 50);
  const server = await startServer(port, { DATABASE_URL: url });
  try {
    const token = await loginAs(server.base, team!.email, 'Demo-pass1!');
    const n = Number(opts.posts);
    // Credits through the ledger (a balance and its row), as a grant would.
    await db.execute(sql`
      with t as (update team_credits set balance = balance + ${n + 10} where team_id = (select id from users where email = ${team!.email}) returning team_id, balance)
      insert into credit_ledger (team_id, direction, quantity, balance_after, reason) select team_id, 'IN', ${n + 10}, balance, 'Bench' from t`);
    const random = rng(7);
    const words = ['brand', 'identity', 'campaign', 'studio', 'retail', 'motion', 'editorial', 'packaging', 'digital', 'product', 'launch', 'workshop', 'client', 'research', 'system', 'typography'];
    const sentence = () => Array.from({ length: 14 }, () => words[Math.floor(random() * words.length)]).join(' ');
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const description = `<p>${Array.from({ length: 6 }, sentence).join('. ')}.</p>`;
      const input = {
        target: 'JOB', is_active: true, title: `Bench designer ${i}`, industries: ['1'], genres: r.genres.map(String), location: 'Leeds, England, United Kingdom',
        location_type: 'HYBRID', description, type: 'PERMANENT', sub_type: 'FULLTIME', level: String(r.level), position: String(r.position),
        skills: r.skills.map(String), skill_must_haves: [], software_skills: [], qualifications: [], is_compensation_displayed: true,
        compensation_currency: 'GBP', minimumBudget: 45000, maximumBudget: 55000, compensation_unit: 'YEAR', follow_up: 'Thank you.',
      };
      const t0 = performance.now();
      const res = await fetch(`${server.base}/graphql`, gql('mutation($input: OpportunityInput!) { addOpportunity(input: $input) { id } }', { input }, token));
      const body = (await res.json()) as { errors?: unknown };
      times.push(performance.now() - t0);
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    }
    const warm = times.slice(10);
    console.log(`addOpportunity, ${warm.length} posts after 10 warm-up (sequential): mean ${ms(warm.reduce((a, b) => a + b, 0) / warm.length)}, p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))}`);
  } finally {
    await server.stop();
  }
}

const database = await openDatabase({ url, poolSize: 4 });
try {
  if (opts.rules) await rules(database.db);
  if (opts.posting) await posting(database.db);
  if (!opts.rules && !opts.posting) console.log('post-review: say --rules and/or --posting');
} finally {
  await database.close();
}
