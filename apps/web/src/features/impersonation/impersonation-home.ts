import { homePath, userGroup } from '../../app/session/rules';
import type { SessionUser } from '../../app/session/documents';

/** Spec 2.3: a freelancer lands on the candidate dashboard, a company user on the employer dashboard. */
const LANDING_PREFIX = { freelancer: 'candidate', company: 'employer', agency: 'agency' } as const;

export function impersonationHome(user: Pick<SessionUser, 'type' | 'teamType'>): string {
  const group = userGroup(user);
  return group ? `/${LANDING_PREFIX[group]}/dashboard` : homePath(user);
}
