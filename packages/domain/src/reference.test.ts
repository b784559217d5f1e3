import { describe, expect, it } from 'vitest';
import { PROMO_MSG, promoCodeSchema } from './promos.js';
import { REFERENCE_MSG } from './reference.js';
import { referenceEntrySchema, settingSchema } from './reference-rules.js';

describe('reference entry rules', () => {
  it('requires a name and the kind’s required fields on create, and drops fields the kind has not', () => {
    expect(referenceEntrySchema('SKILL', 'create').parse({ name: ' Revit ', industry_id: '2', software: true, key: 'X' })).toEqual({
      name: 'Revit', industry_id: 2, software: true,
    });
    const missing = referenceEntrySchema('SKILL', 'create').safeParse({ name: 'Revit' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['industry_id'], message: REFERENCE_MSG.industryRequired });
    expect(referenceEntrySchema('WORKING_HOUR', 'create').safeParse({ name: 'Nights', key: 'NIGHTS' }).error?.issues[0]?.message).toBe(
      REFERENCE_MSG.workingHourKey,
    );
  });

  it('changes only what is given on update; null clears a description', () => {
    expect(referenceEntrySchema('JOB_LEVEL', 'update').parse({ description: null })).toEqual({ description: null });
    expect(referenceEntrySchema('INDUSTRY', 'update').safeParse({ name: null }).success).toBe(false);
  });
});

describe('setting rules', () => {
  it('checks values by the unit the key names', () => {
    expect(settingSchema.parse({ key: 'invoice_due_days', value: ' 45 ' })).toEqual({ key: 'invoice_due_days', value: '45' });
    expect(settingSchema.safeParse({ key: 'vat_percentage', value: '120' }).error?.issues[0]?.message).toBe(REFERENCE_MSG.settingPercentage);
    expect(settingSchema.safeParse({ key: 'job_post_price_pence', value: '4.95' }).error?.issues[0]?.message).toBe(REFERENCE_MSG.settingNumber);
    expect(settingSchema.parse({ key: 'support_email', value: 'help@example.com' }).value).toBe('help@example.com');
  });
});

describe('promo code rules', () => {
  it('upper-cases the code and reads whole days in UTC', () => {
    expect(promoCodeSchema.parse({ code: 'spring-25', type: 'PERCENTAGE', value: 25, valid_from: '2030-01-01', valid_until: '2030-01-31' })).toEqual({
      code: 'SPRING-25', type: 'PERCENTAGE', value: 25,
      valid_from: new Date('2030-01-01T00:00:00.000Z'), valid_until: new Date('2030-01-31T23:59:59.999Z'),
    });
  });

  it('refuses a percentage above 100 and dates in the wrong order', () => {
    const r = promoCodeSchema.safeParse({ code: 'ABC', type: 'PERCENTAGE', value: 101, valid_from: '2030-02-01', valid_until: '2030-01-01' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([PROMO_MSG.percentageMax, PROMO_MSG.dateOrder]);
  });
});
