import { useNavigate } from 'react-router';
import { MSG, TYPE_OF_GROUP, type Group } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { inputFieldErrors, isApiError } from '../../lib/api-error';
import { toastError } from '../../lib/toast';
import { bindReturn, signUpReturn } from '../../app/session/return-after-sign-up';
import { rememberLoginType } from '../../app/session/session-store';
import { useStartSession } from '../../app/session/useStartSession';
import { type VariablesOf } from '../../graphql';
import { CheckRegisterableUserQuery, RegisterMutation } from './documents';
import { clearSignupDraft } from './signup-draft';
import { useLazyMutation } from '../../app/lazy-mutation';

export type RegisterInput = VariablesOf<typeof RegisterMutation>['input'];

export function registerErrorMessage(error: unknown): string {
  if (isApiError(error, 'EMAIL_TAKEN') || 'email' in inputFieldErrors(error)) return MSG.emailTakenOnRegister;
  return MSG.somethingWrong;
}

/** Step 1: may this email register as this kind? 'Email already exists!' (3 s) when not. */
export function useCheckRegisterable(group: Group) {
  return useLazyMutation({
    mutationFn: async (email: string) => {
      const { checkRegisterableUser } = await gqlRequest(CheckRegisterableUserQuery, { email, type: TYPE_OF_GROUP[group] });
      if (!checkRegisterableUser) toastError(MSG.emailTaken);
      return checkRegisterableUser;
    },
    onError: () => toastError(MSG.somethingWrong),
  });
}

/** Where step 2 leads: an agency's onboarding is register/complete-profile (document 3), the others' complete-profile. */
export const stepThreePath = (group: Group, prefix: string) =>
  group === 'agency' ? `/${prefix}/register/complete-profile` : `/${prefix}/complete-profile`;

/**
 * Step 2: creates the account, stores the session and lh_user, then continues to complete-profile. A seeker who
 * came from a post keeps it (app/session/return-after-sign-up.ts), and a save they asked for is made now.
 */
export function useRegister(group: Group, prefix: string) {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return useLazyMutation({
    mutationFn: (input: RegisterInput) => gqlRequest(RegisterMutation, { input }),
    onSuccess: ({ register }) => {
      const { access_token, ...user } = register;
      if (!access_token) {
        toastError(MSG.somethingIsWrong);
        return;
      }
      startSession(access_token, user);
      rememberLoginType(group);
      clearSignupDraft();
      // Employers apply to nothing: a target they carried is dropped.
      const target = group === 'company' ? undefined : signUpReturn(new URLSearchParams(window.location.search).get('redirectTo'));
      bindReturn(user.id, target);
      // Loaded only then: the sign-up pages do not carry the saved feature.
      if (target) void import('../saved').then((saved) => saved.saveAfterSignUp(user, target));
      navigate(stepThreePath(group, prefix), { replace: true });
    },
    onError: (error) => toastError(registerErrorMessage(error)),
  });
}
