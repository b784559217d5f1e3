import { OPPORTUNITY_MSG as M } from '@mp/domain';

/** The reference lists' failure texts (document 2, inventory B-T10), by list. */
export const LIST_FAILED = {
  genres: M.genresFailed,
  skills: M.skillsFailed,
  qualifications: M.qualificationsFailed,
  positions: M.positionsFailed,
  services: M.servicesFailed,
} as const;
