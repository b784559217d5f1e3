import { useMutation } from '@tanstack/react-query';
import { MSG, TOAST_MS } from '@mp/domain';
import { useNavigate } from 'react-router';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { useGroupPath } from '../../app/group-context';
import { DeleteMyAccountMutation } from './documents';
import { downloadYourData } from './download';

/** Toasts on these pages last as the freelancer's do (inventory E-X6), for every group alike. */
const TOAST = { autoClose: TOAST_MS.success } as const;
export const ACCOUNT_DELETED = 'Your account has been deleted.';

export function useDownloadYourData() {
  return useMutation({
    mutationFn: downloadYourData,
    onSuccess: (name) => toastSuccess(`Your data is downloading - ${name}`, TOAST),
    onError: (error) => {
      if (isApiError(error, 'UNAUTHENTICATED')) return;
      toastError(isApiError(error) ? error.message : MSG.somethingWrong, TOAST);
    },
  });
}

/**
 * deleteMyAccount; on success the group's logout route forgets the session (the server has ended it already)
 * and opens the group's login, where the toast is read.
 */
export function useDeleteMyAccount() {
  const navigate = useNavigate();
  const path = useGroupPath();
  return useMutation({
    mutationFn: (password: string) => gqlRequest(DeleteMyAccountMutation, { password }),
    onSuccess: async () => {
      toastSuccess(ACCOUNT_DELETED, TOAST);
      await navigate(path('logout'), { replace: true });
    },
  });
}
