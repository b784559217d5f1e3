import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FREELANCER_PROFILE_MSG as M, TOAST_MS, type FreelancerProfileInput, type ProfileScreen } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { inputFieldErrors, isApiError } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { MyProfileQuery, SaveFreelancerProfileMutation } from './documents';

/** Under ['freelancer'], so the history and files panels' saves refresh it too (their hooks invalidate that key). */
export const myProfileKey = ['freelancer', 'profile'] as const;

/** Freelancer toasts last 4000 ms, failures included (inventory E-X6). */
const FREELANCER_TOAST = { autoClose: TOAST_MS.success } as const;

export function useMyProfile() {
  return useQuery({ queryKey: myProfileKey, queryFn: async () => (await gqlRequest(MyProfileQuery, {})).me });
}

/** The profile form: 'Profile updated successfully!'; a failure the form cannot show on a field is 'Could not update profile'. */
export function useSaveProfile(screen: ProfileScreen) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: FreelancerProfileInput) => {
      const ids = (list: number[]) => list.map(String);
      const input = {
        ...v,
        industries: ids(v.industries),
        genres: ids(v.genres),
        skills: ids(v.skills),
        top_skills: ids(v.top_skills),
        software_skills: ids(v.software_skills),
        qualifications: ids(v.qualifications),
      };
      return gqlRequest(SaveFreelancerProfileMutation, { input, screen });
    },
    onSuccess: async () => {
      toastSuccess(M.updated, FREELANCER_TOAST);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['freelancer'] }), queryClient.invalidateQueries({ queryKey: ['me'] })]);
    },
    onError: (error) => {
      if (isApiError(error, 'UNAUTHENTICATED') || Object.keys(inputFieldErrors(error)).length > 0) return;
      toastError(M.updateFailed, FREELANCER_TOAST);
    },
  });
}
