import { z } from 'zod';
import { pruneThrottles } from './lib/throttle.js';
import { removeDeletionFilesJob, retryFileRemovals } from './modules/account-data/files.js';
import { accountsWaitingNoticeJob, approvedMailJob } from './modules/admin/jobs.js';
import { ALERT_JOBS, dailyDigestJob, DIGEST_CRON } from './modules/alerts/jobs.js';
import { applicationMailsJob, followUpMailJob, newApplicantMailJob } from './modules/apply/jobs.js';
import { awaitingApprovalMailJob, passwordResetMailJob } from './modules/auth/jobs.js';
import { pruneIdempotencyKeysJob } from './modules/idempotency/jobs.js';
import { pruneSignInStateJob } from './modules/second-factor/jobs.js';
import { BILLING_JOBS, BILLING_SCHEDULES } from './modules/billing/jobs.js';
import { INVOICE_JOBS, INVOICE_SCHEDULES } from './modules/invoices/jobs.js';
import { SAVED_CLOSED_CRON, SAVED_JOBS, savedClosedDailyJob } from './modules/saved-posts/jobs.js';
import { emailChangedMailJob } from './modules/users/jobs.js';
import { invitationMailJob } from './modules/teams/invitation-mail.js';
import { notSelectedMailJob, postClosedMailJob } from './modules/opportunities/not-selected-mail.js';
import { newMessageMailJob } from './modules/conversation/mail.js';
import { itemHiddenMailJob } from './modules/reports/mail.js';
import { companyVerificationMailJob } from './modules/company-verification/mail.js';
import { reviewDecidedMailJob } from './modules/review-queue/mail.js';
import { pruneUnsentAttachmentsJob } from './modules/conversation/attachments.js';
import { interviewMailJob } from './modules/interview-calendar/mail.js';
import { writtenInterviewMailJob } from './modules/interview-calendar/erased-mail.js';
import { interviewRemindersJob, REMINDER_CRON } from './modules/interview-calendar/reminders.js';
import { AUTO_DECLINE_CRON, autoDeclineJob } from './modules/screening/auto-decline.js';
import { verificationMailJob } from './modules/email-verification/mail.js';
import { indexingNoticeJob } from './modules/indexing/notices.js';
import { defineJob, type Deps } from './deps.js';
import type { JobDefinition, ScheduledJob } from './adapters/jobs/index.js';

/** Old attempt counters (decision 0004) go hourly. */
const pruneThrottlesJob = defineJob({
  name: 'maintenance.prune-throttles',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: (deps) => pruneThrottles(deps.db),
});

/** Files of deleted accounts whose removal from storage failed (decision 0035) are tried again hourly. */
const retryFileRemovalsJob = defineJob({
  name: 'maintenance.retry-file-removals',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: async (deps) => void (await retryFileRemovals(deps)),
});

/** Every kind of background work the API does, and the clocks (decision 0037). A new job is added here. */
export const JOB_REGISTRY: { definitions: JobDefinition<any, Deps>[]; schedules: ScheduledJob<Deps>[] } = {
  definitions: [
    passwordResetMailJob, approvedMailJob, awaitingApprovalMailJob, accountsWaitingNoticeJob, emailChangedMailJob, applicationMailsJob, followUpMailJob, newApplicantMailJob, pruneThrottlesJob,
    retryFileRemovalsJob, pruneIdempotencyKeysJob, pruneSignInStateJob, ...ALERT_JOBS, ...SAVED_JOBS, ...BILLING_JOBS, ...INVOICE_JOBS, invitationMailJob,
    verificationMailJob, notSelectedMailJob, removeDeletionFilesJob, indexingNoticeJob,
    postClosedMailJob, newMessageMailJob, itemHiddenMailJob, companyVerificationMailJob, pruneUnsentAttachmentsJob, autoDeclineJob, interviewMailJob, interviewRemindersJob,
    writtenInterviewMailJob, reviewDecidedMailJob,
  ],
  schedules: [
    { job: pruneThrottlesJob, cron: '17 * * * *' },
    { job: retryFileRemovalsJob, cron: '47 * * * *' },
    { job: pruneIdempotencyKeysJob, cron: '37 * * * *' },
    { job: pruneSignInStateJob, cron: '7 * * * *' },
    { job: pruneUnsentAttachmentsJob, cron: '27 * * * *' },
    { job: interviewRemindersJob, cron: REMINDER_CRON },
    { job: autoDeclineJob, cron: AUTO_DECLINE_CRON },
    { job: dailyDigestJob, cron: DIGEST_CRON },
    { job: savedClosedDailyJob, cron: SAVED_CLOSED_CRON },
    ...BILLING_SCHEDULES,
    ...INVOICE_SCHEDULES,
  ],
};
