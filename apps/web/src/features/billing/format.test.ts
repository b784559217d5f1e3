import { describe, expect, it } from 'vitest';
import { cardBrand, cardExpiry, clampQuantity, historyRowView, ledgerRowView, maskedCard, ordinalDay, poundsText, quantityError } from './format';

describe('the quantity', () => {
  it('clamps above 10 to 10 and keeps whole numbers', () => {
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(250)).toBe(10);
    expect(clampQuantity(3)).toBe(3);
    expect(clampQuantity('7')).toBe(7);
    expect(clampQuantity(2.9)).toBe(2);
  });

  it("keeps 0 and empty so the form can say 'Min 1'", () => {
    expect(clampQuantity(0)).toBe(0);
    expect(clampQuantity('')).toBe('');
    expect(clampQuantity('abc')).toBe('');
    expect(quantityError(0)).toBe('Min 1');
    expect(quantityError('')).toBe('Min 1');
    expect(quantityError(1)).toBeNull();
    expect(quantityError(10)).toBeNull();
  });
});

describe('a billing-history row', () => {
  const paid = { id: '7', quantity: 3, totalPence: 178_200, createdAt: '2027-02-04T10:00:00Z', invoiceId: '12', invoiceTestMode: false, kind: 'card' };

  it('reads n Job Post(s), DD/MM/YYYY, pounds to 2 decimals and its invoice', () => {
    expect(historyRowView(paid)).toEqual({
      id: '7',
      item: '3 Job Post(s)',
      free: false,
      date: '04/02/2027',
      amount: '£1,782.00',
      invoiceId: '12',
      testMode: false,
      source: 'Paid by card',
    });
  });

  it("marks an invoice of the offline test gateway 'Test mode' (it is not a VAT invoice)", () => {
    expect(historyRowView({ ...paid, invoiceTestMode: true })).toMatchObject({ invoiceId: '12', testMode: true });
    expect(historyRowView({ ...paid, invoiceTestMode: true, totalPence: 0 }).testMode).toBe(false);
  });

  it("is 'Free' at 0, with neither amount nor 'Download PDF'", () => {
    const grant = historyRowView({ ...paid, totalPence: 0, invoiceId: '13', kind: 'grant' });
    expect(grant).toMatchObject({ item: '3 Job Post(s)', free: true, amount: null, invoiceId: null, source: 'Added by Onbrief' });
  });

  it('offers no download without an invoice', () => {
    expect(historyRowView({ ...paid, invoiceId: null }).invoiceId).toBeNull();
  });
});

describe('a balance-history row', () => {
  it('signs the change and keeps the balance after', () => {
    const row = { id: '1', direction: 'OUT', quantity: 1, balanceAfter: 4, createdAt: '2027-01-31T23:30:00Z', reason: 'Job post' };
    expect(ledgerRowView(row)).toMatchObject({ direction: 'OUT', change: '−1', balanceAfter: 4, reason: 'Job post' });
    expect(ledgerRowView({ ...row, direction: 'IN', quantity: 3 })).toMatchObject({ direction: 'IN', change: '+3' });
  });
});

describe('the card', () => {
  it('shows the last four digits only, and the expiry as MM/YYYY', () => {
    expect(maskedCard('4242')).toBe('•••• •••• •••• 4242');
    expect(cardExpiry({ expMonth: 4, expYear: 2031 })).toBe('04/2031');
    expect(cardExpiry({ expMonth: 12, expYear: 2030 })).toBe('12/2030');
    expect(cardBrand('visa')).toBe('Visa');
    expect(cardBrand('amex')).toBe('American Express');
    expect(cardBrand('newbrand')).toBe('Newbrand');
  });
});

describe('the renewal day', () => {
  it('is written as an ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 28].map(ordinalDay)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '28th']);
  });
});

describe('prices in running text', () => {
  it("drop the pence of whole pounds: '£495 per post', '£195 a month'", () => {
    expect(poundsText(49_500)).toBe('£495');
    expect(poundsText(19_500)).toBe('£195');
    expect(poundsText(1_250)).toBe('£12.50');
    expect(poundsText(495_000)).toBe('£4,950');
  });
});
