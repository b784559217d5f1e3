import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { LOADED_FRESH_MS } from '../../app/query-client';
import {
  ConfirmSecondFactorMutation,
  ConfirmTotpSetupMutation,
  DisableTotpMutation,
  MySecondFactorsQuery,
  RenewRecoveryCodesMutation,
  StartTotpSetupMutation,
} from './documents';

/** The viewer's second factors and whether this session proved one (decision 0064). */
export const secondFactorsQuery = (request?: RequestOptions) =>
  queryOptions({
    queryKey: ['second-factors'],
    queryFn: async () => (await gqlRequest(MySecondFactorsQuery, {}, request)).mySecondFactors,
    staleTime: 0,
  });

/**
 * The same, as the dashboard's reminder reads it: what the page's loader just read is not read again as the page goes
 * live (the step-up and the console's gate, which ask whether this session proved a factor, read it afresh).
 */
export const reminderFactorsQuery = (request?: RequestOptions) => ({ ...secondFactorsQuery(request), staleTime: LOADED_FRESH_MS });

export function useRefreshFactors() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['second-factors'] });
}

export function useStartTotpSetup() {
  return useMutation({
    mutationFn: async () => (await gqlRequest(StartTotpSetupMutation, {})).startTotpSetup,
  });
}

export function useConfirmTotpSetup() {
  const refresh = useRefreshFactors();
  return useMutation({
    mutationFn: async (code: string) => (await gqlRequest(ConfirmTotpSetupMutation, { input: { code } })).confirmTotpSetup.codes,
    onSuccess: () => void refresh(),
  });
}

export function useDisableTotp() {
  const refresh = useRefreshFactors();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => gqlRequest(DisableTotpMutation, { input }),
    onSuccess: () => void refresh(),
  });
}

/** A step-up, then new recovery codes: one submit for the person. */
export function useRenewRecoveryCodes() {
  const refresh = useRefreshFactors();
  return useMutation({
    mutationFn: async (code: string | null) => {
      if (code) await gqlRequest(ConfirmSecondFactorMutation, { input: { code } });
      return (await gqlRequest(RenewRecoveryCodesMutation, {})).renewRecoveryCodes.codes;
    },
    onSettled: () => void refresh(),
  });
}
