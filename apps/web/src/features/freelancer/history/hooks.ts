import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TOAST_MS } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { inputFieldErrors, isApiError } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { MyHistoryQuery } from './documents';
import type { HistoryKind, HistoryRow } from './kinds';

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

/** Add or save one row of a kind (the toasts say which, E-X6). */
export function useSaveHistory<Row extends HistoryRow, Values>(kind: HistoryKind<Row, Values>, editing: boolean) {
  const { messages } = kind;
  return useHistoryMutation(
    kind.save,
    editing ? messages.updated : messages.added,
    editing ? messages.editFailed : messages.addFailed,
  );
}

/** Remove one row of a kind; `variables` is the row's id while it goes. */
export function useRemoveHistory<Row extends HistoryRow, Values>(kind: HistoryKind<Row, Values>) {
  return useHistoryMutation(kind.remove, kind.messages.removed, kind.messages.removeFailed);
}
