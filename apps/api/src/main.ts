import cluster from 'node:cluster';
import { loadConfig, type Config } from './config.js';
import { buildApp } from './app.js';
import { createDeps } from './bootstrap.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoCompanyProfiles, seedSettings } from './seed/demo.js';
import { openDatabase, type Database } from './db/client.js';
import { seedContent } from './seed/content.js';
import { seedDemoAgencies } from './seed/agencies.js';
import { seedDemoFreelancerProfiles } from './seed/freelancers.js';
import { seedDemoOpportunities } from './seed/opportunities.js';
import { seedReference } from './seed/reference.js';
import { seedSitePages } from './seed/site-pages.js';
import { fixStoredPhones } from './db/fixes/phones.js';
import { createLogger } from './adapters/log.js';
import { guardProcess } from './adapters/process-guard.js';
import { createStorage } from './adapters/create-storage.js';
import { placesOf } from './adapters/places/index.js';

const started = Date.now();
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const log = createLogger(config.LOG_LEVEL);

/** Migrates and seeds once, in the process that starts first. */
async function prepareDatabase() {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await seedSettings(database.db);
  // Reference lists are part of the product on every fresh database; demo accounts and content are not.
  await seedReference(database.db);
  // So are the legal and company pages the footer links to (decision 0020): any missing one is added.
  await seedSitePages(database.db);
  // Data fixes that need JavaScript, each idempotent: phone numbers stored before E.164 was (decision 0042).
  const phones = await fixStoredPhones(database.db);
  if (phones.converted || phones.kept) log.info(phones, 'stored phone numbers: converted to E.164, or kept as typed');
  if (config.seedDemo) await seedContent(database.db);
  if (config.seedDemo && (await seedDemo(database.db))) {
    const lines = DEMO_ACCOUNTS.map((a) => `  ${a.type.padEnd(10)} ${a.status.padEnd(8)} ${a.email}`);
    log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.email) }, 'demo accounts loaded');
    process.stdout.write(`\nDemo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n\n`);
  }
  // The demo company's credits, posts and applicants, also into a demo database made before them.
  if (config.seedDemo) await seedDemoOpportunities(database.db);
  // The demo companies' logo, bio and step-3 answers, also into a demo database made before them.
  if (config.seedDemo) await seedDemoCompanyProfiles(database.db, await createStorage(config));
  // The demo freelancers' photo, profile lists, experience, education and CV, also into an older demo database.
  if (config.seedDemo) await seedDemoFreelancerProfiles(database.db, await createStorage(config));
  // Listed agencies with case studies, so the agency marketplace is not empty, also into an older demo database.
  if (config.seedDemo) await seedDemoAgencies(database.db, await createStorage(config));
  return database;
}

async function serve(database: Database) {
  const deps = await createDeps(config, log, database);
  // A database outage is survived; a programming error exits for the supervisor to restart (decision 0015).
  guardProcess({ log, reporter: deps.reporter });
  await deps.jobs.start(deps, { work: config.JOB_WORKERS === 'inline' });
  const app = await buildApp(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  // The offline place index takes a few seconds of CPU to build: build it soon after start rather
  // than inside the first person's search (decision 0023).
  const places = placesOf(deps);
  if ('ready' in places && typeof places.ready === 'function') {
    setTimeout(() => void (places.ready as () => Promise<void>)().catch((err: unknown) => deps.reporter.capture(err, { task: 'places-index' })), 2_000).unref();
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await app.close();
      // Work started by the last answers finishes (or, with pg-boss, stays queued) before the database closes.
      await deps.jobs.stop();
      await database.close();
      process.exit(0);
    });
  }
}

function announce() {
  log.info(`ready at ${config.appUrl} in ${Date.now() - started} ms`);
  if (config.NODE_ENV !== 'test') process.stdout.write(`Onbrief is running at ${config.appUrl}\n`);
}

if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  // Several processes share the port (node:cluster); the primary prepares the database, then forks.
  const database = await prepareDatabase();
  await database.close();
  let ready = 0;
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) cluster.fork();
  cluster.on('listening', () => ++ready === config.WEB_CONCURRENCY && announce());
  let stopping = false;
  // A process that dies (a crash, an OOM kill) is replaced after a second, so the port keeps WEB_CONCURRENCY servers.
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'web process stopped: starting another');
    setTimeout(() => !stopping && cluster.fork(), 1000);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
} else if (cluster.isWorker) {
  await serve(await openDatabase({ url: config.DATABASE_URL, migrate: false }));
} else {
  await serve(await prepareDatabase());
  announce();
}
