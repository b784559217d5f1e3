import { describe, expect, it } from 'vitest';
import { firstPeriodEnd, formatRenewalDate, nextPeriodEnd } from './subscription.js';

const d = (iso: string) => new Date(iso);

describe('the subscription calendar', () => {
  it('ends the first period on the first 4th at least 15 days ahead', () => {
    expect(firstPeriodEnd(d('2026-11-27T10:00:00Z'), 4).toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(firstPeriodEnd(d('2026-11-15T10:00:00Z'), 4).toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(firstPeriodEnd(d('2026-11-19T00:00:00Z'), 4).toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(firstPeriodEnd(d('2026-11-19T00:00:01Z'), 4).toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(firstPeriodEnd(d('2026-12-20T00:00:00Z'), 4).toISOString()).toBe('2027-01-04T00:00:00.000Z');
  });

  it('renews on the same day each month, across a year', () => {
    expect(nextPeriodEnd(d('2026-12-04T00:00:00Z'), 4).toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(nextPeriodEnd(d('2027-01-04T00:00:00Z'), 4).toISOString()).toBe('2027-02-04T00:00:00.000Z');
  });

  it('refuses a renewal day some months lack', () => {
    expect(() => firstPeriodEnd(new Date(), 31)).toThrow(RangeError);
    expect(() => nextPeriodEnd(new Date(), 0)).toThrow(RangeError);
  });

  it('writes the date like 4th February 2027', () => {
    expect(formatRenewalDate('2027-02-04T00:00:00Z')).toBe('4th February 2027');
    expect(formatRenewalDate(d('2025-01-01T00:00:00Z'))).toBe('1st January 2025');
    expect(formatRenewalDate(d('2025-03-02T00:00:00Z'))).toBe('2nd March 2025');
    expect(formatRenewalDate(d('2025-03-23T00:00:00Z'))).toBe('23rd March 2025');
    expect(formatRenewalDate(d('2025-03-11T00:00:00Z'))).toBe('11th March 2025');
    expect(formatRenewalDate(d('2025-03-13T00:00:00Z'))).toBe('13th March 2025');
  });
});
