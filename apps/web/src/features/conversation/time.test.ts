import { describe, expect, it } from 'vitest';
import { londonDateTime, londonShortTime } from './time';

describe('message times in London', () => {
  it('reads GMT in winter and BST in summer, whatever the machine zone', () => {
    expect(londonDateTime('2026-11-30T09:05:00Z')).toBe('30/11/2026 09:05');
    expect(londonDateTime('2026-07-01T23:30:00Z')).toBe('02/07/2026 00:30');
  });

  it('gives the time for today in London and the date before', () => {
    const now = new Date('2026-07-01T23:45:00Z'); // 00:45 on 2 July in London
    expect(londonShortTime('2026-07-01T23:10:00Z', now)).toBe('00:10');
    expect(londonShortTime('2026-07-01T22:50:00Z', now)).toBe('01/07/2026');
  });

  it('says so for an unreadable value', () => {
    expect(londonDateTime('not a date')).toBe('—');
  });
});
