import { parseVolumeTiers, QUANTITY_MAX, QUANTITY_MIN } from './pricing.js';

/**
 * What the pricing page says of volume discounts, built from the setting the quote reads (`volume_discount_tiers`,
 * decision 0044), so the page promises what the basket charges: one source.
 */

/** A run of quantities that the quote gives the same volume discount. */
export interface DiscountBand {
  from: number;
  to: number;
  percent: number;
}

/**
 * The discount each quantity gets, as the quote computes it (the best tier reached), in bands: '3:5, 5:10' is
 * 5% for 3 to 4 posts and 10% for 5 to 10. A tier that does not beat a smaller quantity's is never what the quote
 * applies, so it is left out. Empty for no tiers, or a setting the quote ignores as malformed.
 */
export function volumeDiscountBands(setting: string | null | undefined): DiscountBand[] {
  const bands: DiscountBand[] = [];
  for (const tier of parseVolumeTiers(setting) ?? []) {
    if (tier.percent <= (bands.at(-1)?.percent ?? 0)) continue;
    if (bands.length) bands.at(-1)!.to = tier.minQuantity - 1;
    bands.push({ from: Math.max(tier.minQuantity, QUANTITY_MIN), to: QUANTITY_MAX, percent: tier.percent });
  }
  return bands;
}

/** 'Volume discounts: 10% off 5 to 9 job posts, 20% off 10 job posts in one purchase', or null when there are none. */
export function volumeDiscountLine(setting: string | null | undefined): string | null {
  const bands = volumeDiscountBands(setting);
  if (!bands.length) return null;
  const parts = bands.map((b) => `${b.percent}% off ${b.from === b.to ? b.from : `${b.from} to ${b.to}`} job posts`);
  return `Volume discounts: ${parts.join(', ')} in one purchase`;
}
