import { eq } from 'drizzle-orm';
import { privacySchema, SETTINGS_MSG, type PRIVACY } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';

export interface ProfilePrivacy {
  privacy: (typeof PRIVACY)[number];
  /** Whether the viewer may change it: the profile's owner, or an admin of the agency team a guest acts for. */
  editable: boolean;
  /** True when the profile is the agency team's, not the viewer's own (a guest). */
  team: boolean;
}

/**
 * Whose profile the privacy screen is about (decision 0032): a freelancer's or an agency's own; for a guest
 * acting in an agency team, that agency's profile, which only the team's admins may change.
 */
export function privacyTarget(viewer: Viewer): { userId: number; editable: boolean; team: boolean } {
  if (viewer.user.type !== 'GUEST') return { userId: viewer.user.id, editable: true, team: false };
  const seat = activeMembership(viewer.memberships);
  if (!seat || seat.team.type !== 'AGENCY') throw AppError.forbidden();
  return { userId: seat.team_id, editable: seat.role === 'admin', team: true };
}

export async function getProfilePrivacy(db: Db, viewer: Viewer): Promise<ProfilePrivacy> {
  const target = privacyTarget(viewer);
  const [row] = await db.select({ privacy: users.privacy }).from(users).where(eq(users.id, target.userId));
  return { privacy: row!.privacy as ProfilePrivacy['privacy'], editable: target.editable, team: target.team };
}

/** ACTIVE: employers may browse the profile; INACTIVE: hidden from browsing, still seen by the teams applied to. */
export async function updateProfilePrivacy(db: Db, viewer: Viewer, privacy: unknown): Promise<ProfilePrivacy> {
  const values = AppError.parse(privacySchema, { privacy }, '');
  const target = privacyTarget(viewer);
  if (!target.editable) throw new AppError('FORBIDDEN', SETTINGS_MSG.privacyForbidden);
  await db.update(users).set({ privacy: values.privacy, updated_at: new Date() }).where(eq(users.id, target.userId));
  return getProfilePrivacy(db, viewer);
}
