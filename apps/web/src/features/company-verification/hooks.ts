import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import {
  AdminCompanyVerificationQuery,
  ConfirmCompanyVerificationMutation,
  MyCompanyVerificationQuery,
  RequestCompanyVerificationMutation,
  RevokeCompanyVerificationMutation,
} from './documents';

const mineKey = ['companyVerification', 'mine'] as const;
const adminKey = (userId: string) => ['companyVerification', 'admin', userId] as const;

export function useMyCompanyVerification() {
  return useQuery({ queryKey: mineKey, queryFn: async () => (await gqlRequest(MyCompanyVerificationQuery, {})).myCompanyVerification });
}

export function useRequestCompanyVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { email: string; idempotencyKey: string }) =>
      (await gqlRequest(RequestCompanyVerificationMutation, variables)).requestCompanyVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}

export function useConfirmCompanyVerification() {
  return useMutation({
    mutationFn: async (token: string) => (await gqlRequest(ConfirmCompanyVerificationMutation, { token })).confirmCompanyVerification,
  });
}

export function useAdminCompanyVerification(userId: string) {
  return useQuery({ queryKey: adminKey(userId), queryFn: async () => (await gqlRequest(AdminCompanyVerificationQuery, { userId })).adminCompanyVerification });
}

export function useRevokeCompanyVerification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await gqlRequest(RevokeCompanyVerificationMutation, { userId })).revokeCompanyVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey(userId) }),
  });
}
