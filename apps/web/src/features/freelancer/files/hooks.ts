import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FILES_MSG, TOAST_MS, cvUploadedMessage, documentUploadedMessage } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { isApiError } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { MyFilesQuery, RemoveDocumentMutation, RemoveResumeMutation } from './documents';
import { uploadPrivateFile } from './upload';

/** The query key of the signed-in freelancer's files; the profile's own queries sit under ['freelancer'] too. */
export const myFilesKey = ['freelancer', 'files'] as const;

/** Freelancer toasts last 4000 ms, failures included (inventory E-X6). */
const FREELANCER_TOAST = { autoClose: TOAST_MS.success } as const;

/**
 * Download links last five minutes (decision 0030): read again every four while the panel is shown, and
 * when the window comes back into focus, so a link clicked is a fresh one.
 */
const LINK_REFRESH_MS = 4 * 60 * 1000;

export function useMyFiles() {
  return useQuery({
    queryKey: myFilesKey,
    queryFn: async () => (await gqlRequest(MyFilesQuery, {})).me,
    refetchInterval: LINK_REFRESH_MS,
    staleTime: 60 * 1000,
  });
}

/** CV upload, started as soon as a file is chosen: 'CV uploaded! - {file name}'. */
export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPrivateFile('resumes', file),
    onSuccess: async (saved) => {
      toastSuccess(cvUploadedMessage(saved.file_name), FREELANCER_TOAST);
      await queryClient.invalidateQueries({ queryKey: myFilesKey });
    },
  });
}

/** A supporting document: its name and file, sent by an explicit Upload. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => uploadPrivateFile('documents', file, name),
    onSuccess: async (saved) => {
      toastSuccess(documentUploadedMessage(saved.name ?? saved.file_name), FREELANCER_TOAST);
      await queryClient.invalidateQueries({ queryKey: myFilesKey });
    },
  });
}

function useRemove(run: (id: string) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toastSuccess(success, FREELANCER_TOAST);
      await queryClient.invalidateQueries({ queryKey: myFilesKey });
    },
    onError: (error) => {
      if (!isApiError(error, 'UNAUTHENTICATED')) toastError(failure, FREELANCER_TOAST);
    },
  });
}

/** 'CV has been removed' / 'Could not remove CV'. */
export function useRemoveCv() {
  return useRemove((id) => gqlRequest(RemoveResumeMutation, { id }), FILES_MSG.cvRemoved, FILES_MSG.cvRemoveFailed);
}

export function useRemoveDocument() {
  return useRemove((id) => gqlRequest(RemoveDocumentMutation, { id }), FILES_MSG.documentRemoved, FILES_MSG.documentRemoveFailed);
}
