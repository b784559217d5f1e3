import type { Viewer } from './auth/tokens.js';

/** Scopes evaluated once per request; operations name the ones they need. */
export function scopesFor(viewer: Viewer | null) {
  return {
    signedIn: viewer !== null,
    admin: viewer?.user.type === 'ADMIN',
  };
}
