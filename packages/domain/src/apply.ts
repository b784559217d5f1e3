import type { OpportunityTarget } from './opportunity.js';
import { z } from './zod.js';

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
  messageTooLong: 'Your message must be 2000 characters or fewer',
} as const;

/** The optional message an applicant sends with their application, read by the posting team. */
export const APPLY_MESSAGE_MAX = 2000;

/** The message as stored: trimmed, and none when blank. */
export const applyMessageRule = z
  .string()
  .trim()
  .max(APPLY_MESSAGE_MAX, { error: APPLY_MSG.messageTooLong })
  .nullish()
  .transform((v) => (v ? v : null));

/** Open when active and not closed, otherwise Closed (document 3 section 4, F-X2). */
export const APPLICATION_STATUS_LABELS = { OPEN: 'Open', CLOSED: 'Closed' } as const;

/** Freelancers look for jobs, agencies for projects (F-X3). */
export const SEEKER_TARGET = { freelancer: 'JOB', agency: 'PROJECT' } as const satisfies Record<string, OpportunityTarget>;

/** What an application carries besides the post: the optional message (the field a form checks). */
export const applyInputSchema = z.object({ message: applyMessageRule });
