import { describe, expect, it } from 'vitest';
import { cardBody, cardProblems, EMPTY_CARD, formatCardNumber, formatCvc, formatExpiry, INCOMPLETE, parseExpiry } from './card-input';

describe('the test card form', () => {
  it('groups the number by four and keeps digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY while it is typed, and reads MM/YY or MM/YYYY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12302')).toBe('12/30');
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('04 / 2031')).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseExpiry('1/30')).toBeNull();
    expect(parseExpiry('12/3')).toBeNull();
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it("names each unfinished part in Stripe's words, and sends a complete card's digits", () => {
    expect(cardProblems(EMPTY_CARD)).toEqual(INCOMPLETE);
    expect(cardProblems({ number: '4242 4242', expiry: '12/30', cvc: '12' })).toEqual({ number: INCOMPLETE.number, cvc: INCOMPLETE.cvc });
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(cardProblems(card)).toEqual({});
    expect(cardBody(card)).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  });
});
