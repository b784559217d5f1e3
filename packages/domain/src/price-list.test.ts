import { describe, expect, it } from 'vitest';
import { parseVolumeTiers, quote } from './pricing.js';
import { volumeDiscountBands, volumeDiscountLine } from './price-list.js';

describe("the pricing page's volume discounts", () => {
  it('says nothing when the setting holds no tiers, or one the quote ignores', () => {
    for (const setting of ['', '  ', null, undefined, '5:ten', '1:10']) {
      expect(volumeDiscountBands(setting), String(setting)).toEqual([]);
      expect(volumeDiscountLine(setting), String(setting)).toBeNull();
    }
  });

  it('writes each band of quantities with its discount', () => {
    expect(volumeDiscountLine('5:10, 10:20')).toBe('Volume discounts: 10% off 5 to 9 job posts, 20% off 10 job posts in one purchase');
    expect(volumeDiscountLine('2:5')).toBe('Volume discounts: 5% off 2 to 10 job posts in one purchase');
    // A tier that never beats a smaller quantity's is not what the quote applies.
    expect(volumeDiscountBands('3:10, 5:5, 8:15')).toEqual([{ from: 3, to: 7, percent: 10 }, { from: 8, to: 10, percent: 15 }]);
  });

  it("matches the quote's discount for every quantity", () => {
    for (const setting of ['', '5:10, 10:20', '3:10, 5:5, 8:15', '2:1, 3:2, 4:3, 10:50']) {
      const bands = volumeDiscountBands(setting);
      const tiers = parseVolumeTiers(setting) ?? [];
      for (let quantity = 1; quantity <= 10; quantity++) {
        const { tierPercent } = quote({ quantity, unitPence: 49500, tiers, vatPercent: 20, vatApplies: true });
        expect(bands.find((b) => b.from <= quantity && quantity <= b.to)?.percent ?? 0, `${setting} × ${quantity}`).toBe(tierPercent);
      }
    }
  });
});
