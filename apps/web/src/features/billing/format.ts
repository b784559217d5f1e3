import { formatDate, formatPounds, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_MSG } from '@mp/domain';

/** What the payment screens show, as pure functions of what the API answers (tested in format.test.ts). */

/**
 * The quantity as typed (Mantine's NumberInput gives a number, or '' when empty): a whole number, clamped to 10
 * above 10 (spec: "the input clamps values above 10 to 10"); below 1 it is kept, so the form can say 'Min 1'.
 */
export function clampQuantity(value: number | string): number | '' {
  if (value === '' || value === null || value === undefined) return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  return Math.min(Math.trunc(n), QUANTITY_MAX);
}

/** 'Min 1' for a quantity that is empty or below 1, else null (above 10 cannot happen: the input clamps). */
export function quantityError(value: number | ''): string | null {
  return value === '' || value < QUANTITY_MIN ? QUANTITY_MSG.min : null;
}

/** A price in running text: whole pounds without pence ('£495', '£195'), otherwise to the penny ('£12.50'). */
export function poundsText(pence: number): string {
  const text = formatPounds(pence);
  return pence % 100 === 0 ? text.slice(0, -3) : text;
}

/** 'Job Post' or 'Job Posts', for a count. */
export const jobPosts = (n: number) => `${n} Job Post${n === 1 ? '' : 's'}`;

/** The card as the screens show it: never more than the last four digits. */
export const CARD_MASK = '•••• •••• ••••';
export const maskedCard = (last4: string) => `${CARD_MASK} ${last4}`;

/** The expiry as MM/YYYY (spec: "expiry as MM/YYYY"). */
export const cardExpiry = (card: { expMonth: number; expYear: number }) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** 'Visa', 'Mastercard'… from the gateway's brand ('visa', 'mastercard', 'amex'). */
export function cardBrand(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay' };
  return known[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
}

/** What a billing-history row came from (BillingHistoryItem.kind). */
const KIND_LABEL: Record<string, string> = {
  card: 'Paid by card',
  account: 'On account',
  subscription: 'Subscription',
  renewal: 'Subscription renewal',
  grant: 'Added by Onbrief',
};

export interface HistoryRowView {
  id: string;
  /** 'n Job Post(s)' (spec: the quantity as Job Post(s)). */
  item: string;
  /** The total is 0 (a grant, the subscription's included posts, a 100% promo): marked 'Free'. */
  free: boolean;
  /** DD/MM/YYYY. */
  date: string;
  /** Pounds to 2 decimals, only when the total is above 0. */
  amount: string | null;
  /** 'Download PDF' only when the total is above 0 and there is an invoice. */
  invoiceId: string | null;
  /** That invoice came from the offline test gateway: marked 'Test mode', as it is not a VAT invoice. */
  testMode: boolean;
  source: string;
}

/** One billing-history row as the table shows it. */
export function historyRowView(row: {
  id: string;
  quantity: number;
  totalPence: number;
  createdAt: string;
  invoiceId?: string | null;
  invoiceTestMode?: boolean;
  kind: string;
}): HistoryRowView {
  const charged = row.totalPence > 0;
  const invoiceId = charged ? (row.invoiceId ?? null) : null;
  return {
    id: row.id,
    item: `${row.quantity} Job Post(s)`,
    free: !charged,
    date: formatDate(row.createdAt),
    amount: charged ? formatPounds(row.totalPence) : null,
    invoiceId,
    testMode: invoiceId !== null && row.invoiceTestMode === true,
    source: KIND_LABEL[row.kind] ?? '',
  };
}

export interface LedgerRowView {
  id: string;
  direction: 'IN' | 'OUT';
  /** '+3' or '−1'. */
  change: string;
  balanceAfter: number;
  date: string;
  reason: string;
}

/** One row of the balance grid (IN and OUT, with the balance after). */
export function ledgerRowView(row: { id: string; direction: string; quantity: number; balanceAfter: number; createdAt: string; reason: string }): LedgerRowView {
  const direction = row.direction === 'OUT' ? 'OUT' : 'IN';
  return {
    id: row.id,
    direction,
    change: `${direction === 'IN' ? '+' : '−'}${Math.abs(row.quantity)}`,
    balanceAfter: row.balanceAfter,
    date: formatDate(row.createdAt),
    reason: row.reason,
  };
}

/** The promo as the cart's discount line says it: '10% off' or '£50.00 off'. */
export function promoLabel(promo: { type: string; value: number }): string {
  return promo.type === 'PERCENTAGE' ? `${promo.value}% off` : `${formatPounds(promo.value)} off`;
}

/** 1 → '1st', 4 → '4th', 22 → '22nd': the renewal day in a sentence. */
export function ordinalDay(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
