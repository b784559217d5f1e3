import { describe, expect, it } from 'vitest';
import { POUNDS_MSG, promoValueLabel, toFormValues, toPromoInput, type PromoFormValues } from './promo-values';

const base: PromoFormValues = { code: 'spring25', type: 'FIXED', value: '12.50', valid_from: '', valid_until: '', usage_limit: '', active: true };

describe('promo code form values', () => {
  it('sends a fixed amount in pence and the code upper-cased', () => {
    expect(toPromoInput(base)).toEqual({
      input: { code: 'SPRING25', type: 'FIXED', value: 1250, valid_from: null, valid_until: null, usage_limit: null, active: true },
    });
  });

  it('sends a percentage as it is, with the dates and the limit', () => {
    const out = toPromoInput({ ...base, type: 'PERCENTAGE', value: '20', valid_from: '2030-01-01', valid_until: '2030-01-31', usage_limit: '5' });
    expect(out.input).toMatchObject({ value: 20, valid_from: '2030-01-01', valid_until: '2030-01-31', usage_limit: 5 });
  });

  it('refuses a bad amount, a percentage over 100 and dates in the wrong order', () => {
    expect(toPromoInput({ ...base, value: '1.234' }).errors?.value).toBe(POUNDS_MSG);
    expect(toPromoInput({ ...base, type: 'PERCENTAGE', value: '120' }).errors?.value).toBeDefined();
    expect(toPromoInput({ ...base, valid_from: '2030-02-01', valid_until: '2030-01-01' }).errors?.valid_until).toBeDefined();
    expect(toPromoInput({ ...base, code: 'x' }).errors?.code).toBeDefined();
  });

  it('shows stored values back in pounds and UTC days', () => {
    const stored = { code: 'A1B', type: 'FIXED', value: 995, valid_from: '2030-01-01T00:00:00.000Z', valid_until: '2030-01-31T23:59:59.999Z', usage_limit: 3, active: false };
    expect(toFormValues(stored)).toEqual({ code: 'A1B', type: 'FIXED', value: '9.95', valid_from: '2030-01-01', valid_until: '2030-01-31', usage_limit: '3', active: false });
    expect(promoValueLabel(stored)).toBe('£9.95');
    expect(promoValueLabel({ type: 'PERCENTAGE', value: 15 })).toBe('15%');
  });
});
