// The purchase form's rules (decision 0044), apart from pricing.ts so that a page needing only the quote does not
// load zod with it (decision 0056).
import { z } from './zod.js';
import { belowMinimumCharge, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_MSG, type Quote } from './pricing.js';
import { PROMO_MSG } from './promos.js';
import { MSG } from './messages.js';
import { countryRule, PHONE_RE } from './rules.js';

/** How many job posts: a whole number from 1 to 10 ('Min 1', 'Max 10'). */
export const quantityRule = z
  .number({ error: QUANTITY_MSG.whole })
  .int(QUANTITY_MSG.whole)
  .min(QUANTITY_MIN, QUANTITY_MSG.min)
  .max(QUANTITY_MAX, QUANTITY_MSG.max);

/**
 * CALCULATE_PRICE(qty, promo)'s input: the quantity, and a promo code when one is typed. A blank code is no code;
 * a code is compared case-insensitively, so it is not reshaped here (CHECK_PROMO reads it as typed, trimmed).
 */
export const priceQuoteSchema = z.object({
  quantity: quantityRule,
  promoCode: z
    .string()
    .trim()
    // No code is longer than 32 characters: a longer text is not one.
    .max(64, PROMO_MSG.unknown)
    .nullish()
    .transform((code) => code || null),
});
export type PriceQuoteInput = z.input<typeof priceQuoteSchema>;

/** The texts of the payment screens (inventory C-T*), written once. */
export const BILLING_MSG = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  submitted: 'Your data has been submitted!',
  creditsAdded: 'Credits added!',
  paymentInfoUpdated: 'Payment info updated!',
  subscribed: 'Thank you for your subscription!',
  purchaseFailed: 'Something went wrong',
  notActive: 'Your account is awaiting approval. You can buy job posts once it is approved.',
  noCard: 'Add a card before paying (Add Payment Info).',
  noCreditAccount: 'Purchase on Account needs an approved credit account.',
  requestPending: 'Your credit account application is already awaiting review.',
  alreadyActive: 'Your credit account is already active.',
  promoUsed: 'Your team has already used this promo code.',
  subscriptionLive: 'Your team already has a subscription.',
  noSubscription: 'Your team has no subscription.',
  supplierMissing: "Payments are not open yet: the supplier's name, address and VAT number are not set.",
  promoBelowMinimum: 'This promo code brings the total below £0.30, the smallest payment we can take. Remove the code or buy more posts.',
  promoBelowMinimumMonth: 'This promo code brings the first month below £0.30, the smallest payment we can take. Remove the code to subscribe.',
  belowMinimum: 'The total is below £0.30, the smallest payment we can take. Buy more posts.',
  priceBelowMinimum: "The subscription's monthly price is below £0.30, the smallest payment we can take.",
  subscriptionConfirming: "Your subscription's first payment is still being confirmed. Please try again in a few minutes.",
} as const;

/**
 * Why a quote cannot be paid, on the field the buyer would change (null: none they can), or null. A total from 1p to
 * 29p is below the smallest payment (£0.30); £0.00 is paid without a charge. `what`: job posts (more posts would
 * help) or the subscription's first month (only the code can change).
 */
export function belowMinimumRefusal(
  q: Pick<Quote, 'totalPence' | 'promoDiscountPence'>,
  what: 'posts' | 'month',
): { field: 'promoCode' | 'quantity' | null; message: string } | null {
  if (!belowMinimumCharge(q.totalPence)) return null;
  if (q.promoDiscountPence > 0) return { field: 'promoCode', message: what === 'posts' ? BILLING_MSG.promoBelowMinimum : BILLING_MSG.promoBelowMinimumMonth };
  return what === 'posts' ? { field: 'quantity', message: BILLING_MSG.belowMinimum } : { field: null, message: BILLING_MSG.priceBelowMinimum };
}

const requiredText = (max = 255) => z.string({ error: BILLING_MSG.required }).trim().min(1, BILLING_MSG.required).max(max);

/** PAY or 'Purchase on Account' (ADD_CREDIT): the path is the buyer's choice, the team and price the server's. */
export const purchaseInputSchema = priceQuoteSchema.extend({
  method: z.enum(['card', 'account'], { error: BILLING_MSG.required }),
});
export type PurchaseInput = z.input<typeof purchaseInputSchema>;

/** The card's billing address (C-F5): line 1, city, county, postcode and country required; line 2 optional. */
export const billingAddressSchema = z.object({
  address1: requiredText(),
  address2: z.string().trim().max(255).nullish().transform((v) => v || null),
  city: requiredText(),
  state: requiredText(),
  zip: requiredText(32),
  country: countryRule,
});
export type BillingAddressInput = z.input<typeof billingAddressSchema>;

/** 'Apply for Credit Account' (C-F3): every field required but address 2; the spec's phone and email patterns. */
export const creditAccountRequestSchema = z.object({
  invoice_company: requiredText(),
  invoice_address_1: requiredText(),
  invoice_address_2: z.string().trim().max(255).nullish().transform((v) => v || null),
  invoice_city: requiredText(),
  invoice_state: requiredText(),
  invoice_country: countryRule,
  invoice_zip: requiredText(32),
  invoice_phone: z
    .string({ error: BILLING_MSG.required })
    .trim()
    .min(1, BILLING_MSG.required)
    .max(30, MSG.phone)
    .refine((v) => PHONE_RE.test(v), MSG.phone),
  invoice_email: z
    .string({ error: BILLING_MSG.required })
    .trim()
    .min(1, BILLING_MSG.required)
    .max(254, BILLING_MSG.email)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, BILLING_MSG.email)
    .transform((v) => v.toLowerCase()),
});
export type CreditAccountRequestInput = z.input<typeof creditAccountRequestSchema>;
