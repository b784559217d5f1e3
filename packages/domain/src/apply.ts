import type { OpportunityTarget } from './opportunity.js';

/**
 * Applying (document 3 section 4, inventory F-F2, F-X1, F-Q1): the detail page's button and refusals.
 * The three quoted texts are the spec's; the others are ours (decision 0038).
 */
export const APPLY_MSG = {
  apply: 'Apply Now',
  applied: 'Already Applied',
  inactive: 'Action Not Permitted - Your Profile Is Inactive',
  /** Followed by the missing fields, from isProfileComplete. */
  incomplete: 'Complete your profile to apply. Still missing:',
  closed: 'This opportunity has closed and no longer takes applications.',
  notFound: 'This opportunity is not available.',
  sent: 'Application sent!',
  failed: 'Your application could not be sent. Please try again.',
} as const;

/** Open when active and not closed, otherwise Closed (document 3 section 4, F-X2). */
export const APPLICATION_STATUS_LABELS = { OPEN: 'Open', CLOSED: 'Closed' } as const;

/** Freelancers look for jobs, agencies for projects (F-X3). */
export const SEEKER_TARGET = { freelancer: 'JOB', agency: 'PROJECT' } as const satisfies Record<string, OpportunityTarget>;
