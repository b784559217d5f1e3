/**
 * The page session: the API keeps the signed-in person's token in an HttpOnly cookie too, so it can render their
 * pages with their data (the company dashboard). The browser cannot read that cookie; it asks the API to set it
 * as it signs in and to forget it as it signs out, and a readable flag says whether one is set.
 */
const PATH = '/api/session/page-cookie';
const FLAG = /(?:^|;\s*)onbrief_page_session_on=1(?:;|$)/;

const hasPageSession = () => FLAG.test(document.cookie);

/** Sets the cookie to this session (best effort: without it the pages are rendered in the browser, as before). */
export function setPageSession(token: string): void {
  void fetch(PATH, { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}

export function clearPageSession(): void {
  void fetch(PATH, { method: 'DELETE', keepalive: true }).catch(() => undefined);
}

/** On load: a stored session without the cookie (signed in before it existed, or it was lost) gets one, and a cookie without a stored session goes. */
export function matchPageSession(token: string | undefined): void {
  if (token && !hasPageSession()) setPageSession(token);
  else if (!token && hasPageSession()) clearPageSession();
}
