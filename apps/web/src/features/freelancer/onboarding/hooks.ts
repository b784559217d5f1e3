import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FREELANCER_MSG,
  MSG,
  preferredLanguagesFirst,
  type FreelancerOnboardingInput,
  type FullerOnboardingInput,
  type PersonalInformationInput,
} from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { isApiError } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { replaceSessionUser } from '../../../app/session/session-store';
import {
  CompleteDetailsMutation,
  CompleteOnboardingMutation,
  FreelancerRecordQuery,
  JobLevelsQuery,
  LanguagesQuery,
  PositionsQuery,
  UpdatePersonalInformationMutation,
  type FreelancerRecord,
} from './documents';

const RECORD_KEY = ['freelancer', 'record'] as const;

/** The signed-in freelancer's own record, as the onboarding and personal information pages read it. */
export function useFreelancerRecord() {
  return useQuery({ queryKey: RECORD_KEY, queryFn: async () => (await gqlRequest(FreelancerRecordQuery, {})).me });
}

const ids = (list: readonly { id: string }[] | null | undefined) => (list ?? []).map((x) => x.id);
const options = (list: readonly { id: string; name: string }[]) => list.map((x) => ({ value: x.id, label: x.name }));

export function useJobLevelOptions() {
  return useQuery({ queryKey: ['reference', 'job-levels'], queryFn: async () => options((await gqlRequest(JobLevelsQuery, {})).allJoblevels), staleTime: Infinity });
}

/** Languages with the five preferred ones first. */
export function useLanguageOptions() {
  return useQuery({
    queryKey: ['reference', 'languages'],
    queryFn: async () => options(preferredLanguagesFirst((await gqlRequest(LanguagesQuery, {})).languages)),
    staleTime: Infinity,
  });
}

/** positions(industries, jobLevels): by the freelancer's discipline and role levels; 'Could not get positions' on failure. */
export function usePositionOptions(record: FreelancerRecord | null | undefined) {
  const industries = ids(record?.industries);
  const jobLevels = ids(record?.job_levels);
  return useQuery({
    queryKey: ['reference', 'positions', industries, jobLevels],
    queryFn: async () => {
      try {
        const vars = { industries: industries.length ? industries : null, jobLevels: jobLevels.length ? jobLevels : null };
        return options((await gqlRequest(PositionsQuery, vars)).positions);
      } catch (err) {
        toastError(FREELANCER_MSG.couldNotGetPositions);
        throw err;
      }
    },
    enabled: record != null,
    staleTime: 5 * 60_000,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (user: Parameters<typeof replaceSessionUser>[0] & FreelancerRecord) => {
    replaceSessionUser(user);
    queryClient.setQueryData(RECORD_KEY, user);
  };
}

const onError = (error: unknown) => {
  if (!isApiError(error, 'UNAUTHENTICATED') && !isApiError(error, 'BAD_USER_INPUT')) toastError(MSG.somethingWrong);
};

/**
 * What finishing a profile step says: 'Profile completed!' only when nothing stands between the freelancer and
 * applying; else that it is saved and what applying still needs (the apply panel's list), never both at once.
 */
export function completedText({ isProfileComplete }: { isProfileComplete: { complete: boolean; missing: readonly string[] } | null }): string {
  if (!isProfileComplete || isProfileComplete.complete) return FREELANCER_MSG.profileCompleted;
  return `Profile saved. To apply, you still need: ${isProfileComplete.missing.join(', ')}.`;
}

/** complete-profile/2: 'Profile completed!' (completedText). */
export function useCompleteOnboarding() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (input: FreelancerOnboardingInput) => (await gqlRequest(CompleteOnboardingMutation, { input: toIdInput(input) })).completeFreelancerOnboarding,
    onSuccess: (user) => {
      saved(user);
      toastSuccess(completedText(user));
    },
    onError,
  });
}

/** complete-profile: 'Profile completed!' (completedText). */
export function useCompleteDetails() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (input: FullerOnboardingInput) => (await gqlRequest(CompleteDetailsMutation, { input: toIdInput(input) })).completeFreelancerDetails,
    onSuccess: (user) => {
      saved(user);
      toastSuccess(completedText(user));
    },
    onError,
  });
}

/** edit-personal-information: 'Profile updated successfully!' or 'Could not update profile'. */
export function useUpdatePersonalInformation() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (input: PersonalInformationInput & { current_password?: string }) =>
      (await gqlRequest(UpdatePersonalInformationMutation, { input: toIdInput(input) })).updatePersonalInformation,
    onSuccess: (user) => {
      saved(user);
      toastSuccess(FREELANCER_MSG.profileUpdated);
    },
    onError: (error) => {
      // A step-up (STEP_UP_REQUIRED) is asked for by the page, which sends the change again.
      if (!['UNAUTHENTICATED', 'BAD_USER_INPUT', 'STEP_UP_REQUIRED'].some((code) => isApiError(error, code))) toastError(FREELANCER_MSG.couldNotUpdate);
    },
  });
}

/** The schemas answer number ids; GraphQL IDs travel as strings. */
function toIdInput<T extends object>(input: T): { [K in keyof T]: T[K] extends number[] ? string[] : T[K] } {
  return Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : v]),
  ) as never;
}

export const idsOf = ids;
