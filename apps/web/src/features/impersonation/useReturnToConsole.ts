import { useMutation } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import { LogoutMutation } from '../../app/session/documents';
import { loginPath } from '../../app/session/rules';
import { clearSession, getSession, startSession } from '../../app/session/session-store';
import { forgetImpersonation, stashedAdminSession } from './admin-return';
import { EndImpersonationMutation } from './documents';

/**
 * Ends the impersonation on the server, puts the administrator's own session back and opens the account the
 * impersonation started from. The administrator's session asks the server to end every session it opened
 * as this account (adminEndImpersonation), so the impersonated token stops working whatever becomes
 * of the impersonated session's own sign-out (sent too, best effort). If that call fails the button reports it
 * and nothing changes, so it can be tried again. Without a usable stashed administrator session (the link
 * was opened in another browser, or the administrator signed out meanwhile) it just signs out.
 * The page loads afresh: nothing cached for the impersonated user survives, and no route guard can
 * act on the swap of users half-way.
 */
export function useReturnToConsole() {
  return useMutation({
    mutationFn: async () => {
      let admin = stashedAdminSession();
      const userId = getSession()?.user.id;
      if (admin && userId) {
        try {
          await gqlRequest(EndImpersonationMutation, { id: userId }, { token: admin.token, onUnauthenticated: 'ignore' });
        } catch (error) {
          // The administrator's own session has ended: there is no console to return to.
          if (!isApiError(error, 'UNAUTHENTICATED')) throw error;
          admin = undefined;
        }
      }
      await gqlRequest(LogoutMutation, {}, { onUnauthenticated: 'ignore' }).catch(() => undefined);
      forgetImpersonation();
      if (admin) startSession(admin.token, admin.user);
      else clearSession();
      window.location.replace(admin?.returnTo ?? loginPath('company'));
    },
  });
}
