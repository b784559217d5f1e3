import type { Config } from '../../config.js';
import type { ErrorReporter } from '../error-reporter.js';
import type { Logger } from '../log.js';
import { createInProcessJobs } from './in-process.js';
import { createPgBossJobs } from './pg-boss.js';
import type { JobDefinition, JobRunnerDeps, Jobs, ScheduledJob } from './types.js';

export type { EnqueueOptions, JobDefinition, JobRunnerDeps, Jobs, ScheduledJob } from './types.js';

/** pg-boss when the app runs on PostgreSQL, the in-process runner on the embedded database (decision 0037). */
export function createJobs<D extends JobRunnerDeps>(
  config: Config,
  registry: { definitions: JobDefinition<any, D>[]; schedules: ScheduledJob<D>[] },
  reporter: ErrorReporter,
  log: Logger,
): Jobs<D> {
  return config.DATABASE_URL
    ? createPgBossJobs(config.DATABASE_URL, registry.definitions, registry.schedules, reporter, log)
    : createInProcessJobs(registry.definitions, registry.schedules, reporter);
}
