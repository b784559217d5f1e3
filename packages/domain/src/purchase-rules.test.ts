import { describe, expect, it } from 'vitest';
import { fieldErrors } from './rules.js';
import { quote, QUANTITY_MSG } from './pricing.js';
import { PROMO_MSG } from './promos.js';
import { belowMinimumRefusal, BILLING_MSG, billingAddressSchema, creditAccountRequestSchema, priceQuoteSchema, purchaseInputSchema } from './purchase-rules.js';

const errorsOf = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrors(r.error as never));

describe('the price quote input', () => {
  it('takes 1 to 10 posts and a trimmed code; a blank code is none', () => {
    expect(priceQuoteSchema.parse({ quantity: 3, promoCode: ' save10 ' })).toEqual({ quantity: 3, promoCode: 'save10' });
    expect(priceQuoteSchema.parse({ quantity: 10, promoCode: '  ' })).toEqual({ quantity: 10, promoCode: null });
    expect(priceQuoteSchema.parse({ quantity: 1 })).toEqual({ quantity: 1, promoCode: null });
  });

  it("says 'Min 1' below 1, 'Max 10' above 10, and asks for a whole number", () => {
    expect(errorsOf(priceQuoteSchema.safeParse({ quantity: 0 }))).toEqual({ quantity: QUANTITY_MSG.min });
    expect(errorsOf(priceQuoteSchema.safeParse({ quantity: -3 }))).toEqual({ quantity: QUANTITY_MSG.min });
    expect(errorsOf(priceQuoteSchema.safeParse({ quantity: 11 }))).toEqual({ quantity: 'Max 10' });
    for (const quantity of [2.5, Number.NaN, '3', null]) {
      expect(errorsOf(priceQuoteSchema.safeParse({ quantity })), String(quantity)).toEqual({ quantity: QUANTITY_MSG.whole });
    }
  });

  it("takes a text too long to be a code as an unknown code", () => {
    expect(errorsOf(priceQuoteSchema.safeParse({ quantity: 1, promoCode: 'X'.repeat(65) }))).toEqual({ promoCode: PROMO_MSG.unknown });
  });
});

describe('the smallest payment', () => {
  const POST = { quantity: 1, unitPence: 49500, vatPercent: 20, vatApplies: true };
  const fixed = (value: number) => quote({ ...POST, promo: { type: 'FIXED', value } });

  it('refuses a total from 1p to 29p on the promo code a person would remove, and takes £0.00 and £0.30', () => {
    // £495 less £494.80 is 20p, plus 4p VAT: 24p.
    expect(fixed(49480).totalPence).toBe(24);
    expect(belowMinimumRefusal(fixed(49480), 'posts')).toEqual({ field: 'promoCode', message: BILLING_MSG.promoBelowMinimum });
    expect(belowMinimumRefusal(fixed(49480), 'month')).toEqual({ field: 'promoCode', message: BILLING_MSG.promoBelowMinimumMonth });
    expect(belowMinimumRefusal({ totalPence: 1, promoDiscountPence: 10 }, 'posts')?.field).toBe('promoCode');
    expect(belowMinimumRefusal(fixed(49500), 'posts')).toBeNull();
    expect(belowMinimumRefusal(fixed(49475), 'posts')).toBeNull();
    expect(fixed(49475).totalPence).toBe(30);
  });

  it('refuses a tiny price without a promo on the quantity, or on no field for the monthly price', () => {
    expect(belowMinimumRefusal(quote({ ...POST, unitPence: 20 }), 'posts')).toEqual({ field: 'quantity', message: BILLING_MSG.belowMinimum });
    expect(belowMinimumRefusal(quote({ ...POST, unitPence: 20 }), 'month')).toEqual({ field: null, message: BILLING_MSG.priceBelowMinimum });
    expect(belowMinimumRefusal(quote({ ...POST, unitPence: 20, quantity: 2 }), 'posts')).toBeNull();
  });
});

describe('the payment forms', () => {
  const request = {
    invoice_company: 'Acme Ltd', invoice_address_1: '1 High St', invoice_city: 'Leeds', invoice_state: 'West Yorkshire',
    invoice_country: 'gb', invoice_zip: 'LS1 1AA', invoice_phone: '(0113) 496 0000', invoice_email: 'Accounts@Acme.test',
  };

  it('takes a complete credit-account request, address 2 optional', () => {
    const parsed = creditAccountRequestSchema.parse(request);
    expect(parsed).toMatchObject({ invoice_country: 'GB', invoice_email: 'accounts@acme.test', invoice_address_2: null });
  });

  it("says 'This field is required' for a missing field, and the spec's phone and email messages", () => {
    const issues = creditAccountRequestSchema.safeParse({ ...request, invoice_city: ' ', invoice_phone: '12ab', invoice_email: 'acme' }).error!.issues;
    const byField = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({ invoice_city: 'This field is required', invoice_phone: 'Please enter a valid phone number', invoice_email: 'Please enter a valid email' });
  });

  it('requires the billing address but line 2', () => {
    expect(billingAddressSchema.safeParse({ address1: '1 High St', city: 'Leeds', state: 'W Yorks', zip: 'LS1', country: 'GB' }).success).toBe(true);
    const issues = billingAddressSchema.safeParse({ address1: '', city: 'Leeds', state: '', zip: 'LS1', country: 'GB' }).error!.issues;
    expect(issues.map((i) => i.path[0])).toEqual(['address1', 'state']);
  });

  it('takes a purchase path of card or account only', () => {
    expect(purchaseInputSchema.parse({ quantity: 3, method: 'account' })).toMatchObject({ quantity: 3, method: 'account', promoCode: null });
    expect(purchaseInputSchema.safeParse({ quantity: 3, method: 'xero' }).success).toBe(false);
    expect(purchaseInputSchema.safeParse({ quantity: 11, method: 'card' }).error!.issues[0]!.message).toBe('Max 10');
  });
});
