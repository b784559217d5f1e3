import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { createErrorReporter } from './adapters/error-reporter.js';
import type { Logger } from './adapters/log.js';
import { createMailer } from './adapters/mail.js';
import { createStorage } from './adapters/create-storage.js';
import { createJobs } from './adapters/jobs/index.js';
import { JOB_REGISTRY } from './jobs.js';

/** Wires the adapters the configuration asks for around an open database. The caller starts `deps.jobs`. */
export async function createDeps(config: Config, log: Logger, database: Database): Promise<Deps> {
  const reporter = await createErrorReporter({ dsn: config.SENTRY_DSN, env: config.NODE_ENV, log });
  const mailer = await createMailer({ db: database.db, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, env: config.NODE_ENV });
  const storage = await createStorage(config);
  const jobs = await createJobs(config, JOB_REGISTRY, reporter, log);
  return { db: database.db, config, log, mailer, reporter, storage, jobs };
}
