import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/api-client';
import { toastSuccess } from '../../../lib/toast';
import { adminKeys } from '../keys';
import { toastActionError } from '../ui/errors';
import { downloadAccountingCsv } from './download-csv';
import {
  AdminInvoiceLinkMutation,
  AdminInvoicesQuery,
  AdminPurchasesQuery,
  AdminSubscriptionsQuery,
  CreditAccountRequestsQuery,
  DecideCreditAccountMutation,
  MarkInvoicePaidMutation,
  RefundPurchaseMutation,
  type AdminPurchase,
  type CreditAccountRequest,
} from './documents';
import { jobPosts, type CreditRequestStatus, type PurchaseFilters } from './labels';
import { openInNewTab } from './open-in-new-tab';

export const PAYMENTS_PAGE_SIZE = 20;

export function usePurchases(filters: PurchaseFilters) {
  return useQuery({
    queryKey: adminKeys.purchases(filters),
    queryFn: () => gqlRequest(AdminPurchasesQuery, { first: PAYMENTS_PAGE_SIZE, page: filters.page, status: filters.status || undefined }),
    select: (data) => data.adminPurchases,
    placeholderData: keepPreviousData,
  });
}

/** Refunds an unspent purchase: its posts taken back, a credit note, the card refunded; the lists and balances refresh. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchase, reason }: { purchase: AdminPurchase; reason: string }) =>
      gqlRequest(RefundPurchaseMutation, { purchaseId: purchase.id, reason }),
    onSuccess: (_data, { purchase }) => {
      toastSuccess(`Purchase #${purchase.id} refunded: ${jobPosts(purchase.quantity)} taken back from ${purchase.teamName}.`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.invoicesAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.creditsAll });
      return queryClient.invalidateQueries({ queryKey: adminKeys.purchasesAll });
    },
    // A failed refund may have got halfway (posts back, card not refunded): the list shows where it stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.purchasesAll }),
  });
}

export function useInvoices(page: number) {
  return useQuery({
    queryKey: adminKeys.invoices(page),
    queryFn: () => gqlRequest(AdminInvoicesQuery, { first: PAYMENTS_PAGE_SIZE, page }),
    select: (data) => data.adminInvoices,
    placeholderData: keepPreviousData,
  });
}

export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invoiceId: string) => (await gqlRequest(MarkInvoicePaidMutation, { invoiceId })).markInvoicePaid,
    onSuccess: (invoice) => {
      toastSuccess(`Invoice ${invoice.number} marked paid.`);
      return queryClient.invalidateQueries({ queryKey: adminKeys.invoicesAll });
    },
    onError: toastActionError,
  });
}

/** An invoice's or credit note's PDF, in a new tab, through a signed 5-minute link (a new tab carries no bearer token). */
export function useOpenInvoice() {
  return useMutation({
    mutationFn: (invoiceId: string) => openInNewTab(async () => (await gqlRequest(AdminInvoiceLinkMutation, { invoiceId })).adminInvoiceLink),
    onError: toastActionError,
  });
}

export function useExportCsv() {
  return useMutation({
    mutationFn: downloadAccountingCsv,
    onSuccess: (name) => toastSuccess(`The accounting records are downloading - ${name}`),
    onError: toastActionError,
  });
}

export function useSubscriptions(page: number) {
  return useQuery({
    queryKey: adminKeys.subscriptions(page),
    queryFn: () => gqlRequest(AdminSubscriptionsQuery, { first: PAYMENTS_PAGE_SIZE, page }),
    select: (data) => data.adminSubscriptions,
    placeholderData: keepPreviousData,
  });
}

export function useCreditRequests(status: CreditRequestStatus) {
  return useQuery({
    queryKey: adminKeys.creditRequests(status),
    queryFn: () => gqlRequest(CreditAccountRequestsQuery, { status }),
    select: (data) => data.creditAccountRequests,
  });
}

/** Approves (purchase on account opens) or declines an application; the team's admins are emailed. */
export function useDecideCreditAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, approve }: { request: CreditAccountRequest; approve: boolean }) =>
      gqlRequest(DecideCreditAccountMutation, { requestId: request.id, approve }),
    onSuccess: (_data, { request, approve }) => {
      toastSuccess(
        approve
          ? `Credit account approved for ${request.teamName}. The team's admins have been emailed.`
          : `Credit account declined for ${request.teamName}. The team's admins have been emailed.`,
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.creditRequestsAll });
    },
    onError: toastActionError,
  });
}
