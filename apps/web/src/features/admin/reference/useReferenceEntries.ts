import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferenceKind } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { toastSuccess } from '../../../lib/toast';
import { adminKeys } from '../keys';
import { toastActionError } from '../ui/errors';
import {
  AdminCreateReferenceEntryMutation,
  AdminDeleteReferenceEntryMutation,
  AdminReferenceEntriesQuery,
  AdminReorderReferenceEntriesMutation,
  AdminUpdateReferenceEntryMutation,
  type ReferenceEntryInput,
} from './documents';

/** A list with its hidden entries, in display order; per-discipline lists wait for a discipline. */
export function useReferenceEntries(kind: ReferenceKind, industryId: string | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.reference(kind, industryId),
    queryFn: () => gqlRequest(AdminReferenceEntriesQuery, { kind, industry_id: industryId }),
    select: (data) => data.adminReferenceEntries,
    enabled,
  });
}

/** Add, change (rename, hide, show, flags), reorder and delete; each refreshes the lists of that kind. */
export function useReferenceMutations(kind: ReferenceKind) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...adminKeys.referenceAll, kind] });
  const create = useMutation({
    mutationFn: (input: ReferenceEntryInput) => gqlRequest(AdminCreateReferenceEntryMutation, { kind, input }),
    onSuccess: ({ adminCreateReferenceEntry: entry }) => {
      toastSuccess(`'${entry.name}' added.`);
      return refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReferenceEntryInput }) => gqlRequest(AdminUpdateReferenceEntryMutation, { kind, id, input }),
    onSuccess: refresh,
    onError: toastActionError,
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => gqlRequest(AdminReorderReferenceEntriesMutation, { kind, ids }),
    onSuccess: refresh,
    onError: toastActionError,
  });
  const remove = useMutation({
    mutationFn: async ({ id }: { id: string; name: string }) => (await gqlRequest(AdminDeleteReferenceEntryMutation, { kind, id })).adminDeleteReferenceEntry,
    // The API keeps an entry that something still uses, hidden: say which of the two happened.
    onSuccess: (kept, { name }) => {
      toastSuccess(kept ? `'${name}' is in use, so it was hidden instead of deleted.` : `'${name}' deleted.`);
      return refresh();
    },
    onError: toastActionError,
  });
  return { create, update, reorder, remove };
}
