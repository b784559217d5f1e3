import { formatPounds } from '@mp/domain';

/** The payments' words and colours in the console, and the rules for which action a row offers. */

interface Label {
  label: string;
  color: string;
}

const label = (text: string, color: string): Label => ({ label: text, color });

export const PURCHASE_STATUS: Record<string, Label> = {
  pending: label('Pending', 'gray'),
  requires_action: label('Awaiting authentication', 'yellow'),
  paid: label('Paid', 'green'),
  failed: label('Failed', 'red'),
  refunded: label('Refunded', 'blue'),
};

/** The statuses the purchases list filters by, in the order a payment goes through them. */
export const PURCHASE_STATUS_OPTIONS = Object.entries(PURCHASE_STATUS).map(([value, { label: text }]) => ({ value, label: text }));

export const PURCHASE_KIND: Record<string, string> = {
  card: 'Card',
  account: 'On account',
  subscription: 'Subscription',
  renewal: 'Renewal',
};

export const SUBSCRIPTION_STATUS: Record<string, Label> = {
  incomplete: label('Incomplete', 'gray'),
  active: label('Active', 'green'),
  past_due: label('Past due', 'yellow'),
  cancelled: label('Cancelled', 'red'),
};

export const INVOICE_METHOD: Record<string, string> = { card: 'Card', account: 'On account' };

export const CREDIT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

export const CREDIT_REQUEST_TAB: Record<CreditRequestStatus, string> = { pending: 'Pending', approved: 'Approved', declined: 'Declined' };

/** A known value's label, else the value itself (a status added on the server still shows). */
export function labelOf(map: Record<string, Label>, value: string): Label {
  return map[value] ?? label(value, 'gray');
}

/** '1 job post', '3 job posts'. */
export function jobPosts(quantity: number): string {
  return `${quantity} job post${quantity === 1 ? '' : 's'}`;
}

interface InvoiceState {
  kind: string;
  method: string;
  dueAt: string | null;
  paidAt: string | null;
}

/** An invoice on account not paid yet: the only kind an administrator marks paid (a card invoice is paid when issued). */
export function awaitsPayment(invoice: InvoiceState): boolean {
  return invoice.kind === 'invoice' && invoice.method === 'account' && !invoice.paidAt;
}

/** Awaiting payment after its due date. */
export function isOverdue(invoice: InvoiceState, now: Date = new Date()): boolean {
  if (!awaitsPayment(invoice) || !invoice.dueAt) return false;
  const due = new Date(invoice.dueAt);
  return !Number.isNaN(due.getTime()) && due.getTime() < now.getTime();
}

/** A credit note gives money back: its amount is shown negative, so a column of both reads as a balance. */
export function invoiceAmount(invoice: { kind: string; totalPence: number }): string {
  return formatPounds(invoice.kind === 'credit_note' ? -invoice.totalPence : invoice.totalPence);
}

/** The lines of an application's invoice address, empty parts left out. */
export function addressLines(request: {
  invoice_address_1: string;
  invoice_address_2: string | null;
  invoice_city: string;
  invoice_state: string;
  invoice_zip: string;
  invoice_country: string;
}): string[] {
  return [
    request.invoice_address_1,
    request.invoice_address_2,
    [request.invoice_city, request.invoice_state].filter(Boolean).join(', '),
    [request.invoice_zip, request.invoice_country].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line?.trim()));
}

/** The purchases list's filter and page, kept in the URL so Back returns to the same list. */
export interface PurchaseFilters {
  status: string;
  page: number;
}

export function readPurchaseFilters(params: URLSearchParams): PurchaseFilters {
  const status = params.get('status') ?? '';
  return {
    status: status in PURCHASE_STATUS ? status : '',
    page: pageOf(params),
  };
}

export function writePurchaseFilters(filters: PurchaseFilters): URLSearchParams {
  const entries: [string, string][] = [
    ['status', filters.status],
    ['page', filters.page > 1 ? String(filters.page) : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** ?page=, from 1. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** ?status= of the credit-account tabs, pending by default. */
export function creditRequestStatusOf(params: URLSearchParams): CreditRequestStatus {
  const status = params.get('status');
  return (CREDIT_REQUEST_STATUSES as readonly string[]).includes(status ?? '') ? (status as CreditRequestStatus) : 'pending';
}
