import { loadConfig } from './config.js';
import { createDeps } from './bootstrap.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './adapters/log.js';
import { guardProcess } from './adapters/process-guard.js';

/**
 * A process that only works background jobs (`npm run worker`, decision 0037): run one or more beside the
 * web processes, which then take none when JOB_WORKERS=external. PostgreSQL only; the web process
 * migrates the database, so start it first on a new database.
 */
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
if (!config.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: on the embedded database the web process works its own jobs.');
  process.exit(1);
}
const log = createLogger(config.LOG_LEVEL);
const database = await openDatabase({ url: config.DATABASE_URL, migrate: false });
const deps = await createDeps(config, log, database);
guardProcess({ log, reporter: deps.reporter });
await deps.jobs.start(deps, { work: true });
process.stdout.write('Onbrief job worker is running\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await deps.jobs.stop();
    await database.close();
    process.exit(0);
  });
}
