import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { ErrorReporter } from './adapters/error-reporter.js';
import type { Logger } from './adapters/log.js';
import type { Mailer } from './adapters/mail.js';
import type { PaymentGateway } from './adapters/payments/types.js';
import type { PlaceSearch } from './adapters/places/types.js';
import type { SmsSender } from './adapters/sms.js';
import type { IndexingNotifier } from './adapters/indexing/index.js';
import type { Storage } from './adapters/storage.js';
import type { JobDefinition, Jobs } from './adapters/jobs/index.js';

/** What the modules need from the outside, passed in so tests can build the app without a port. */
export interface Deps {
  db: Db;
  config: Config;
  log: Logger;
  mailer: Mailer;
  reporter: ErrorReporter;
  storage: Storage;
  /** Place search; unset: chosen from the configuration on first use (adapters/places, `placesOf`). */
  places?: PlaceSearch;
  /** Text messages; unset: chosen from the configuration on first use (adapters/sms, `smsOf`). */
  sms?: SmsSender;
  /** Payments; unset: chosen from the configuration on first use (adapters/payments, `paymentsOf`). */
  payments?: PaymentGateway;
  /** Search engines told of public pages' changes; unset: chosen from the configuration on first use (adapters/indexing, `indexingOf`). */
  indexing?: IndexingNotifier;
  /** Background work that must happen (mails, alerts, clocks): pg-boss on PostgreSQL (decision 0037). */
  jobs: Jobs<Deps>;
}

/** Who is asking: the address and browser, for limits and the token record. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

/** A kind of background work of the app, its payload type inferred from the schema. */
export const defineJob = <P>(job: JobDefinition<P, Deps>): JobDefinition<P, Deps> => job;
