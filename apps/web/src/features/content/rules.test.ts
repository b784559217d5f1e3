import { describe, expect, it } from 'vitest';
import { formatArticleDate, groupAvailabilities, safeExternalUrl } from './rules';

describe('formatArticleDate', () => {
  it("writes MM/DD/y - hh:mm A in the reader's time zone", () => {
    expect(formatArticleDate(new Date(2026, 10, 22, 15, 45).toISOString())).toBe('11/22/2026 - 03:45 PM');
    expect(formatArticleDate(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('01/05/2026 - 09:07 AM');
  });

  it('shows midnight and noon as 12', () => {
    expect(formatArticleDate(new Date(2026, 2, 1, 0, 0).toISOString())).toBe('03/01/2026 - 12:00 AM');
    expect(formatArticleDate(new Date(2026, 2, 1, 12, 30).toISOString())).toBe('03/01/2026 - 12:30 PM');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatArticleDate('not a date')).toBe('');
  });
});

describe('groupAvailabilities', () => {
  it('widens from companies to freelancers to agencies', () => {
    expect(groupAvailabilities('company')).toEqual(['PUBLIC']);
    expect(groupAvailabilities('freelancer').sort()).toEqual(['FREELANCER_AND_AGENCY', 'PUBLIC']);
    expect(groupAvailabilities('agency').sort()).toEqual(['AGENCY', 'FREELANCER_AND_AGENCY', 'PUBLIC']);
  });
});

describe('safeExternalUrl', () => {
  it('keeps http and https links', () => {
    expect(safeExternalUrl('https://example.com/deal?a=1')).toBe('https://example.com/deal?a=1');
    expect(safeExternalUrl('http://example.com')).toBe('http://example.com/');
  });

  it('drops scripts, relative paths and empty values', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeExternalUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeExternalUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeExternalUrl('/relative')).toBeUndefined();
    expect(safeExternalUrl(null)).toBeUndefined();
    expect(safeExternalUrl('')).toBeUndefined();
  });
});
