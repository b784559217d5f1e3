import { describe, expect, it } from 'vitest';
import { groupAvailabilities, safeExternalUrl } from './rules';

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
