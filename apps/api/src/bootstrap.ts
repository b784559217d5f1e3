import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedSettings } from './db/seed/demo.js';
import type { Deps } from './deps.js';
import { createErrorReporter } from './services/error-reporter.js';
import type { Logger } from './services/log.js';
import { createMailer } from './services/mail.js';

/** Opens the database (migrating it) and wires the adapters the configuration asks for. */
export async function createDeps(config: Config, log: Logger, dbUrl = config.DATABASE_URL): Promise<{ deps: Deps; database: Database }> {
  const database = await openDatabase({ url: dbUrl, dataDir: config.dataDir });
  await seedSettings(database.db);
  const reporter = await createErrorReporter({ dsn: config.SENTRY_DSN, env: config.NODE_ENV, log });
  const mailer = await createMailer({ db: database.db, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  return { deps: { db: database.db, config, log, mailer, reporter }, database };
}
