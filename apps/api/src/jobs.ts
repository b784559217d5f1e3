import { z } from 'zod';
import { pruneThrottles } from './lib/throttle.js';
import { approvedMailJob } from './modules/admin/jobs.js';
import { applicationMailsJob, followUpMailJob, newApplicantMailJob } from './modules/apply/jobs.js';
import { passwordResetMailJob } from './modules/auth/jobs.js';
import { emailChangedMailJob } from './modules/users/jobs.js';
import { defineJob, type JobDefinition, type ScheduledJob } from './services/jobs/index.js';

/** Old attempt counters (decision 0004) go hourly. */
const pruneThrottlesJob = defineJob({
  name: 'maintenance.prune-throttles',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: (deps) => pruneThrottles(deps.db),
});

/** Every kind of background work the API does, and the clocks (decision 0037). A new job is added here. */
export const JOB_REGISTRY: { definitions: JobDefinition<any>[]; schedules: ScheduledJob[] } = {
  definitions: [
    passwordResetMailJob, approvedMailJob, emailChangedMailJob, applicationMailsJob, followUpMailJob, newApplicantMailJob, pruneThrottlesJob,
  ],
  schedules: [{ job: pruneThrottlesJob, cron: '17 * * * *' }],
};
