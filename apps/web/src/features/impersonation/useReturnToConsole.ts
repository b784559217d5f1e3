import { useMutation } from '@tanstack/react-query';
import { gqlRequest } from '../../lib/api-client';
import { LogoutMutation } from '../session/documents';
import { loginPath } from '../session/rules';
import { clearSession, startSession } from '../session/session-store';
import { forgetImpersonation, takeAdminSession } from './admin-return';

/**
 * Ends the impersonated session on the server (its token is revoked), puts the administrator's own
 * session back and opens the account the impersonation started from. Without a stashed administrator
 * session (the link was opened in another browser) it just signs out.
 * The page loads afresh: nothing cached for the impersonated user survives, and no route guard can
 * act on the swap of users half-way.
 */
export function useReturnToConsole() {
  return useMutation({
    mutationFn: async () => {
      await gqlRequest(LogoutMutation, {}, { onUnauthenticated: 'ignore' }).catch(() => undefined);
      const admin = takeAdminSession();
      forgetImpersonation();
      if (admin) startSession(admin.token, admin.user);
      else clearSession();
      window.location.replace(admin?.returnTo ?? loginPath('company'));
    },
  });
}
