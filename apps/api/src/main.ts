import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { createDeps } from './bootstrap.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';
import { createLogger } from './services/log.js';

const started = Date.now();
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const log = createLogger(config.LOG_LEVEL);
const { deps, database } = await createDeps(config, log);
log.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');

if (config.seedDemo && (await seedDemo(deps.db))) {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.type.padEnd(10)} ${a.status.padEnd(8)} ${a.email}`);
  log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.email) }, 'demo accounts loaded');
  process.stdout.write(`\nDemo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n\n`);
}

const app = await buildApp(deps);
await app.listen({ port: config.PORT, host: config.HOST });
log.info(`ready at ${config.appUrl} in ${Date.now() - started} ms`);
if (config.NODE_ENV !== 'test') process.stdout.write(`Marketplace is running at ${config.appUrl}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
