import type { Config } from '../../config.js';
import type { ErrorReporter } from '../error-reporter.js';
import type { Logger } from '../log.js';
import { createInProcessJobs } from './in-process.js';
import type { JobDefinition, JobRunnerDeps, Jobs, ScheduledJob } from './types.js';

export type { EnqueueOptions, JobDefinition, JobRunnerDeps, Jobs, ScheduledJob } from './types.js';

/**
 * pg-boss when the app runs on PostgreSQL, the in-process runner on the embedded database (decision 0037). pg-boss is
 * loaded only where it runs: the embedded database's start does not pay for it.
 */
export async function createJobs<D extends JobRunnerDeps>(
  config: Config,
  registry: { definitions: JobDefinition<any, D>[]; schedules: ScheduledJob<D>[] },
  reporter: ErrorReporter,
  log: Logger,
): Promise<Jobs<D>> {
  if (!config.DATABASE_URL) return createInProcessJobs(registry.definitions, registry.schedules, reporter);
  const { createPgBossJobs } = await import('./pg-boss.js');
  return createPgBossJobs(config.DATABASE_URL, registry.definitions, registry.schedules, reporter, log);
}
