import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/api-client';
import { adminKeys } from '../keys';
import { AdminPendingCountQuery, AdminUserQuery, AdminUsersQuery } from './documents';
import { filterVariables, type AccountFilters } from './filters';

export const ACCOUNTS_PAGE_SIZE = 20;

export function useAdminUsers(filters: AccountFilters) {
  return useQuery({
    queryKey: adminKeys.users(filters),
    queryFn: () => gqlRequest(AdminUsersQuery, filterVariables(filters, ACCOUNTS_PAGE_SIZE)),
    select: (data) => data.adminUsers,
    placeholderData: keepPreviousData,
  });
}

/** Accounts awaiting approval (the navigation's badge and the list's heading). */
export function usePendingCount() {
  return useQuery({
    queryKey: adminKeys.pendingCount,
    queryFn: () => gqlRequest(AdminPendingCountQuery, {}),
    select: (data) => data.adminPendingCount,
    staleTime: 30_000,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: () => gqlRequest(AdminUserQuery, { id }),
    select: (data) => data.adminUser,
  });
}
