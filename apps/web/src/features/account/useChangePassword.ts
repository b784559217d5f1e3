import { useMutation } from '@tanstack/react-query';
import { MSG } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { replaceSessionUser } from '../../app/session/session-store';
import { UpdateUserMutation } from './documents';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** updateUser with the current password; the server verifies it and signs out the other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => gqlRequest(UpdateUserMutation, { input }),
    onSuccess: ({ updateUser }) => {
      replaceSessionUser(updateUser);
      toastSuccess(MSG.passwordChanged);
    },
    onError: (error) => {
      // A step-up is asked for by the page (a code, then the same change again).
      if (isApiError(error, 'UNAUTHENTICATED') || isApiError(error, 'STEP_UP_REQUIRED')) return;
      toastError(isApiError(error, 'INCORRECT_PASSWORD') ? MSG.incorrectPassword : MSG.somethingWrong);
    },
  });
}
