import { FILES_MSG, isPlatformAdmin } from '@mp/domain';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { membershipsOfUsers } from '../../viewer/memberships.js';
import type { Membership } from '../../viewer/viewer.js';
import { hasAppliedToTeam } from '../users/policy.js';

/**
 * canReadPrivateFiles (decision 0030, in the style of 0017): who may list and download a person's CVs and
 * supporting documents:
 * - the person;
 * - a platform administrator;
 * - an employer of the applicant: an admin of a company team the person applied to (any of the team's
 *   posts), or the member a post they applied to is assigned to (users/policy.ts hasAppliedToTeam, the
 *   reading of opportunities/policy.ts findAccessibleOpportunity and of the applicants page).
 * Anyone else: NOT_FOUND, as if there were no file. The User fields `resumes` and `documents` are in the
 * `applicant` audience of visibility.ts, which reads the same relations.
 */
export async function canReadPrivateFiles(
  db: Db,
  reader: { user: Pick<UserRow, 'id' | 'type'>; memberships?: Membership[] },
  ownerId: number,
): Promise<boolean> {
  if (reader.user.id === ownerId || isPlatformAdmin(reader.user)) return true;
  const memberships = reader.memberships ?? (await membershipsOfUsers(db, [reader.user.id]));
  const seats = memberships.filter((m) => m.team.type === 'COMPANY');
  if (seats.length === 0) return false;
  const [applied] = await hasAppliedToTeam(db, [ownerId], seats);
  return applied === true;
}

export const fileNotFound = () => new AppError('NOT_FOUND', FILES_MSG.notFound);

