import type { OpportunityTarget } from '@mp/domain';

/** The pages of a post, relative to the group prefix. */
export const postPaths = (target: OpportunityTarget, id: string) => ({
  view: target === 'JOB' ? `view-opportunity/${id}` : `view-project/${id}`,
  edit: target === 'JOB' ? `edit-opportunity/${id}` : `edit-project/${id}`,
  applicants: `view-applicants/${id}`,
});

export const NEW_POST_PATHS: Record<OpportunityTarget, string> = { JOB: 'post-opportunity', PROJECT: 'add-project' };
