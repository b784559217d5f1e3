import cluster from 'node:cluster';
import { loadConfig, type Config } from './config.js';
import { buildApp } from './app.js';
import { createDeps } from './bootstrap.js';
import { openDatabase, type Database } from './db/client.js';
import { recordSeeds, seededFingerprint, seedFingerprint } from './seed/fingerprint.js';
import { createLogger } from './adapters/log.js';
import { guardProcess } from './adapters/process-guard.js';
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

/**
 * Migrates and seeds once, in the process that starts first. The seeds run when the database has not completed these
 * seeds yet (a new database, a new or changed seed, SEED_DEMO turned on): a start of the same code on the same
 * database only compares fingerprints, and loads none of the seeds' code.
 */
async function prepareDatabase() {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const fingerprint = seedFingerprint(config);
  if ((await seededFingerprint(database.db)) !== fingerprint) {
    const { seedDatabase } = await import('./seed/index.js');
    await seedDatabase(database.db, config, log);
    await recordSeeds(database.db, fingerprint);
  }
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
