import { describe, expect, it } from 'vitest';
import { groupSettings, PAYMENT_SETTINGS } from './settings';

describe('the Settings page’s payment group', () => {
  it('lists every payment setting in its order, an unsaved one empty, and leaves the rest to the generic list', () => {
    const { payments, others } = groupSettings([
      { key: 'about_text', value: 'Hello' },
      { key: 'invoice_due_days', value: '30' },
      { key: 'supplier_name', value: 'Onbrief Ltd' },
    ]);
    expect(payments.map((s) => s.key)).toEqual(PAYMENT_SETTINGS.map((s) => s.key));
    expect(payments.find((s) => s.key === 'supplier_name')).toMatchObject({ label: 'Supplier name', value: 'Onbrief Ltd' });
    expect(payments.find((s) => s.key === 'volume_discount_tiers')?.value).toBe('');
    expect(others).toEqual([{ key: 'about_text', value: 'Hello' }]);
  });

  it('names and explains each one', () => {
    expect(PAYMENT_SETTINGS.every((s) => s.label && s.help)).toBe(true);
    expect(new Set(PAYMENT_SETTINGS.map((s) => s.key)).size).toBe(PAYMENT_SETTINGS.length);
  });
});
