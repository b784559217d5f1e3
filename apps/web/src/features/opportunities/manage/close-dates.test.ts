import { describe, expect, it } from 'vitest';
import { firstCloseDay } from './close-dates';

describe('the close modal dates', () => {
  it('starts at the creation day, or the Date Posted when earlier', () => {
    expect(firstCloseDay({ created_at: '2026-03-10T09:00:00.000Z', job_number: '2026-03-12' })).toBe('2026-03-10');
    expect(firstCloseDay({ created_at: '2026-03-10T09:00:00.000Z', job_number: '2026-03-01' })).toBe('2026-03-01');
    expect(firstCloseDay({ created_at: '2026-03-10T09:00:00.000Z', job_number: null })).toBe('2026-03-10');
  });
});
