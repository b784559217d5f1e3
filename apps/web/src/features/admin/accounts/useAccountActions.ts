import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/api-client';
import { toastSuccess } from '../../../lib/toast';
import { getSession } from '../../../app/session/session-store';
import { stashAdminSession } from '../../impersonation';
import { toastActionError } from '../ui/errors';
import { adminKeys } from '../keys';
import {
  AdminApproveUserMutation,
  AdminDeactivateUserMutation,
  AdminSetVettedMutation,
  AdminStartImpersonationMutation,
  type AdminUser,
} from './documents';

/** Approve, deactivate and the vetted badge: each refreshes the account, the lists and the pending count. */
export function useAccountActions(id: string) {
  const queryClient = useQueryClient();
  const done = (message: string) => (user: AdminUser) => {
    queryClient.setQueryData(adminKeys.user(id), { adminUser: user });
    void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll });
    void queryClient.invalidateQueries({ queryKey: adminKeys.pendingCount });
    toastSuccess(message);
  };
  const approve = useMutation({
    mutationFn: async () => (await gqlRequest(AdminApproveUserMutation, { id })).adminApproveUser,
    onSuccess: done('Account approved. The user has been emailed.'),
    onError: toastActionError,
  });
  const deactivate = useMutation({
    mutationFn: async () => (await gqlRequest(AdminDeactivateUserMutation, { id })).adminDeactivateUser,
    onSuccess: done('Account deactivated and signed out everywhere.'),
    onError: toastActionError,
  });
  const setVetted = useMutation({
    mutationFn: async (vetted: boolean) => (await gqlRequest(AdminSetVettedMutation, { id, vetted })).adminSetVetted,
    onSuccess: (user) => done(user.vetted ? 'Vetted badge set.' : 'Vetted badge cleared.')(user),
    onError: toastActionError,
  });
  return { approve, deactivate, setVetted };
}

/**
 * Starts an impersonation: the server returns a one-time link; the administrator's own session is kept
 * aside (to come back to this account) and the link opens in this tab. It needs the administrator's own factor proved
 * in the last minutes: a STEP_UP_REQUIRED refusal goes to `onStepUp`, which asks for a code and starts again.
 */
export function useImpersonate(id: string, onStepUp: (error: unknown) => boolean) {
  return useMutation({
    mutationFn: async () => (await gqlRequest(AdminStartImpersonationMutation, { id })).adminStartImpersonation,
    onSuccess: ({ url }) => {
      const session = getSession();
      if (session) stashAdminSession(session, `/admin/accounts/${id}`);
      // Same origin whatever host the link names: the stashed session lives in this origin's storage.
      const link = new URL(url, window.location.origin);
      window.location.assign(`${link.pathname}${link.search}`);
    },
    onError: (error) => {
      if (!onStepUp(error)) toastActionError(error);
    },
  });
}
