/**
 * The page session: the API keeps the signed-in person's token in an HttpOnly cookie too, so it can render their
 * pages with their data (the company dashboard). The browser cannot read that cookie; it asks the API to set it
 * as it signs in and to forget it as it signs out, and a readable flag says whether one is set.
 */
const PATH = '/api/session/page-cookie';
/** Whose page session the browser has (the readable flag beside the cookie holds their id), if any. */
const pageSessionOwner = () => /(?:^|;\s*)onbrief_page_session_on=(\d+)/.exec(document.cookie)?.[1];

/** Sets the cookie to this session (best effort: without it the pages are rendered in the browser, as before). */
export function setPageSession(token: string): void {
  void fetch(PATH, { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}

export function clearPageSession(): void {
  void fetch(PATH, { method: 'DELETE', keepalive: true }).catch(() => undefined);
}

/**
 * On load: a stored session without its page session (signed in before it existed, or it was lost, or another
 * person's is set) gets one, and a page session without a stored session goes.
 */
export function matchPageSession(session: { token: string; user: { id: string } } | null): void {
  const owner = pageSessionOwner();
  if (session && owner !== session.user.id) setPageSession(session.token);
  else if (!session && owner) clearPageSession();
}
