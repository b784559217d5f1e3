
/**
 * Reports (decision 0063): a person tells the console that something on Onbrief is wrong. The machinery is generic by
 * the kind of item: a message of the hiring conversation, or a public item (a post, a company page, an agency profile,
 * a case study), which visitors may report too.
 */

export const REPORT_KINDS = ['MESSAGE', 'POST', 'COMPANY_PAGE', 'AGENCY_PROFILE', 'CASE_STUDY'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** The kinds anyone reads on the public site, and so anyone (visitors too) may report with reportItem. */
export const PUBLIC_REPORT_KINDS = ['POST', 'COMPANY_PAGE', 'AGENCY_PROFILE', 'CASE_STUDY'] as const;
export type PublicReportKind = (typeof PUBLIC_REPORT_KINDS)[number];

/** Each kind as the console and the forms name it. */
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  MESSAGE: 'Message',
  POST: 'Post',
  COMPANY_PAGE: 'Company page',
  AGENCY_PROFILE: 'Agency profile',
  CASE_STUDY: 'Case study',
};

/** The Report link's accessible name and the form's title, per kind ('Report this job'). */
export const REPORT_ITEM_LABELS = {
  JOB: 'Report this job',
  PROJECT: 'Report this project',
  COMPANY_PAGE: 'Report this company',
  AGENCY_PROFILE: 'Report this agency',
  CASE_STUDY: 'Report this case study',
} as const;
export type ReportItemLabel = keyof typeof REPORT_ITEM_LABELS;

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
/** Reports one visitor's address may make in an hour, over every item. */
export const VISITOR_REPORTS_PER_HOUR = 5;

export const REPORT_MSG = {
  reasonRequired: 'Please choose a reason',
  noteTooLong: `Your note must be ${REPORT_NOTE_MAX.toLocaleString('en-GB')} characters or fewer`,
  messageNotFound: 'Could not find this message',
  alreadyRemoved: 'This message has already been removed.',
  thanks: 'Thank you for telling us. Our team will review this message. The person you reported will not be told who reported it.',
  thanksItem: 'Thank you for telling us. Our team will review it. Its owner will not be told who reported it.',
  itemNotFound: 'Could not find this page',
  itemAlreadyRemoved: 'This has already been removed.',
  ownItem: 'You cannot report something your own team published.',
  hiddenForOwner: 'Onbrief has hidden this after reports: only your team can see it.',
  removedMessage: 'This message was removed by Onbrief',
  hiddenAutomatically: 'Hidden automatically',
  notFound: 'Could not find this report.',
  alreadyResolved: 'Another administrator has already dealt with this report. The list has been refreshed.',
  ownerGone: "The owner's account no longer exists.",
  ownerIsAdmin: 'Administrator accounts cannot be suspended.',
} as const;
