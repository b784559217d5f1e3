import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HISTORY_MSG, TOAST_MS, type EducationValues, type ExperienceValues } from '@mp/domain';
import { gqlRequest, inputFieldErrors, isApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import {
  CreateEducationMutation,
  CreateExperienceMutation,
  DeleteEducationMutation,
  DeleteExperienceMutation,
  MyHistoryQuery,
  UpdateEducationMutation,
  UpdateExperienceMutation,
} from './documents';

/** The query key of the freelancer's own rows; pages showing them elsewhere may invalidate it too. */
export const myHistoryKey = ['freelancer', 'history'] as const;

/** Freelancer toasts last 4000 ms, failures included (inventory E-X6). */
const FREELANCER_TOAST = { autoClose: TOAST_MS.success } as const;

/** The signed-in freelancer's rows; `enabled` false when a section shows rows it was given. */
export function useMyHistory(enabled = true) {
  return useQuery({ queryKey: myHistoryKey, queryFn: async () => (await gqlRequest(MyHistoryQuery, {})).me, enabled });
}

function useHistoryMutation<V>(run: (vars: V) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toastSuccess(success, FREELANCER_TOAST);
      // Every freelancer view of the rows (the profile's own queries too) reads them again.
      await queryClient.invalidateQueries({ queryKey: ['freelancer'] });
    },
    onError: (error) => {
      // A field the form can show is shown there (the caller's onError); the rest is a toast.
      if (isApiError(error, 'UNAUTHENTICATED') || Object.keys(inputFieldErrors(error)).length > 0) return;
      toastError(failure, FREELANCER_TOAST);
    },
  });
}

export type SaveVars<T> = { id?: string; input: T };

export function useSaveEducation(editing: boolean) {
  return useHistoryMutation(
    ({ id, input }: SaveVars<EducationValues>) =>
      id ? gqlRequest(UpdateEducationMutation, { id, input }) : gqlRequest(CreateEducationMutation, { input }),
    editing ? HISTORY_MSG.educationUpdated : HISTORY_MSG.educationAdded,
    editing ? HISTORY_MSG.educationEditFailed : HISTORY_MSG.educationAddFailed,
  );
}

export function useSaveExperience(editing: boolean) {
  return useHistoryMutation(
    ({ id, input }: SaveVars<ExperienceValues>) =>
      id ? gqlRequest(UpdateExperienceMutation, { id, input }) : gqlRequest(CreateExperienceMutation, { input }),
    editing ? HISTORY_MSG.experienceUpdated : HISTORY_MSG.experienceAdded,
    editing ? HISTORY_MSG.experienceEditFailed : HISTORY_MSG.experienceAddFailed,
  );
}

export function useRemoveEducation() {
  return useHistoryMutation(
    (id: string) => gqlRequest(DeleteEducationMutation, { id }),
    HISTORY_MSG.educationRemoved,
    HISTORY_MSG.educationRemoveFailed,
  );
}

export function useRemoveExperience() {
  return useHistoryMutation(
    (id: string) => gqlRequest(DeleteExperienceMutation, { id }),
    HISTORY_MSG.experienceRemoved,
    HISTORY_MSG.experienceRemoveFailed,
  );
}
