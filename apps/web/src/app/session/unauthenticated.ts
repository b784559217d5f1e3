import { MSG, TOAST_MS } from '@mp/domain';
import { navigateTo } from '../../lib/navigation';
import { withRedirectTo } from '../../lib/redirect';
import { toastError } from '../../lib/toast';
import { clearSession, getSession, rememberPrevLink } from './session-store';

/** The toast's link target: the spec sends every unauthenticated answer to the company login. */
const LOGGED_OUT_LOGIN = '/company/login';

/** An UNAUTHENTICATED answer to a signed-in request: forget the session and offer to sign in again. */
export function handleUnauthenticated(): void {
  if (!getSession()) return;
  const here = `${window.location.pathname}${window.location.search}`;
  rememberPrevLink(here);
  clearSession();
  toastError(MSG.loggedOut, {
    id: 'logged-out',
    autoClose: TOAST_MS.long,
    onClick: () => navigateTo(withRedirectTo(LOGGED_OUT_LOGIN, here)),
  });
}
