/** An application's place in the employer's pipeline, in the order a hiring usually moves. */
export const APPLICATION_STATUSES = ['NEW', 'VIEWED', 'SHORTLISTED', 'INTERVIEWING', 'OFFERED', 'HIRED', 'NOT_SELECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What people read for each status. */
export const PIPELINE_STATUS_LABELS: Record<ApplicationStatus, string> = {
  NEW: 'New',
  VIEWED: 'Viewed',
  SHORTLISTED: 'Shortlisted',
  INTERVIEWING: 'Interviewing',
  OFFERED: 'Offered',
  HIRED: 'Hired',
  NOT_SELECTED: 'Not selected',
};

/**
 * Why the platform itself changed a status (the history's actor is null then): the team reads it on the history row.
 * The applicant is never shown the history, only the status ('Not selected'), in the usual words.
 */
export const STATUS_CHANGE_CAUSES = ['MISSED_MUST_HAVE'] as const;
export type StatusChangeCause = (typeof STATUS_CHANGE_CAUSES)[number];
export const STATUS_CHANGE_CAUSE_TEXT: Record<StatusChangeCause, string> = {
  MISSED_MUST_HAVE: 'Not selected automatically: an answer did not meet a must-have',
};

export const PIPELINE_MSG = {
  status: 'Choose a status from the list.',
  ids: 'Choose between 1 and 100 applicants.',
  noteEmpty: 'Write a note first.',
  noteTooLong: 'Note must be 2000 characters or fewer',
  closed: 'This post is closed, so its applicants cannot be changed. Restore the post to change them.',
} as const;

export const NOTE_MAX = 2000;
/** One request changes at most a page of applicants (the applicants page shows 50). */
export const STATUS_CHANGE_MAX = 100;
