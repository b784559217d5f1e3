import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import type { ApplicantRecord } from '../opportunities/queries.js';
import { findUserById } from '../users/service.js';
import { canViewUser } from '../users/visibility.js';
import { APPLICATION_MSG, findReadableApplication } from './policy.js';

/** freelancer-profile/{userId}-{applicationId}: the application as the posting team reads it. */
export function getEmployerApplication(db: Db, viewer: Viewer, id: number, userId?: number): Promise<ApplicantRecord> {
  return findReadableApplication(db, viewer, id, userId);
}

/** The person types candidate-profile shows (agencies have agency-profile). */
const CANDIDATE_TYPES = new Set(['FREELANCER']);

/**
 * candidate-profile/{id}: a freelancer whose card the employer may read, that is one who
 * applied to a post the viewer may see (hasAppliedToTeam), or one whose privacy is ACTIVE while the viewer's
 * company browses (decision 0017); NOT_FOUND otherwise, as for an unknown id. Each field keeps its audience.
 */
export async function findCandidate(ctx: GraphQLContext, id: number): Promise<UserRow> {
  const person = await findUserById(ctx.deps.db, id);
  if (!person || !CANDIDATE_TYPES.has(person.type) || !(await canViewUser(ctx, person))) {
    throw new AppError('NOT_FOUND', APPLICATION_MSG.candidateNotFound);
  }
  return person;
}
