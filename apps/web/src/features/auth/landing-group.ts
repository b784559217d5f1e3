import { groupOfPrefix, type Group } from '@mp/domain';
import { storedLoginType } from '../../app/session/session-store';

/** The group named by a landing page's `type` query (any alias or user type, any case), else the remembered one. */
export function landingGroup(type: string | null): Group {
  return groupOfPrefix(type ?? undefined) ?? groupOfPrefix(storedLoginType()) ?? 'freelancer';
}
