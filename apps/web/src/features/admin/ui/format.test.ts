import { describe, expect, it } from 'vitest';
import { formatDate, formatPounds, poundsToPence, toDateInput } from './format';

describe('admin formatters', () => {
  it('shows dates as DD/MM/YYYY and a dash when missing', () => {
    expect(formatDate('2025-03-07T10:00:00')).toBe('07/03/2025');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(toDateInput('2025-03-07T10:00:00')).toBe('2025-03-07');
  });

  it('converts pounds to whole pence and back', () => {
    expect(poundsToPence('12.5')).toBe(1250);
    expect(poundsToPence('0.1')).toBe(10);
    expect(poundsToPence('19.99')).toBe(1999);
    expect(poundsToPence('1.999')).toBeUndefined();
    expect(poundsToPence('-3')).toBeUndefined();
    expect(formatPounds(1250)).toBe('£12.50');
  });
});
