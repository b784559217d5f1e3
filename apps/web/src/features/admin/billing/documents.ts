import { graphql, type ResultOf } from '../../../graphql';

/** The console's payments: administrators only. */

export const AdminPurchasesQuery = graphql(`
  query AdminPurchases($first: Int, $page: Int, $status: String) {
    adminPurchases(first: $first, page: $page, status: $status) {
      data {
        id
        teamId
        teamName
        kind
        status
        quantity
        totalPence
        gateway
        failureMessage
        invoiceId
        invoiceNumber
        createdAt
        settledAt
        refundable
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export const RefundPurchaseMutation = graphql(`
  mutation RefundPurchase($purchaseId: ID!, $reason: String!) {
    refundPurchase(purchaseId: $purchaseId, reason: $reason) {
      id
      status
    }
  }
`);

export const AdminInvoicesQuery = graphql(`
  query AdminInvoices($first: Int, $page: Int) {
    adminInvoices(first: $first, page: $page) {
      data {
        id
        number
        kind
        teamId
        teamName
        method
        totalPence
        issuedAt
        dueAt
        paidAt
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export const MarkInvoicePaidMutation = graphql(`
  mutation MarkInvoicePaid($invoiceId: ID!) {
    markInvoicePaid(invoiceId: $invoiceId) {
      id
      number
      paidAt
    }
  }
`);

export const AdminInvoiceLinkMutation = graphql(`
  mutation AdminInvoiceLink($invoiceId: ID!) {
    adminInvoiceLink(invoiceId: $invoiceId)
  }
`);

export const AdminSubscriptionsQuery = graphql(`
  query AdminSubscriptions($first: Int, $page: Int) {
    adminSubscriptions(first: $first, page: $page) {
      data {
        id
        teamId
        teamName
        status
        pricePence
        periodEnd
        cancelAtPeriodEnd
        failedAttempts
        createdAt
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export const CreditAccountRequestFields = graphql(`
  fragment CreditAccountRequestFields on CreditAccountRequest {
    id
    status
    createdAt
    decidedAt
    teamId
    teamName
    invoice_company
    invoice_address_1
    invoice_address_2
    invoice_city
    invoice_state
    invoice_country
    invoice_zip
    invoice_phone
    invoice_email
  }
`);

export const CreditAccountRequestsQuery = graphql(
  `
    query CreditAccountRequests($status: String) {
      creditAccountRequests(status: $status) {
        ...CreditAccountRequestFields
      }
    }
  `,
  [CreditAccountRequestFields],
);

export const DecideCreditAccountMutation = graphql(`
  mutation DecideCreditAccount($requestId: ID!, $approve: Boolean!) {
    decideCreditAccount(requestId: $requestId, approve: $approve) {
      id
      status
    }
  }
`);

export type AdminPurchase = ResultOf<typeof AdminPurchasesQuery>['adminPurchases']['data'][number];
export type AdminInvoice = ResultOf<typeof AdminInvoicesQuery>['adminInvoices']['data'][number];
export type AdminSubscription = ResultOf<typeof AdminSubscriptionsQuery>['adminSubscriptions']['data'][number];
export type CreditAccountRequest = ResultOf<typeof CreditAccountRequestFields>;
