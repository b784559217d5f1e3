import type { PromoType } from './promos.js';

/**
 * The price of job posts (spec document 2, Purchase Job Posts; decision 0044): one quote for the cart, the
 * charge, the invoice and its PDF, so the figure shown is the figure charged. Money is integer pence throughout.
 * No zod here: the web's shell may import this file.
 */

/** How many posts one purchase buys (spec: 'Quantity 1 to 10'). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

/**
 * The quantity's messages (spec: "min 1 ('Min 1')"). Above 10 the form's input clamps to 10, with no message; the
 * API, which no clamp protects, answers 'Max 10' (decision 0044).
 */
export const QUANTITY_MSG = { min: 'Min 1', max: `Max ${QUANTITY_MAX}`, whole: 'Enter a whole number of job posts' } as const;

/**
 * The smallest payment taken: Stripe's minimum charge in pounds sterling, which the offline test gateway keeps too.
 * A total of £0.00 needs no payment; one from 1p to 29p cannot be paid (decision 0044).
 */
export const MIN_CHARGE_PENCE = 30;

/** Whether a total is more than nothing but less than the smallest payment. */
export const belowMinimumCharge = (totalPence: number) => totalPence > 0 && totalPence < MIN_CHARGE_PENCE;

/** Printed instead of VAT for a buyer billed outside the UK (decision 0044). */
export const VAT_OUTSIDE_SCOPE_NOTE = 'Outside the scope of UK VAT. Reverse charge: the customer accounts for any VAT due.';

/** A volume discount: `percent` (whole, 0 to 100) off from `minQuantity` posts. */
export interface VolumeTier {
  minQuantity: number;
  percent: number;
}

/** A promo code's effect, as CHECK_PROMO answers it: a whole percent (1 to 100), or FIXED pence off. */
export interface QuotePromo {
  type: PromoType;
  value: number;
}

export interface QuoteInput {
  quantity: number;
  unitPence: number;
  /** None by default; the best tier whose minQuantity the quantity reaches applies. */
  tiers?: readonly VolumeTier[];
  promo?: QuotePromo | null;
  /** Whole percent, 0 to 100 (setting `vat_percentage`). */
  vatPercent: number;
  /** Whether UK VAT is charged: see `chargesUkVat`. */
  vatApplies: boolean;
}

export interface Quote {
  quantity: number;
  unitPence: number;
  /** quantity × unitPence. */
  grossPence: number;
  tierPercent: number;
  tierDiscountPence: number;
  promoDiscountPence: number;
  /** tierDiscountPence + promoDiscountPence (the spec's discountAmount). */
  discountPence: number;
  /** grossPence − discountPence, never below 0: what VAT is charged on. */
  netPence: number;
  /** The percent charged: the input's when VAT applies, else 0. */
  vatPercent: number;
  vatPence: number;
  totalPence: number;
  vatApplies: boolean;
  /** VAT_OUTSIDE_SCOPE_NOTE when VAT does not apply, else null. */
  vatNote: string | null;
}

/** A quote's input that no form or setting should produce: a bug in the caller, not the buyer's mistake. */
export class QuoteInputError extends RangeError {
  constructor(
    readonly field: keyof QuoteInput,
    expected: string,
    value: unknown,
  ) {
    super(`${field}: expected ${expected}, got ${JSON.stringify(value)}`);
    this.name = 'QuoteInputError';
  }
}

/** Largest unit price for which every product below (pence × quantity × percent) is an exact integer. */
const UNIT_PENCE_LIMIT = Math.floor(Number.MAX_SAFE_INTEGER / (QUANTITY_MAX * 100));

const isWhole = (n: unknown, min: number, max: number): n is number => Number.isSafeInteger(n) && (n as number) >= min && (n as number) <= max;

/**
 * `percent` % of `pence`, to the nearest penny, a half penny rounded up: half away from zero, as both are never
 * negative (the same as Math.round(pence × percent / 100), computed on integers so no float decides a penny).
 */
function percentOf(pence: number, percent: number): number {
  const hundredths = pence * percent;
  const rest = hundredths % 100;
  return (hundredths - rest) / 100 + (rest >= 50 ? 1 : 0);
}

function check(input: QuoteInput): void {
  const { quantity, unitPence, tiers = [], promo, vatPercent, vatApplies } = input;
  if (!isWhole(quantity, QUANTITY_MIN, QUANTITY_MAX)) throw new QuoteInputError('quantity', `a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`, quantity);
  if (!isWhole(unitPence, 0, UNIT_PENCE_LIMIT)) throw new QuoteInputError('unitPence', 'whole pence, 0 or more', unitPence);
  for (const tier of tiers) {
    if (!isWhole(tier.minQuantity, 1, Number.MAX_SAFE_INTEGER) || !isWhole(tier.percent, 0, 100)) {
      throw new QuoteInputError('tiers', 'a whole minQuantity of 1 or more and a whole percent from 0 to 100', tier);
    }
  }
  if (promo) {
    const ok = promo.type === 'PERCENTAGE' ? isWhole(promo.value, 1, 100) : promo.type === 'FIXED' && isWhole(promo.value, 1, Number.MAX_SAFE_INTEGER);
    if (!ok) throw new QuoteInputError('promo', 'PERCENTAGE with a whole 1 to 100, or FIXED with whole pence above 0', promo);
  }
  if (!isWhole(vatPercent, 0, 100)) throw new QuoteInputError('vatPercent', 'a whole percent from 0 to 100', vatPercent);
  if (typeof vatApplies !== 'boolean') throw new QuoteInputError('vatApplies', 'true or false', vatApplies);
}

/**
 * The price of `quantity` posts. In order: the best volume tier off quantity × unit price; then the promo off what
 * is left (a percentage of it, or FIXED pence, never below 0); then VAT on the result. Each percentage is rounded
 * to the nearest penny, a half penny up. Throws QuoteInputError for a quantity outside 1 to 10 or any input that
 * is not a whole number in its range.
 */
export function quote(input: QuoteInput): Quote {
  check(input);
  const { quantity, unitPence, tiers = [], promo, vatApplies } = input;
  const grossPence = quantity * unitPence;
  const tierPercent = Math.max(0, ...tiers.filter((t) => t.minQuantity <= quantity).map((t) => t.percent));
  const tierDiscountPence = percentOf(grossPence, tierPercent);
  const afterTier = grossPence - tierDiscountPence;
  const promoDiscountPence = !promo ? 0 : promo.type === 'PERCENTAGE' ? percentOf(afterTier, promo.value) : Math.min(promo.value, afterTier);
  const netPence = afterTier - promoDiscountPence;
  const vatPercent = vatApplies ? input.vatPercent : 0;
  const vatPence = percentOf(netPence, vatPercent);
  return {
    quantity,
    unitPence,
    grossPence,
    tierPercent,
    tierDiscountPence,
    promoDiscountPence,
    discountPence: tierDiscountPence + promoDiscountPence,
    netPence,
    vatPercent,
    vatPence,
    totalPence: netPence + vatPence,
    vatApplies,
    vatNote: vatApplies ? null : VAT_OUTSIDE_SCOPE_NOTE,
  };
}

/** Countries in the UK's VAT area: Great Britain and Northern Ireland (GB), and the Isle of Man (IM). */
const UK_VAT_AREA = new Set(['GB', 'IM']);

/** UK VAT is charged when the billing country is in the UK's VAT area; an empty country is the form's default, GB. */
export function chargesUkVat(billingCountry: string | null | undefined): boolean {
  return UK_VAT_AREA.has(billingCountry?.trim().toUpperCase() || 'GB');
}

/** Pence as pounds: 49500 → '£495.00', 495000 → '£4,950.00', -500 → '-£5.00'. */
export function formatPounds(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`formatPounds: expected whole pence, got ${pence}`);
  const abs = Math.abs(pence);
  const pounds = String((abs - (abs % 100)) / 100).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${pence < 0 ? '-' : ''}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The setting `volume_discount_tiers`: 'quantity:percent' pairs, comma separated, e.g. '3:5, 5:10'
 * (5% off from 3 posts, 10% from 5). Empty is none, the default. null when the text is not such a list: quantities
 * 2 to 10, each once; percentages whole, 1 to 100.
 */
export function parseVolumeTiers(text: string | null | undefined): VolumeTier[] | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return [];
  const tiers: VolumeTier[] = [];
  for (const pair of trimmed.split(',')) {
    const m = /^\s*(\d{1,2})\s*:\s*(\d{1,3})\s*$/.exec(pair);
    if (!m) return null;
    const minQuantity = Number(m[1]);
    const percent = Number(m[2]);
    if (minQuantity < 2 || minQuantity > QUANTITY_MAX || percent < 1 || percent > 100) return null;
    if (tiers.some((t) => t.minQuantity === minQuantity)) return null;
    tiers.push({ minQuantity, percent });
  }
  return tiers.sort((a, b) => a.minQuantity - b.minQuantity);
}
