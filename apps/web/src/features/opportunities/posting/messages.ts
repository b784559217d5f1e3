/** The confirmation modal's sentence (inventory B-T13: not quoted in the spec; decision 0025). */
export const costSentence = (balance: number) =>
  `Posting this opportunity costs 1 job post. You have ${balance} job post${balance === 1 ? '' : 's'} available.`;

/** The follow-up message a new post starts with (a thank-you naming the company, inventory B-F1 row 22). */
export const defaultFollowUp = (company: string | null | undefined) =>
  `Thank you for applying${company ? ` to ${company}` : ''}. We have received your application and will be in touch if your experience is a good match.`;

/** The project pages' titles (inventory B-R5, B-R6; the job pages' are OPPORTUNITY_MSG.postTitle and editTitle). */
export const POST_PROJECT_TITLE = 'Post New Agency Project';
export const EDIT_PROJECT_TITLE = 'Edit Agency Project';
