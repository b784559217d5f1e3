import { describe, expect, it } from 'vitest';
import { localToday, parseTypedDate } from './dates';

describe('dates', () => {
  it('reads day-first dates, with or without leading zeros, and ISO dates', () => {
    expect(parseTypedDate('23/11/2026')).toBe('2026-11-23');
    expect(parseTypedDate('3/7/2026')).toBe('2026-07-03');
    expect(parseTypedDate(' 2026-02-01 ')).toBe('2026-02-01');
  });

  it('refuses what is not a calendar date', () => {
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('next tuesday')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('gives today as YYYY-MM-DD in local time', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
