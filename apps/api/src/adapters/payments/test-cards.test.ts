import { describe, expect, it } from 'vitest';
import { behaviourOfLast4, CARD_MSG, isExpired, luhnValid, readTestCard, TEST_CARDS } from './test-cards.js';

const NOW = new Date('2026-05-15T12:00:00Z');
const card = (number: string, more: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  readTestCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...more }, NOW);

describe('the test cards', () => {
  it("reads each of Stripe's test numbers, typed with spaces or not, to its behaviour and keeps only brand, last four and expiry", () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, behaviour: 'succeeds' } });
    for (const [number, behaviour] of Object.entries(TEST_CARDS)) {
      const read = card(number);
      expect(read.ok && read.card.behaviour, number).toBe(behaviour);
      expect(JSON.stringify(read)).not.toContain(number);
      expect(behaviourOfLast4(number.slice(-4))).toBe(behaviour);
    }
    expect(card('4000-0025-0000-3155')).toMatchObject({ ok: true, card: { last4: '3155', behaviour: 'authenticate_on_session' } });
  });

  it('refuses any other valid number with clear words, and a number that fails the Luhn check as invalid', () => {
    expect(card('5555 5555 5555 4444')).toEqual({ ok: false, code: 'card_declined', message: CARD_MSG.notATestCard });
    expect(CARD_MSG.notATestCard).toContain('4242 4242 4242 4242');
    for (const number of ['4242 4242 4242 4241', '4242', 'abcd efgh ijkl mnop', '', '4'.repeat(20)]) {
      expect(card(number), number).toEqual({ ok: false, code: 'incorrect_number', message: 'Your card number is invalid.' });
    }
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('checks the expiry: the month 1 to 12, a two-digit year, and a card valid to the end of its month', () => {
    expect(card('4242424242424242', { expMonth: 0 })).toMatchObject({ ok: false, message: "Your card's expiration month is invalid." });
    expect(card('4242424242424242', { expMonth: 13 })).toMatchObject({ ok: false, code: 'invalid_expiry_month' });
    expect(card('4242424242424242', { expMonth: 1.5 })).toMatchObject({ ok: false, code: 'invalid_expiry_month' });
    expect(card('4242424242424242', { expYear: 30 })).toMatchObject({ ok: true, card: { expYear: 2030 } });
    expect(card('4242424242424242', { expYear: 2200 })).toMatchObject({ ok: false, code: 'invalid_expiry_year' });
    expect(card('4242424242424242', { expMonth: 4, expYear: 2026 })).toEqual({ ok: false, code: 'expired_card', message: 'Your card has expired.' });
    expect(card('4242424242424242', { expMonth: 12, expYear: 2025 })).toMatchObject({ ok: false, code: 'expired_card' });
    expect(card('4242424242424242', { expMonth: 5, expYear: 26 })).toMatchObject({ ok: true });
    expect(isExpired(5, 2026, new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });

  it('takes a CVC of 3 or 4 digits only', () => {
    expect(card('4242424242424242', { cvc: '1234' }).ok).toBe(true);
    for (const cvc of ['12', '12345', 'abc', '']) {
      expect(card('4242424242424242', { cvc }), cvc).toEqual({ ok: false, code: 'invalid_cvc', message: "Your card's security code is invalid." });
    }
  });
});
