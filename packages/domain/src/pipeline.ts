/** An application's place in the employer's pipeline (issue 28), in the order a hiring usually moves. */
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
