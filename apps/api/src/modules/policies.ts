import type { Viewer } from './auth/tokens.js';

/**
 * Scopes evaluated once per request; operations name the ones they need:
 * `signedIn` for any user, `admin` for the administrator's console (type ADMIN only).
 */
export function scopesFor(viewer: Viewer | null) {
  return {
    signedIn: viewer !== null,
    admin: viewer?.user.type === 'ADMIN',
  };
}
