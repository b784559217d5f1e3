import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AGENCY_MSG, MSG, type AgencyAccountInput, type AgencyOnboardingInput, type AgencyProfileInput } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import {
  AgencyAccountQuery, CompleteAgencyProfileMutation, ResendVerificationEmailMutation, UpdateAgencyAccountMutation,
  UpdateAgencyProfileMutation, VerifyEmailMutation, type AgencyAccount,
} from './documents';

export const agencyAccountKey = ['agency', 'account'] as const;

/** The active agency team's account, for its admins (a member is refused: the routes send them to 404 first). */
export function useAgencyAccount(enabled = true) {
  return useQuery({
    queryKey: agencyAccountKey,
    queryFn: async () => (await gqlRequest(AgencyAccountQuery, {})).agencyAccount,
    enabled,
    retry: (count, error) => !isApiError(error, 'FORBIDDEN') && !isApiError(error, 'UNAUTHENTICATED') && count < 2,
  });
}

/** The three forms' saves: the answer replaces the account read; the session's team card (name, logo) is read again. */
function useAccountSave<I>(save: (input: I) => Promise<AgencyAccount>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (account) => {
      queryClient.setQueryData(agencyAccountKey, account);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      toastSuccess(success);
    },
    onError: (error) => {
      // Field messages are shown on the fields; anything else is the spec's generic failure.
      if (!isApiError(error, 'BAD_USER_INPUT') && !isApiError(error, 'UNAUTHENTICATED')) toastError(MSG.somethingWrong);
    },
  });
}

export const useCompleteAgencyProfile = () =>
  useAccountSave(
    async (input: AgencyOnboardingInput) => (await gqlRequest(CompleteAgencyProfileMutation, { input: input as never })).completeAgencyProfile,
    MSG.profileCompleted,
  );

export const useUpdateAgencyProfile = () =>
  useAccountSave(
    async (input: AgencyProfileInput) => (await gqlRequest(UpdateAgencyProfileMutation, { input: input as never })).updateAgencyProfile,
    AGENCY_MSG.profileSaved,
  );

export const useUpdateAgencyAccount = () =>
  useAccountSave(
    async (input: AgencyAccountInput) => (await gqlRequest(UpdateAgencyAccountMutation, { input: input as never })).updateAgencyAccount,
    AGENCY_MSG.accountSaved,
  );

/** 'RESEND VERIFICATION EMAIL': a toast either way (the limit's own message when past 3 an hour). */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await gqlRequest(ResendVerificationEmailMutation, {})).resendVerificationEmail,
    onSuccess: async (sent) => {
      if (sent) toastSuccess(AGENCY_MSG.verifySent);
      else {
        toastSuccess(AGENCY_MSG.alreadyVerified);
        await queryClient.invalidateQueries({ queryKey: agencyAccountKey });
      }
    },
    onError: (error) => toastError(error instanceof Error && isApiError(error, 'RATE_LIMITED') ? error.message : MSG.somethingWrong),
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await gqlRequest(VerifyEmailMutation, { token })).verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyAccountKey }),
  });
}
