import { describe, expect, it } from 'vitest';
import { currentSection, sectionPages } from './sections';

describe('console sections', () => {
  it('lists the content pages under their heading for the phone picker', () => {
    const labels = sectionPages().map((s) => s.label);
    expect(labels).toContain('Content: Articles');
    expect(labels).not.toContain('Content');
  });

  it('lists the payment pages under Payments, each with a page of its own', () => {
    const payments = sectionPages().filter((s) => s.label.startsWith('Payments: '));
    expect(payments.map((s) => s.label)).toEqual([
      'Payments: Purchases',
      'Payments: Invoices',
      'Payments: Subscriptions',
      'Payments: Credit accounts',
    ]);
    expect(payments.every((s) => s.to.startsWith('/admin/payments/'))).toBe(true);
    expect(sectionPages().map((s) => s.label)).not.toContain('Payments');
  });

  it('finds the section of a nested page', () => {
    expect(currentSection('/admin/accounts/12')?.label).toBe('Accounts');
    expect(currentSection('/admin/content/deals')?.label).toBe('Content: Deals');
    expect(currentSection('/admin/payments/invoices')?.label).toBe('Payments: Invoices');
    expect(currentSection('/admin/payments/credit-accounts')?.label).toBe('Payments: Credit accounts');
    expect(currentSection('/admin/reports')?.label).toBe('Reports');
    expect(currentSection('/admin/nowhere')).toBeUndefined();
  });
});
