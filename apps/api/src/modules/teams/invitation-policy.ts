import { eq } from 'drizzle-orm';
import { actsAsAgency, actsAsCompany, isTeamAdmin } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeMembership, policySubject, type Viewer } from '../../viewer/viewer.js';

/** The team a viewer manages: their active membership's, when they are its admin (owner or guest admin). */
export interface ManagedTeam {
  id: number;
  type: 'COMPANY' | 'AGENCY';
  name: string;
}

/** Managing a team (people, roles, invitations) is its admins': the owner or a guest admin, company or agency. */
export function canManageTeam(viewer: Viewer | null): viewer is Viewer {
  if (!viewer) return false;
  const subject = policySubject(viewer);
  return isTeamAdmin(subject) && (actsAsCompany(subject) || actsAsAgency(subject));
}

/** The viewer's managed team, or UNAUTHENTICATED / FORBIDDEN. */
export function managedTeam(viewer: Viewer | null): ManagedTeam {
  if (!viewer) throw AppError.unauthenticated();
  const membership = activeMembership(viewer.memberships);
  if (!canManageTeam(viewer) || !membership) throw AppError.forbidden();
  const t = membership.team;
  return { id: t.id, type: t.type as ManagedTeam['type'], name: t.company || t.agency_name || [t.first_name, t.last_name].filter(Boolean).join(' ') };
}

/** Serialises the changes to one team: its account row, locked until the transaction ends. */
export async function lockTeamRow(tx: Tx, teamId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, teamId)).for('update');
}
