import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GrantCreditsInput } from '@mp/domain/rules';
import { gqlRequest } from '../../../app/api-client';
import { toastSuccess } from '../../../lib/toast';
import { AdminGrantCreditsMutation, AdminTeamCreditsQuery } from './credits-documents';

export const LEDGER_PAGE_SIZE = 10;
/** Under 'admin', so signing out or back clears it with the rest of the console. */
const creditsKey = (teamId: string, page: number) => ['admin', 'credits', teamId, page] as const;

/** A company account's balance and one page of its ledger, latest first. */
export function useTeamCredits(teamId: string, page: number) {
  return useQuery({
    queryKey: creditsKey(teamId, page),
    queryFn: () => gqlRequest(AdminTeamCreditsQuery, { teamId, first: LEDGER_PAGE_SIZE, page }),
    select: (data) => data.adminTeamCredits,
    placeholderData: keepPreviousData,
  });
}

/** Grants job posts; the answer is the new balance with the ledger's first page. */
export function useGrantCredits(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GrantCreditsInput) =>
      (await gqlRequest(AdminGrantCreditsMutation, { teamId, input, first: LEDGER_PAGE_SIZE, page: 1 })).adminGrantCredits,
    onSuccess: (credits, input) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'credits', teamId] });
      queryClient.setQueryData(creditsKey(teamId, 1), { adminTeamCredits: credits });
      toastSuccess(`${input.quantity} job post${input.quantity === 1 ? '' : 's'} granted. Balance: ${credits.balance}.`);
    },
  });
}
