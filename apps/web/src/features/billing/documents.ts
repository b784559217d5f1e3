import { graphql, type ResultOf } from '../../graphql';

/** The payment screens' operations: the team is always the viewer's active membership's. */

const SavedCardFields = graphql(`
  fragment SavedCardFields on SavedCard {
    brand
    last4
    expMonth
    expYear
  }
`);

const BillingAddressFields = graphql(`
  fragment BillingAddressFields on BillingAddress {
    address1
    address2
    city
    state
    zip
    country
  }
`);

const SubscriptionFields = graphql(`
  fragment SubscriptionFields on Subscription {
    id
    status
    pricePence
    includedPosts
    periodEnd
    cancelAtPeriodEnd
    failedAttempts
    nextAttemptAt
  }
`);

const NextActionFields = graphql(`
  fragment NextActionFields on NextAction {
    gateway
    ref
    clientSecret
  }
`);

/** Everything the four screens read about the team's billing, in one query (cached under one key). */
export const BillingAccountQuery = graphql(
  `
    query BillingAccount {
      billingAccount {
        teamId
        balance
        canBeCharged
        gateway
        publishableKey
        card {
          ...SavedCardFields
        }
        billingAddress {
          ...BillingAddressFields
        }
        creditAccountActive
        creditAccountRequest {
          id
          status
          createdAt
        }
        subscription {
          ...SubscriptionFields
        }
        hasSubscriptionHistory
        jobPostPricePence
        subscriptionPricePence
        subscriptionIncludedPosts
        invoiceDueDays
      }
      commission: setting(key: "commission_percentage") {
        value
      }
      renewalDay: setting(key: "subscription_renewal_day") {
        value
      }
    }
  `,
  [SavedCardFields, BillingAddressFields, SubscriptionFields],
);
export type BillingAccountResult = ResultOf<typeof BillingAccountQuery>;
export type BillingAccount = BillingAccountResult['billingAccount'];
export type SavedCard = NonNullable<BillingAccount['card']>;
export type BillingAddress = BillingAccount['billingAddress'];
export type Subscription = NonNullable<BillingAccount['subscription']>;
export type NextAction = ResultOf<typeof NextActionFields>;

/** CALCULATE_PRICE(qty, promo): the cart. */
export const PriceQuoteQuery = graphql(`
  query PriceQuote($quantity: Int!, $promoCode: String) {
    priceQuote(quantity: $quantity, promoCode: $promoCode) {
      quantity
      unitPence
      grossPence
      tierPercent
      tierDiscountPence
      promoDiscountPence
      discountPence
      netPence
      vatPercent
      vatPence
      totalPence
      vatApplies
      vatNote
    }
  }
`);
export type PriceQuote = ResultOf<typeof PriceQuoteQuery>['priceQuote'];

/** CHECK_PROMO(code): null for an unknown code. */
export const CheckPromoQuery = graphql(`
  query CheckPromo($code: String!) {
    checkPromo(code: $code) {
      type
      value
    }
  }
`);
export type PromoDiscount = NonNullable<ResultOf<typeof CheckPromoQuery>['checkPromo']>;

/** The balance grid of Purchase Job Posts: IN and OUT, latest first. */
export const CreditHistoryQuery = graphql(`
  query CreditHistory($first: Int!, $page: Int!) {
    creditHistory(first: $first, page: $page) {
      data {
        id
        direction
        quantity
        balanceAfter
        reason
        createdAt
      }
      paginatorInfo {
        currentPage
        hasMorePages
        total
      }
    }
  }
`);
export type CreditHistoryRow = ResultOf<typeof CreditHistoryQuery>['creditHistory']['data'][number];

/** Billing history: the IN rows with their cost and invoice. */
export const BillingHistoryQuery = graphql(`
  query BillingHistory($first: Int!, $page: Int!) {
    billingHistory(first: $first, page: $page) {
      data {
        id
        quantity
        totalPence
        createdAt
        invoiceId
        invoiceTestMode
        kind
      }
      paginatorInfo {
        currentPage
        hasMorePages
        total
      }
    }
  }
`);
export type BillingHistoryItem = ResultOf<typeof BillingHistoryQuery>['billingHistory']['data'][number];

export const InvoiceLinkMutation = graphql(`
  mutation InvoiceLink($invoiceId: ID!) {
    invoiceLink(invoiceId: $invoiceId)
  }
`);

export const PrepareCardMutation = graphql(`
  mutation PrepareCard {
    prepareCard {
      gateway
      setupRef
      clientSecret
      publishableKey
    }
  }
`);

export const SaveCardMutation = graphql(
  `
    mutation SaveCard($setupRef: String!) {
      saveCard(setupRef: $setupRef) {
        ...SavedCardFields
      }
    }
  `,
  [SavedCardFields],
);

export const UpdateBillingAddressMutation = graphql(
  `
    mutation UpdateBillingAddress($input: BillingAddressInput!) {
      updateBillingAddress(input: $input) {
        ...BillingAddressFields
      }
    }
  `,
  [BillingAddressFields],
);

const PurchaseResultFields = graphql(
  `
    fragment PurchaseResultFields on PurchaseResult {
      purchase {
        id
        status
        quantity
        totalPence
        failureMessage
      }
      balance
      nextAction {
        ...NextActionFields
      }
    }
  `,
  [NextActionFields],
);
export type PurchaseResult = ResultOf<typeof PurchaseResultFields>;

/** ADD_CREDIT: PAY (the saved card) or 'Purchase on Account'. */
export const PurchaseJobPostsMutation = graphql(
  `
    mutation PurchaseJobPosts($input: PurchaseInput!, $idempotencyKey: String!) {
      purchaseJobPosts(input: $input, idempotencyKey: $idempotencyKey) {
        ...PurchaseResultFields
      }
    }
  `,
  [PurchaseResultFields],
);

export const ConfirmPurchaseMutation = graphql(
  `
    mutation ConfirmPurchase($purchaseId: ID!) {
      confirmPurchase(purchaseId: $purchaseId) {
        ...PurchaseResultFields
      }
    }
  `,
  [PurchaseResultFields],
);

export const RequestCreditAccountMutation = graphql(`
  mutation RequestCreditAccount($input: CreditAccountRequestInput!) {
    requestCreditAccount(input: $input) {
      id
      status
      createdAt
    }
  }
`);

const SubscriptionResultFields = graphql(
  `
    fragment SubscriptionResultFields on SubscriptionResult {
      subscription {
        ...SubscriptionFields
      }
      purchase {
        id
        status
        failureMessage
      }
      balance
      nextAction {
        ...NextActionFields
      }
    }
  `,
  [SubscriptionFields, NextActionFields],
);
export type SubscriptionResult = ResultOf<typeof SubscriptionResultFields>;

export const StartSubscriptionMutation = graphql(
  `
    mutation StartSubscription($promoCode: String, $idempotencyKey: String!) {
      startSubscription(promoCode: $promoCode, idempotencyKey: $idempotencyKey) {
        ...SubscriptionResultFields
      }
    }
  `,
  [SubscriptionResultFields],
);

export const PaySubscriptionNowMutation = graphql(
  `
    mutation PaySubscriptionNow {
      paySubscriptionNow {
        ...SubscriptionResultFields
      }
    }
  `,
  [SubscriptionResultFields],
);

export const CancelSubscriptionMutation = graphql(
  `
    mutation CancelSubscription {
      cancelSubscription {
        ...SubscriptionFields
      }
    }
  `,
  [SubscriptionFields],
);

export const ResumeSubscriptionMutation = graphql(
  `
    mutation ResumeSubscription {
      resumeSubscription {
        ...SubscriptionFields
      }
    }
  `,
  [SubscriptionFields],
);
