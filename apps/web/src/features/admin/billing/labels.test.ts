import { describe, expect, it } from 'vitest';
import {
  addressLines,
  awaitsPayment,
  creditRequestStatusOf,
  invoiceAmount,
  isOverdue,
  jobPosts,
  labelOf,
  PURCHASE_STATUS,
  readPurchaseFilters,
  writePurchaseFilters,
} from './labels';

const NOW = new Date('2027-03-10T12:00:00Z');
const onAccount = { kind: 'invoice', method: 'account', dueAt: '2027-03-06T10:00:00Z', paidAt: null };

describe('invoices awaiting payment', () => {
  it('are unpaid invoices on account only: card invoices are paid when issued, credit notes are never paid', () => {
    expect(awaitsPayment(onAccount)).toBe(true);
    expect(awaitsPayment({ ...onAccount, paidAt: '2027-03-07T09:00:00Z' })).toBe(false);
    expect(awaitsPayment({ ...onAccount, method: 'card' })).toBe(false);
    expect(awaitsPayment({ ...onAccount, kind: 'credit_note' })).toBe(false);
  });

  it('are overdue once the due date has passed, and never once paid', () => {
    expect(isOverdue(onAccount, NOW)).toBe(true);
    expect(isOverdue({ ...onAccount, dueAt: '2027-03-11T10:00:00Z' }, NOW)).toBe(false);
    expect(isOverdue({ ...onAccount, paidAt: '2027-03-09T10:00:00Z' }, NOW)).toBe(false);
    expect(isOverdue({ ...onAccount, dueAt: null }, NOW)).toBe(false);
    expect(isOverdue({ ...onAccount, method: 'card' }, NOW)).toBe(false);
  });
});

describe('payment labels', () => {
  it('shows a credit note negative, an invoice positive, in pounds', () => {
    expect(invoiceAmount({ kind: 'invoice', totalPence: 59400 })).toBe('£594.00');
    expect(invoiceAmount({ kind: 'credit_note', totalPence: 178200 })).toBe('-£1,782.00');
  });

  it('names statuses, and shows an unknown one as it is', () => {
    expect(labelOf(PURCHASE_STATUS, 'requires_action').label).toBe('Awaiting authentication');
    expect(labelOf(PURCHASE_STATUS, 'disputed')).toEqual({ label: 'disputed', color: 'gray' });
    expect([jobPosts(1), jobPosts(3)]).toEqual(['1 job post', '3 job posts']);
  });

  it('writes an invoice address without its empty parts', () => {
    const request = {
      invoice_address_1: '1 Dock Road',
      invoice_address_2: null,
      invoice_city: 'London',
      invoice_state: '',
      invoice_zip: 'E1 1AA',
      invoice_country: 'GB',
    };
    expect(addressLines(request)).toEqual(['1 Dock Road', 'London', 'E1 1AA GB']);
  });
});

describe('the payment pages’ URL', () => {
  it('keeps a known purchase status and the page, and drops the rest', () => {
    expect(readPurchaseFilters(new URLSearchParams('status=paid&page=3'))).toEqual({ status: 'paid', page: 3 });
    expect(readPurchaseFilters(new URLSearchParams('status=bogus&page=-2'))).toEqual({ status: '', page: 1 });
    expect(writePurchaseFilters({ status: 'refunded', page: 1 }).toString()).toBe('status=refunded');
    expect(writePurchaseFilters({ status: '', page: 2 }).toString()).toBe('page=2');
  });

  it('opens the credit-account queue unless another tab is named', () => {
    expect(creditRequestStatusOf(new URLSearchParams(''))).toBe('pending');
    expect(creditRequestStatusOf(new URLSearchParams('status=declined'))).toBe('declined');
    expect(creditRequestStatusOf(new URLSearchParams('status=anything'))).toBe('pending');
  });
});
