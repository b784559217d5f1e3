// The purchase form's rules (decision 0044), apart from pricing.ts so that a page needing only the quote does not
// load zod with it (decision 0021).
import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN, QUANTITY_MSG } from './pricing.js';
import { PROMO_MSG } from './promos.js';

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
