import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './dates.js';

describe('dates', () => {
  it('reads DD/MM/YYYY, day first, with leading zeros', () => {
    expect(formatDate('2025-03-07T10:00:00')).toBe('07/03/2025');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
    expect(formatDateTime('2025-03-07T09:05:00')).toBe('07/03/2025 09:05');
  });

  it('reads a calendar date (YYYY-MM-DD) as that day in every time zone', () => {
    // Node reads TZ again whenever it is set.
    try {
      for (const tz of ['America/Los_Angeles', 'UTC', 'Europe/London', 'Pacific/Auckland']) {
        vi.stubEnv('TZ', tz);
        expect(formatDate('2026-11-20'), tz).toBe('20/11/2026');
      }
      // An instant is still shown in the reader's zone.
      vi.stubEnv('TZ', 'America/Los_Angeles');
      expect(formatDate('2026-11-20T03:00:00Z')).toBe('19/11/2026');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

});
