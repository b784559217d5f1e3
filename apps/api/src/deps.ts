import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { ErrorReporter } from './services/error-reporter.js';
import type { Logger } from './services/log.js';
import type { Mailer } from './services/mail.js';
import type { PlaceSearch } from './services/places/types.js';
import type { SmsSender } from './services/sms.js';
import type { Storage } from './services/storage.js';
import type { Jobs } from './services/jobs/index.js';

/** What the modules need from the outside, passed in so tests can build the app without a port. */
export interface Deps {
  db: Db;
  config: Config;
  log: Logger;
  mailer: Mailer;
  reporter: ErrorReporter;
  storage: Storage;
  /** Place search; unset: chosen from the configuration on first use (services/places, `placesOf`). */
  places?: PlaceSearch;
  /** Text messages; unset: chosen from the configuration on first use (services/sms, `smsOf`). */
  sms?: SmsSender;
  /** Background work that must happen (mails, alerts, clocks): pg-boss on PostgreSQL (decision 0037). */
  jobs: Jobs;
}

/** Who is asking: the address and browser, for limits and the token record. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
}
