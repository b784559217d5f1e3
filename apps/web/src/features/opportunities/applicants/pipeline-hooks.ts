import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { isMissing } from './hooks';
import {
  AddApplicationNoteMutation, ApplicationPipelineQuery, DeleteApplicationNoteMutation,
  EditApplicationNoteMutation, SetApplicationStatusMutation, StatusCountsQuery, type ApplicationPipeline,
} from './pipeline-documents';

const retry = (count: number, error: Error) => !isMissing(error) && count < 2;
const pipelineKey = (id: string) => ['opportunities', 'pipeline', id] as const;

/** The filter's count of each status for one post (within the must-have filter when given). */
export function useStatusCounts(opportunityId: string, meetsMustHaves: boolean | null = null) {
  return useQuery({
    queryKey: ['opportunities', 'applicants', opportunityId, 'counts', meetsMustHaves],
    queryFn: async () => (await gqlRequest(StatusCountsQuery, { id: opportunityId, meetsMustHaves })).applicantStatusCounts,
    retry,
  });
}

/** Moves the chosen applications to a status; the list, its counts and any open pipeline are read again after. */
export function useSetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { ids: string[]; status: ApplicationStatus }) => gqlRequest(SetApplicationStatusMutation, vars),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['opportunities', 'applicants'] }),
        queryClient.invalidateQueries({ queryKey: ['opportunities', 'pipeline'] }),
      ]);
    },
  });
}

/** One application's notes and history (the team's only). */
export function useApplicationPipeline(applicationId: string | null) {
  return useQuery({
    queryKey: pipelineKey(applicationId ?? ''),
    queryFn: async () => (await gqlRequest(ApplicationPipelineQuery, { id: applicationId! })).applicationPipeline,
    enabled: applicationId !== null,
    retry,
  });
}

/** Adds a note with the submission's idempotency key; the answer is the pipeline as it now stands. */
export function useAddNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { body: string; idempotencyKey: string }) =>
      (await gqlRequest(AddApplicationNoteMutation, { id: applicationId, ...vars })).addApplicationNote,
    onSuccess: (pipeline: ApplicationPipeline) => queryClient.setQueryData(pipelineKey(applicationId), pipeline),
  });
}

/** Changes a note's words (its author's only: the server decides); the answer is the pipeline as it now stands. */
export function useEditNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { id: string; body: string }) => (await gqlRequest(EditApplicationNoteMutation, vars)).editApplicationNote,
    onSuccess: (pipeline: ApplicationPipeline) => queryClient.setQueryData(pipelineKey(applicationId), pipeline),
  });
}

/** Deletes a note (its author's, or any for a team admin: the server decides); the answer is the pipeline as it now stands. */
export function useDeleteNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (noteId: string) => (await gqlRequest(DeleteApplicationNoteMutation, { id: noteId })).deleteApplicationNote,
    onSuccess: (pipeline: ApplicationPipeline) => queryClient.setQueryData(pipelineKey(applicationId), pipeline),
  });
}
