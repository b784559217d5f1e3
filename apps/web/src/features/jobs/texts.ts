import type { OpportunityTarget } from '@mp/domain';

/** The public job page's words. */
export const JOB_PAGE_TEXT = {
  closed: (target: OpportunityTarget) => (target === 'PROJECT' ? 'This project is closed' : 'This opportunity is closed'),
  closedDetail: 'It no longer takes applications.',
  signIn: 'Sign in to apply',
  signUp: 'Create an account',
  applyPrompt: (target: OpportunityTarget) =>
    target === 'PROJECT' ? 'Agencies apply with their Onbrief account.' : 'Freelancers apply with their Onbrief account.',
  notFound: 'This post does not exist, or it is no longer published.',
} as const;

/** Who applies: freelancers to jobs, agencies to projects. */
export const applyGroup = (target: OpportunityTarget) => (target === 'PROJECT' ? 'agency' : 'freelancer');

/** The public page's address of a post. */
export const jobPagePath = (slug: string) => `/jobs/${slug}`;
