import { z } from './zod.js';

/**
 * Reports (decision 0063): a person tells the console that something on Onbrief is wrong. The machinery is generic by
 * the kind of item; a message of the hiring conversation is the one kind so far.
 */

export const REPORT_KINDS = ['MESSAGE'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The short list a reporter chooses from, in the order the form shows it. */
export const REPORT_REASONS = ['SCAM', 'PAYMENT', 'HARASSMENT', 'SPAM', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  SCAM: 'Scam or fraud',
  PAYMENT: 'Asking for payment or bank details',
  HARASSMENT: 'Harassment or abuse',
  SPAM: 'Spam',
  OTHER: 'Something else',
};

export const REPORT_STATUSES = ['OPEN', 'DISMISSED', 'ACTIONED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the console did about an item's reports: dismissing leaves it be; hiding removes it; suspending also ends its owner's account. */
export const REPORT_ACTIONS = ['DISMISS', 'HIDE', 'SUSPEND'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_NOTE_MAX = 1000;
/** An item reported by this many different accounts within the window is hidden until an administrator reviews it. */
export const AUTO_HIDE = { reporters: 3, hours: 24 } as const;
/** Reports one person may make in an hour (the server's limit, lib/limits.ts). */
export const REPORTS_PER_HOUR = 10;

export const REPORT_MSG = {
  reasonRequired: 'Please choose a reason',
  noteTooLong: `Your note must be ${REPORT_NOTE_MAX.toLocaleString('en-GB')} characters or fewer`,
  messageNotFound: 'Could not find this message',
  alreadyRemoved: 'This message has already been removed.',
  thanks: 'Thank you for telling us. Our team will review this message. The person you reported will not be told who reported it.',
  removedMessage: 'This message was removed by Onbrief',
  hiddenAutomatically: 'Hidden automatically',
  notFound: 'Could not find this report.',
  alreadyResolved: 'Another administrator has already dealt with this report. The list has been refreshed.',
  ownerGone: "The owner's account no longer exists.",
  ownerIsAdmin: 'Administrator accounts cannot be suspended.',
} as const;

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MSG.reasonRequired }),
  /** Optional: an empty note is none. */
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, REPORT_MSG.noteTooLong)
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type ReportInput = z.input<typeof reportSchema>;
