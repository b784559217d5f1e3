import { describe, expect, it } from 'vitest';
import { fieldErrors } from './rules.js';
import { QUANTITY_MSG } from './pricing.js';
import { PROMO_MSG } from './promos.js';
import { priceQuoteSchema } from './purchase-rules.js';

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
