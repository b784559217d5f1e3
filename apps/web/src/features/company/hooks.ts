import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_MSG, MSG, type CompanyOnboardingInput, type CompanyProfileInput, type CompanyTeamProfileInput } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { replaceSessionUser } from '../../app/session/session-store';
import {
  CompanyProfileQuery,
  SaveOwnCompanyProfileMutation,
  TeamRecordQuery,
  UpdateCompanyUserMutation,
  UpdateTeamMutation,
  type TeamRecord,
} from './documents';

const teamRecordKey = (teamId: string | undefined) => ['company', 'team-record', teamId] as const;

/** Onboarding step 3: updateUser with the onboarding form's rules; 'Profile completed!' or 'Something went wrong!'. */
export function useCompleteCompanyProfile() {
  return useMutation({
    mutationFn: (input: CompanyOnboardingInput) => gqlRequest(UpdateCompanyUserMutation, { input, form: 'COMPANY_ONBOARDING' }),
    onSuccess: ({ updateUser }) => {
      replaceSessionUser(updateUser);
      toastSuccess(MSG.profileCompleted);
    },
    onError: (error) => {
      if (!isApiError(error, 'UNAUTHENTICATED')) toastError(MSG.somethingWrong);
    },
  });
}

/** The active team's account as its people may read it (the owner's own record, or the company a guest acts for). */
export function useTeamRecord(teamId: string | undefined) {
  return useQuery({
    queryKey: teamRecordKey(teamId),
    queryFn: async () => (await gqlRequest(TeamRecordQuery, { id: teamId! })).user,
    enabled: teamId !== undefined,
  });
}

export type CompanyProfileSave =
  | { owner: true; input: CompanyProfileInput & { current_password?: string } }
  | { owner: false; input: CompanyTeamProfileInput };

/**
 * Edit profile: the owner saves their own record with updateUser (the answer replaces the stored user);
 * a guest admin saves the team account with updateTeam. 'Profile updated successfully!' either way.
 */
export function useSaveCompanyProfile(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: CompanyProfileSave): Promise<TeamRecord> => {
      if (save.owner) {
        const { updateUser } = await gqlRequest(SaveOwnCompanyProfileMutation, { input: save.input });
        replaceSessionUser(updateUser);
        return updateUser;
      }
      return (await gqlRequest(UpdateTeamMutation, { teamId, input: save.input })).updateTeam;
    },
    onSuccess: async (record) => {
      queryClient.setQueryData(teamRecordKey(teamId), record);
      // The team's name and logo are also on the stored user's memberships (the team switcher).
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      toastSuccess(COMPANY_MSG.profileUpdated);
    },
  });
}

/** company-profile/{id}; NOT_FOUND (not a company, not approved, unknown) is an answer, not retried. */
export function usePublicCompanyProfile(id: string) {
  return useQuery({
    queryKey: ['company', 'profile', id],
    queryFn: async () => (await gqlRequest(CompanyProfileQuery, { id })).companyProfile,
    retry: (count, error) => !isApiError(error, 'NOT_FOUND') && !isApiError(error, 'BAD_USER_INPUT') && count < 2,
  });
}
