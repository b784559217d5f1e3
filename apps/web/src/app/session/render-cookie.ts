/**
 * The render cookie (decision 0036): the server renders a signed-in page on a full load only when the
 * request carries the session's token in an HttpOnly cookie, which only the HTML handler reads. The token
 * in localStorage stays the one credential the API accepts; this tells the server each time it changes.
 * Best effort: a call that fails leaves a stale cookie, which the server ignores once its token is revoked,
 * and the next load sets right (main.tsx).
 */
export const RENDER_COOKIE_PATH = '/api/session/render-cookie';

/** Sets the cookie to `token` (POST with the bearer header), or clears it (null: DELETE). */
export function syncRenderCookie(token: string | null): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  void fetch(RENDER_COOKIE_PATH, {
    method: token ? 'POST' : 'DELETE',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    // Sent even if the page is leaving (sign out, then a reload).
    keepalive: true,
  }).catch(() => undefined);
}

/** The readable flag the server sets beside the HttpOnly cookie (apps/api/src/ssr/render-cookie.ts). */
const RENDER_COOKIE_FLAG = 'ob_render_on';

export function hasRenderCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${RENDER_COOKIE_FLAG}=1`);
}
