import { readJson, readText, removeKey, writeJson, writeText } from '../../lib/storage';
import type { Session } from '../../app/session/session-store';

/**
 * What the browser keeps while an administrator acts as someone else: the administrator's own session
 * (to come back to) and a marker that the current session is an impersonation (so the banner's check
 * runs only then, not on every user's page load).
 */
const KEY = { adminSession: 'impersonation_admin', active: 'impersonating' } as const;

export interface StashedAdminSession extends Session {
  /** Where 'Return to console' goes: the account page the impersonation started from. */
  returnTo: string;
}

export function stashAdminSession(session: Session, returnTo: string): void {
  writeJson(KEY.adminSession, { ...session, returnTo } satisfies StashedAdminSession);
}

/** The stashed administrator session, kept until the impersonation is forgotten. */
export function stashedAdminSession(): StashedAdminSession | undefined {
  const stashed = readJson<StashedAdminSession>(KEY.adminSession);
  return stashed?.token && stashed.user?.id ? stashed : undefined;
}

export function markImpersonating(): void {
  writeText(KEY.active, '1');
}

export function isImpersonating(): boolean {
  return readText(KEY.active) === '1';
}

/** Ends the impersonation on this browser: the marker and the stashed administrator session. */
export function forgetImpersonation(): void {
  removeKey(KEY.active);
  removeKey(KEY.adminSession);
}
