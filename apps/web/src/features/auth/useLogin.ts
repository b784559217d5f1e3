import { useNavigate } from 'react-router';
import { MSG, type Group } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import { safeRedirect } from '../../lib/redirect';
import { toastError } from '../../lib/toast';
import { homePath } from '../../app/session/rules';
import { rememberLoginType } from '../../app/session/session-store';
import { useStartSession } from '../../app/session/useStartSession';
import { LoginMutation } from './documents';
import type { SessionUser } from '../../app/session/documents';
import { useLazyMutation } from '../../app/lazy-mutation';

export function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 'WRONG_CREDENTIALS')) return MSG.wrongCredentials;
  if (isApiError(error, 'RATE_LIMITED')) return error.message;
  return MSG.somethingWrong;
}

/** Stores a new session and the login type, then goes to redirectTo (same-origin paths only) or home. */
export function useFinishSignIn(group: Group) {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return ({ access_token, ...user }: { access_token?: string | null } & SessionUser) => {
    if (!access_token) {
      toastError(MSG.somethingWrong);
      return;
    }
    startSession(access_token, user);
    rememberLoginType(group);
    // Read from the address at the answer, not from the submit's render.
    const redirectTo = new URLSearchParams(window.location.search).get('redirectTo');
    navigate(safeRedirect(redirectTo) ?? homePath(user), { replace: true });
  };
}

/**
 * Signs in with the password. An account with a second factor answers SECOND_STEP_REQUIRED with a pending token
 * (decision 0064): `onSecondStep` takes it to the code's step.
 */
export function useLogin(group: Group, onSecondStep: (pending: { token: string; methods?: string[] }) => void) {
  const finish = useFinishSignIn(group);
  return useLazyMutation({
    mutationFn: (input: { email: string; password: string }) => gqlRequest(LoginMutation, { input }),
    onSuccess: ({ login }) => finish(login),
    onError: (error) => {
      const pending = isApiError(error, 'SECOND_STEP_REQUIRED') ? error.fields.pending_token : undefined;
      if (pending) onSecondStep({ token: pending, methods: isApiError(error) ? error.fields.methods?.split(',') : undefined });
      else toastError(loginErrorMessage(error));
    },
  });
}
