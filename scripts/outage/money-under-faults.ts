/**
 * Money, mail and alerts across several processes on one PostgreSQL while it restarts, goes away and processes die.
 * Run with
 *
 *   scripts/with-postgres.sh node --import tsx scripts/outage/money-under-faults.ts [--runs N] [--restarts N]
 *
 * Options: --runs (1; each run on a fresh database), --restarts (PostgreSQL fast restarts per run, 2), --buyers (10),
 * --posters (2), --think-ms (a buyer's pause between purchases, 12000; a poster's is two thirds of it), --gap-ms (8000
 * between faults), --drain-ms (180000: how long the jobs may take to drain; a job a killed worker held comes back only when
 * pg-boss expires it). Needs PG_BIN (default /usr/lib/postgresql/15/bin). 5 to 7 minutes a run on two shared cores.
 *
 * Each run starts apps/api/src/main.ts with WEB_CONCURRENCY=2 and JOB_WORKERS=external (demo data, APP_SECRET set,
 * no web build) and one job worker (apps/api/src/worker.ts, what `npm run worker` runs). Buyers (company teams with
 * a saved test card) buy job posts by card and the demo employer publishes posts, matched by freelancers who take
 * immediate job alerts; every client keeps its idempotency key after any answer that is not a definite refusal and
 * asks again with it, as the fixed purchase page does. Meanwhile: PostgreSQL `pg_ctl restart -m fast`, a 5 s stop,
 * kill -9 of the worker mid-job (twice, restarted), of one web process and of the whole API (restarted). Then the
 * clients settle, the jobs drain (job_outbox empty, no pg-boss job waiting or running), and the database says:
 * purchases acknowledged, lost, charged twice (test gateway charges beyond one per intent); the INV series; invoices
 * without a sent mail and mails sent twice; posts without their alert job and alerts lost; one key sent 5 times at
 * once and a login throttle hitting both web processes; the processes alive. It prints a Markdown table and exits 1
 * when an invariant failed.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import postgres from 'postgres';
import { rng, scratchDatabase } from '../bench/support.js';
import { keyProbe, loop, newIntent, publish, purchase, throttleProbe, type Client, type Clock, type Intent } from './money/clients.js';
import { alertFigures, drain, invoiceFigures, logFigures, moneyFigures, queueFigures } from './money/checks.js';
import { inflict, schedule, type Targets } from './money/faults.js';
import { apiProcess, killLaunched, pause, postgresControl, workerProcess } from './money/processes.js';
import { table, type RunFigures } from './money/report.js';
import { alertees, companyBuyer, postForm, poster, type Buyer } from './money/setup.js';

if (!process.env.DATABASE_URL) throw new Error('run under scripts/with-postgres.sh');
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const OPTIONS = {
  runs: option('runs', 1), restarts: option('restarts', 2), buyers: option('buyers', 10), posters: option('posters', 2),
  thinkMs: option('think-ms', 12_000), gapMs: option('gap-ms', 8_000), drainMs: option('drain-ms', 180_000),
};
const WEB_PROCESSES = 2;
const ALERTEES = 3;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'money-under-faults.'));
// The API and the worker run in process groups of their own: they end with this script, however it ends.
process.on('exit', killLaunched);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

/** The environment of every process of a run: several web processes, jobs only in the worker, one signing key. */
function environment(url: string, dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env, DATABASE_URL: url, SEED_DEMO: 'true', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', DATA_DIR: path.join(dir, 'data'),
    WEB_CONCURRENCY: String(WEB_PROCESSES), JOB_WORKERS: 'external', APP_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'true',
    JOB_ALERT_DELAY_SECONDS: '1',
  };
}

/** The clients' load until the clock stops: buyers by card (1 to 3 posts), posters publishing. */
function startLoad(base: string, buyers: Buyer[], posterClient: Client, form: (title: string) => object, clock: Clock, run: number) {
  const purchases: Intent[] = [];
  const posts: Intent[] = [];
  const random = rng(36 + run);
  const buying = buyers.map((b, i) =>
    loop(purchases, clock, OPTIONS.thinkMs, random, (n) => purchase(base, b, newIntent(i, `buy ${i}-${n}`), 1 + Math.floor(random() * 3), clock)),
  );
  const posting = Array.from({ length: OPTIONS.posters }, (_, p) =>
    loop(posts, clock, (OPTIONS.thinkMs * 2) / 3, random, (n) => {
      const title = `Fault post ${run}-${p}-${n}`;
      return publish(base, posterClient, newIntent(p, title), form(title), clock);
    }),
  );
  return { purchases, posts, done: Promise.all([...buying, ...posting]) };
}

async function oneRun(run: number): Promise<RunFigures> {
  const dir = path.join(folder, `run-${run}`);
  fs.mkdirSync(dir);
  const database = await scratchDatabase(`money_faults_${run}`);
  const env = environment(database.url, dir);
  const api = apiProcess({ port: await freePort(), env, log: path.join(dir, 'api.log'), webProcesses: WEB_PROCESSES });
  const worker = workerProcess({ env, log: path.join(dir, 'worker.log') });
  await api.start();
  worker.start();
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const targets: Targets = { pg: await postgresControl(database.url), api, worker, sql, webProcesses: WEB_PROCESSES };

  const buyers: Buyer[] = [];
  for (let i = 0; i < OPTIONS.buyers; i++) buyers.push(await companyBuyer(api.base, sql, i));
  const posterClient = await poster(api.base, sql, 500);
  const { form, skill } = await postForm(database.url);
  const alerted = await alertees(sql, skill, ALERTEES);
  // Each web process builds the offline place index 2 s after start, holding its event loop for a few seconds.
  await pause(8000);

  const clock: Clock = { stopped: false, giveUpAt: Infinity };
  const probe = newIntent(0, 'key probe');
  const keyPurchases = await keyProbe(api.base, buyers[0]!, probe, clock);
  const throttleStart = await throttleProbe(api.base, buyers[1]!.email, '198.51.100.1');
  const load = startLoad(api.base, buyers, posterClient, form, clock, run);
  load.purchases.push(probe);

  const replaced: boolean[] = [];
  for (const fault of schedule(OPTIONS.restarts)) {
    await pause(OPTIONS.gapMs);
    console.log(`run ${run}: ${await inflict(fault, targets, replaced)}`);
  }
  await pause(OPTIONS.gapMs);
  Object.assign(clock, { stopped: true, giveUpAt: Date.now() + 60_000 });
  await load.done;
  const throttleEnd = await throttleProbe(api.base, buyers[2]!.email, '198.51.100.2');
  const drained = await drain(sql, OPTIONS.drainMs);

  const teamIds = buyers.map((b) => b.teamId);
  const figures: RunFigures = {
    money: await moneyFigures(sql, teamIds, load.purchases),
    invoices: await invoiceFigures(sql, teamIds),
    posts: await alertFigures(sql, load.posts, alerted),
    queues: {
      ...(await queueFigures(sql)), drained: drained.settled, drainSeconds: drained.seconds,
      left: drained.left?.jobs.join(', ') || '-', held: drained.left?.held.join(', ') || '-',
    },
    probes: {
      keyPurchases,
      throttleStart: throttleStart.text,
      throttleEnd: throttleEnd.text,
      throttleHeld: throttleStart.held && throttleEnd.held,
    },
    processes: {
      primary: api.primaryAlive(), web: api.webPids().length, ready: await api.ready(), worker: worker.alive(),
      webReplaced: replaced.every(Boolean), webProcesses: WEB_PROCESSES, startTroubles: api.troubles,
    },
    logs: { api: logFigures(path.join(dir, 'api.log')), worker: logFigures(path.join(dir, 'worker.log')) },
  };
  await api.stop();
  await worker.stop();
  await sql.end();
  await database.drop();
  return figures;
}

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'a copy outside git';
  }
})();
console.log(`money under faults: ${JSON.stringify(OPTIONS)} at ${commit}; logs in ${folder}`);
const runs: RunFigures[] = [];
for (let run = 1; run <= OPTIONS.runs; run++) runs.push(await oneRun(run));
const { text, held } = table(runs);
console.log(`\n${text}\n\n${held ? 'every invariant held' : 'an invariant did NOT hold'}`);
process.exit(held ? 0 : 1);
