import { describe, expect, it } from 'vitest';
import {
  chargesUkVat,
  parseVolumeTiers,
  formatPounds,
  quote,
  QuoteInputError,
  VAT_OUTSIDE_SCOPE_NOTE,
  type QuoteInput,
  type QuotePromo,
} from './pricing.js';

const POST = 49500;
const GB = { unitPence: POST, vatPercent: 20, vatApplies: true } as const;
const TEN_PERCENT: QuotePromo = { type: 'PERCENTAGE', value: 10 };
const FIFTY_POUNDS: QuotePromo = { type: 'FIXED', value: 5000 };
const PROMOS = { none: null, '10%': TEN_PERCENT, '£50': FIFTY_POUNDS } as const;

/** £495 a post, 20% VAT, worked out by hand: [quantity, promo, gross, promo discount, net, VAT, total]. */
const TABLE: [number, keyof typeof PROMOS, number, number, number, number, number][] = [
  [1, 'none', 49500, 0, 49500, 9900, 59400],
  [1, '10%', 49500, 4950, 44550, 8910, 53460],
  [1, '£50', 49500, 5000, 44500, 8900, 53400],
  [2, 'none', 99000, 0, 99000, 19800, 118800],
  [2, '10%', 99000, 9900, 89100, 17820, 106920],
  [2, '£50', 99000, 5000, 94000, 18800, 112800],
  [3, 'none', 148500, 0, 148500, 29700, 178200],
  [3, '10%', 148500, 14850, 133650, 26730, 160380],
  [3, '£50', 148500, 5000, 143500, 28700, 172200],
  [4, 'none', 198000, 0, 198000, 39600, 237600],
  [4, '10%', 198000, 19800, 178200, 35640, 213840],
  [4, '£50', 198000, 5000, 193000, 38600, 231600],
  [5, 'none', 247500, 0, 247500, 49500, 297000],
  [5, '10%', 247500, 24750, 222750, 44550, 267300],
  [5, '£50', 247500, 5000, 242500, 48500, 291000],
  [6, 'none', 297000, 0, 297000, 59400, 356400],
  [6, '10%', 297000, 29700, 267300, 53460, 320760],
  [6, '£50', 297000, 5000, 292000, 58400, 350400],
  [7, 'none', 346500, 0, 346500, 69300, 415800],
  [7, '10%', 346500, 34650, 311850, 62370, 374220],
  [7, '£50', 346500, 5000, 341500, 68300, 409800],
  [8, 'none', 396000, 0, 396000, 79200, 475200],
  [8, '10%', 396000, 39600, 356400, 71280, 427680],
  [8, '£50', 396000, 5000, 391000, 78200, 469200],
  [9, 'none', 445500, 0, 445500, 89100, 534600],
  [9, '10%', 445500, 44550, 400950, 80190, 481140],
  [9, '£50', 445500, 5000, 440500, 88100, 528600],
  [10, 'none', 495000, 0, 495000, 99000, 594000],
  [10, '10%', 495000, 49500, 445500, 89100, 534600],
  [10, '£50', 495000, 5000, 490000, 98000, 588000],
];

/** The figures that matter, for the cases below. */
const figures = (input: QuoteInput) => {
  const q = quote(input);
  return { gross: q.grossPence, tier: q.tierDiscountPence, promo: q.promoDiscountPence, net: q.netPence, vat: q.vatPence, total: q.totalPence };
};

describe('quote', () => {
  it.each(TABLE)('%i post(s), promo %s: gross %i, promo -%i, net %i, VAT %i, total %i', (quantity, promo, gross, off, net, vat, total) => {
    expect(quote({ ...GB, quantity, promo: PROMOS[promo] })).toEqual({
      quantity,
      unitPence: 49500,
      grossPence: gross,
      tierPercent: 0,
      tierDiscountPence: 0,
      promoDiscountPence: off,
      discountPence: off,
      netPence: net,
      vatPercent: 20,
      vatPence: vat,
      totalPence: total,
      vatApplies: true,
      vatNote: null,
    });
  });

  it("shows one post as £495.00 + £99.00 VAT = £594.00, not the spec's '£554 with VAT £59'", () => {
    const q = quote({ ...GB, quantity: 1 });
    expect([formatPounds(q.netPence), formatPounds(q.vatPence), formatPounds(q.totalPence)]).toEqual(['£495.00', '£99.00', '£594.00']);
  });

  describe('volume tiers', () => {
    const TEN_FROM_FIVE = [{ minQuantity: 5, percent: 10 }];

    it('gives none by default', () => {
      expect(quote({ ...GB, quantity: 10 })).toMatchObject({ tierPercent: 0, tierDiscountPence: 0, netPence: 495000 });
      expect(quote({ ...GB, quantity: 10, tiers: [] })).toMatchObject({ tierPercent: 0, tierDiscountPence: 0, netPence: 495000 });
    });

    it('applies a 10% tier from 5 posts, not below', () => {
      expect(figures({ ...GB, quantity: 4, tiers: TEN_FROM_FIVE })).toEqual({ gross: 198000, tier: 0, promo: 0, net: 198000, vat: 39600, total: 237600 });
      expect(quote({ ...GB, quantity: 5, tiers: TEN_FROM_FIVE })).toMatchObject({ tierPercent: 10 });
      expect(figures({ ...GB, quantity: 5, tiers: TEN_FROM_FIVE })).toEqual({ gross: 247500, tier: 24750, promo: 0, net: 222750, vat: 44550, total: 267300 });
      expect(figures({ ...GB, quantity: 10, tiers: TEN_FROM_FIVE })).toEqual({ gross: 495000, tier: 49500, promo: 0, net: 445500, vat: 89100, total: 534600 });
    });

    it('takes the best tier reached, in whatever order the tiers come', () => {
      const tiers = [{ minQuantity: 8, percent: 15 }, { minQuantity: 2, percent: 5 }, { minQuantity: 5, percent: 10 }];
      expect(quote({ ...GB, quantity: 1, tiers }).tierPercent).toBe(0);
      expect(quote({ ...GB, quantity: 6, tiers }).tierPercent).toBe(10);
      expect(figures({ ...GB, quantity: 9, tiers })).toEqual({ gross: 445500, tier: 66825, promo: 0, net: 378675, vat: 75735, total: 454410 });
    });

    it('takes the promo off what the tier leaves', () => {
      expect(figures({ ...GB, quantity: 5, tiers: TEN_FROM_FIVE, promo: TEN_PERCENT })).toEqual({
        gross: 247500, tier: 24750, promo: 22275, net: 200475, vat: 40095, total: 240570,
      });
      expect(quote({ ...GB, quantity: 5, tiers: TEN_FROM_FIVE, promo: FIFTY_POUNDS })).toMatchObject({
        tierDiscountPence: 24750, promoDiscountPence: 5000, discountPence: 29750, netPence: 217750, vatPence: 43550, totalPence: 261300,
      });
    });
  });

  describe('promos that take everything', () => {
    it('floors the subtotal at 0 when a FIXED promo is larger, with VAT 0', () => {
      expect(figures({ ...GB, quantity: 1, promo: { type: 'FIXED', value: 60000 } })).toEqual({ gross: 49500, tier: 0, promo: 49500, net: 0, vat: 0, total: 0 });
      expect(figures({ ...GB, quantity: 1, promo: { type: 'FIXED', value: 49500 } })).toEqual({ gross: 49500, tier: 0, promo: 49500, net: 0, vat: 0, total: 0 });
    });

    it('gives 0 for a 100% promo', () => {
      expect(figures({ ...GB, quantity: 3, promo: { type: 'PERCENTAGE', value: 100 } })).toEqual({ gross: 148500, tier: 0, promo: 148500, net: 0, vat: 0, total: 0 });
    });
  });

  describe('VAT', () => {
    it('charges none to a buyer billed outside GB, and says why', () => {
      expect(quote({ ...GB, vatApplies: false, quantity: 2, promo: TEN_PERCENT })).toMatchObject({
        netPence: 89100, vatPercent: 0, vatPence: 0, totalPence: 89100, vatApplies: false, vatNote: VAT_OUTSIDE_SCOPE_NOTE,
      });
      expect(VAT_OUTSIDE_SCOPE_NOTE).toBe('Outside the scope of UK VAT. Reverse charge: the customer accounts for any VAT due.');
    });

    it('applies to a GB billing country, or none given (the form defaults to GB)', () => {
      for (const country of ['GB', 'gb', ' GB ', 'IM', '', null, undefined]) expect(chargesUkVat(country), String(country)).toBe(true);
      for (const country of ['FR', 'IE', 'US', 'JE', 'GG']) expect(chargesUkVat(country), country).toBe(false);
    });

    it('rounds a half penny up (half away from zero), and less than half down', () => {
      // 5% of 49510 is 2475.5; 5% of 49509 is 2475.45.
      expect(figures({ quantity: 1, unitPence: 49510, vatPercent: 5, vatApplies: true })).toMatchObject({ net: 49510, vat: 2476, total: 51986 });
      expect(figures({ quantity: 1, unitPence: 49509, vatPercent: 5, vatApplies: true })).toMatchObject({ net: 49509, vat: 2475, total: 51984 });
    });
  });

  it('rounds a discount at a half penny the same way', () => {
    // 10% of 49505 is 4950.5; 20% of the 44554 left is 8910.8.
    expect(figures({ quantity: 1, unitPence: 49505, vatPercent: 20, vatApplies: true, promo: TEN_PERCENT })).toEqual({
      gross: 49505, tier: 0, promo: 4951, net: 44554, vat: 8911, total: 53465,
    });
    expect(figures({ quantity: 1, unitPence: 49505, vatPercent: 20, vatApplies: true, tiers: [{ minQuantity: 1, percent: 10 }] })).toEqual({
      gross: 49505, tier: 4951, promo: 0, net: 44554, vat: 8911, total: 53465,
    });
  });

  describe('refusals', () => {
    const refusedField = (input: QuoteInput) => {
      try {
        quote(input);
      } catch (err) {
        expect(err).toBeInstanceOf(QuoteInputError);
        expect(err).toBeInstanceOf(RangeError);
        return (err as QuoteInputError).field;
      }
      return 'accepted';
    };

    it.each([0, 11, 2.5, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a quantity of %s', (quantity) => {
      expect(refusedField({ ...GB, quantity })).toBe('quantity');
    });

    it('names the quantity and what was given in the message', () => {
      expect(() => quote({ ...GB, quantity: 11 })).toThrow('quantity: expected a whole number from 1 to 10, got 11');
    });

    it('refuses a unit price, VAT, promo or tier that is not a whole number in its range', () => {
      expect(refusedField({ ...GB, quantity: 1, unitPence: 495.5 })).toBe('unitPence');
      expect(refusedField({ ...GB, quantity: 1, unitPence: -1 })).toBe('unitPence');
      expect(refusedField({ ...GB, quantity: 1, vatPercent: 17.5 })).toBe('vatPercent');
      expect(refusedField({ ...GB, quantity: 1, vatPercent: 101 })).toBe('vatPercent');
      for (const promo of [{ type: 'PERCENTAGE', value: 0 }, { type: 'PERCENTAGE', value: 101 }, { type: 'PERCENTAGE', value: 12.5 }, { type: 'FIXED', value: 0 }, { type: 'FIXED', value: 2.5 }] as const) {
        expect(refusedField({ ...GB, quantity: 1, promo }), JSON.stringify(promo)).toBe('promo');
      }
      expect(refusedField({ ...GB, quantity: 1, tiers: [{ minQuantity: 0, percent: 10 }] })).toBe('tiers');
      expect(refusedField({ ...GB, quantity: 1, tiers: [{ minQuantity: 5, percent: 101 }] })).toBe('tiers');
    });

    it('accepts the edges: 1 and 10 posts, a free unit price, 0% VAT', () => {
      expect(refusedField({ ...GB, quantity: 1 })).toBe('accepted');
      expect(refusedField({ ...GB, quantity: 10 })).toBe('accepted');
      expect(figures({ quantity: 2, unitPence: 0, vatPercent: 0, vatApplies: true })).toEqual({ gross: 0, tier: 0, promo: 0, net: 0, vat: 0, total: 0 });
    });
  });
});

describe('formatPounds', () => {
  it('shows pence as pounds with two decimals and thousands separated', () => {
    expect(formatPounds(49500)).toBe('£495.00');
    expect(formatPounds(495000)).toBe('£4,950.00');
    expect(formatPounds(59400)).toBe('£594.00');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(100000)).toBe('£1,000.00');
    expect(formatPounds(123456789)).toBe('£1,234,567.89');
    expect(formatPounds(-500)).toBe('-£5.00');
  });

  it('refuses anything but whole pence', () => {
    expect(() => formatPounds(1.5)).toThrow(RangeError);
    expect(() => formatPounds(Number.NaN)).toThrow(RangeError);
  });
});

describe('the volume_discount_tiers setting', () => {
  it('reads quantity:percent pairs, sorted, and empty as none', () => {
    expect(parseVolumeTiers('')).toEqual([]);
    expect(parseVolumeTiers(null)).toEqual([]);
    expect(parseVolumeTiers(' 5:10, 3:5 ')).toEqual([{ minQuantity: 3, percent: 5 }, { minQuantity: 5, percent: 10 }]);
  });

  it('refuses anything else', () => {
    for (const bad of ['3', '3:', '1:5', '11:5', '3:0', '3:101', '3:5,3:6', '3:5;5:10', '3:5.5']) expect(parseVolumeTiers(bad)).toBeNull();
  });
});
