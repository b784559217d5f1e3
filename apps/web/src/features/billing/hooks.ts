import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingAddressInput, CreditAccountRequestInput, PurchaseInput } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import {
  BillingAccountQuery,
  BillingHistoryQuery,
  CancelSubscriptionMutation,
  CheckPromoQuery,
  ConfirmPurchaseMutation,
  CreditHistoryQuery,
  InvoiceLinkMutation,
  PaySubscriptionNowMutation,
  PriceQuoteQuery,
  PurchaseJobPostsMutation,
  RequestCreditAccountMutation,
  ResumeSubscriptionMutation,
  StartSubscriptionMutation,
  UpdateBillingAddressMutation,
  type BillingAccount,
} from './documents';

/** The cache keys of the payment screens: everything under ['billing'] is the active team's. */
export const billingKeys = {
  all: ['billing'] as const,
  account: ['billing', 'account'] as const,
  quote: (quantity: number, promoCode: string | null) => ['billing', 'quote', quantity, promoCode] as const,
  creditHistory: (page: number) => ['billing', 'credit-history', page] as const,
  billingHistory: (page: number) => ['billing', 'billing-history', page] as const,
};

/** The account as the screens use it: the API's, with the commission (C-Q2) and renewal-day settings as numbers. */
export type Billing = BillingAccount & { commissionPercent: number | null; renewalDay: number };

const settingNumber = (setting: { value: string } | null | undefined): number | null => {
  const n = Number(setting?.value);
  return setting && setting.value.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** Every screen's account (balance, card, address, credit account, subscription, prices), read fresh on each visit. */
export function useBillingAccount() {
  return useQuery({
    queryKey: billingKeys.account,
    queryFn: async (): Promise<Billing> => {
      const { billingAccount, commission, renewalDay } = await gqlRequest(BillingAccountQuery, {});
      // The spec's 4th when the setting is missing (section 9: "renews on the 4th of every month").
      return { ...billingAccount, commissionPercent: settingNumber(commission), renewalDay: settingNumber(renewalDay) ?? 4 };
    },
    staleTime: 0,
  });
}

/** Replaces parts of the cached account (after a save), without a round trip. */
export function useUpdateAccountCache() {
  const client = useQueryClient();
  return (patch: Partial<BillingAccount>) =>
    client.setQueryData<Billing>(billingKeys.account, (current) => (current ? { ...current, ...patch } : current));
}

/** CALCULATE_PRICE(qty, promo): the cart; the previous quote stays shown while the next one loads. */
export function usePriceQuote(quantity: number | null, promoCode: string | null) {
  return useQuery({
    queryKey: billingKeys.quote(quantity ?? 0, promoCode),
    queryFn: async () => (await gqlRequest(PriceQuoteQuery, { quantity: quantity!, promoCode })).priceQuote,
    enabled: quantity !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** CHECK_PROMO(code): null for an unknown code. */
export function useCheckPromo() {
  return useMutation({
    mutationFn: async (code: string) => (await gqlRequest(CheckPromoQuery, { code })).checkPromo,
  });
}

export const HISTORY_PAGE_SIZE = { credit: 10, billing: 20 } as const;

/** The balance grid (IN and OUT with the balance after), one page at a time. */
export function useCreditHistory(page: number) {
  return useQuery({
    queryKey: billingKeys.creditHistory(page),
    queryFn: async () => (await gqlRequest(CreditHistoryQuery, { first: HISTORY_PAGE_SIZE.credit, page })).creditHistory,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Billing history (the IN rows with their cost and invoice), one page at a time. */
export function useBillingHistory(page: number) {
  return useQuery({
    queryKey: billingKeys.billingHistory(page),
    queryFn: async () => (await gqlRequest(BillingHistoryQuery, { first: HISTORY_PAGE_SIZE.billing, page })).billingHistory,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A signed link to one invoice's PDF (5 minutes), opened in a new tab: a new tab carries no bearer token. */
export function useInvoiceLink() {
  return useMutation({
    mutationFn: async (invoiceId: string) => (await gqlRequest(InvoiceLinkMutation, { invoiceId })).invoiceLink,
  });
}

/** After money moved: the balance, both histories and the subscription are read again. */
export function useRefreshBilling() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: billingKeys.all }),
      // My Account's balance and the posting form's gate read the same balance.
      client.invalidateQueries({ queryKey: ['credits'] }),
    ]);
}

/** ADD_CREDIT: PAY or 'Purchase on Account', with the confirmation's idempotency key. */
export function usePurchaseJobPosts() {
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: PurchaseInput; idempotencyKey: string }) =>
      (await gqlRequest(PurchaseJobPostsMutation, { input: { ...input, promoCode: input.promoCode ?? null }, idempotencyKey })).purchaseJobPosts,
  });
}

/** After the bank's authentication: reads the charge and settles the purchase. */
export function useConfirmPurchase() {
  return useMutation({
    mutationFn: async (purchaseId: string) => (await gqlRequest(ConfirmPurchaseMutation, { purchaseId })).confirmPurchase,
  });
}

/** 'Apply for Credit Account'. */
export function useRequestCreditAccount() {
  const updateAccount = useUpdateAccountCache();
  return useMutation({
    mutationFn: async (input: CreditAccountRequestInput) => (await gqlRequest(RequestCreditAccountMutation, { input })).requestCreditAccount,
    onSuccess: (request) => updateAccount({ creditAccountRequest: request }),
  });
}

/** The billing address (its country decides UK VAT, so the cart is priced again). */
export function useUpdateBillingAddress() {
  const client = useQueryClient();
  const updateAccount = useUpdateAccountCache();
  return useMutation({
    mutationFn: async (input: BillingAddressInput) => (await gqlRequest(UpdateBillingAddressMutation, { input })).updateBillingAddress,
    onSuccess: (billingAddress) => {
      updateAccount({ billingAddress });
      void client.invalidateQueries({ queryKey: ['billing', 'quote'] });
    },
  });
}

export function useStartSubscription() {
  return useMutation({
    mutationFn: async ({ promoCode, idempotencyKey }: { promoCode: string | null; idempotencyKey: string }) =>
      (await gqlRequest(StartSubscriptionMutation, { promoCode, idempotencyKey })).startSubscription,
  });
}

export function usePaySubscriptionNow() {
  return useMutation({
    mutationFn: async () => (await gqlRequest(PaySubscriptionNowMutation, {})).paySubscriptionNow,
  });
}

/** Cancel at the period's end, or keep it: the answer replaces the cached subscription. */
export function useSubscriptionEnd() {
  const updateAccount = useUpdateAccountCache();
  return useMutation({
    mutationFn: async (action: 'cancel' | 'resume') =>
      action === 'cancel'
        ? (await gqlRequest(CancelSubscriptionMutation, {})).cancelSubscription
        : (await gqlRequest(ResumeSubscriptionMutation, {})).resumeSubscription,
    onSuccess: (subscription) => updateAccount({ subscription }),
  });
}
