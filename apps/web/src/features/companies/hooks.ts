import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { LOADED_FRESH_MS } from '../../app/query-client';
import { reasonToShow } from '../../app/error-reason';
import { toastError, toastSuccess } from '../../lib/toast';
import { CompanyPageQuery, MyCompanyPageQuery, UpdateCompanyPageMutation } from './documents';
import { COMPANY_PAGE_TEXT } from './texts';

/** A company's public page by its slug (null: no such visible company). */
export const companyPageQuery = (slug: string, request?: RequestOptions) =>
  queryOptions({
    queryKey: ['companyPage', slug],
    queryFn: async () => (await gqlRequest(CompanyPageQuery, { slug }, request)).companyPage,
    staleTime: 60_000,
  });

export function useCompanyPage(slug: string) {
  return useQuery(companyPageQuery(slug));
}

const settingsKey = ['companyPage', 'mine'] as const;

/** The signed-in company's page: its address, whether it shows, its size, and whether the viewer may change them. */
export const myCompanyPageQuery = (request?: RequestOptions) =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: async () => (await gqlRequest(MyCompanyPageQuery, {}, request)).myCompanyPage,
    staleTime: LOADED_FRESH_MS,
  });

export function useMyCompanyPage() {
  return useQuery(myCompanyPageQuery());
}

export function useUpdateCompanyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { visible?: boolean; size?: string | null }) => (await gqlRequest(UpdateCompanyPageMutation, { input })).updateCompanyPage,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      toastSuccess(COMPANY_PAGE_TEXT.saved);
    },
    onError: (error) => toastError(reasonToShow(error) ?? COMPANY_PAGE_TEXT.saveFailed),
  });
}
