import { describe, expect, it } from 'vitest';
import { PLACES_FAILED, searchTextFor, textOnBlur, toPlaceValue, type PlaceValue } from './place-value';

const manchester: PlaceValue = {
  id: 'gn:2643123', label: 'Manchester, England, United Kingdom', kind: 'CITY', countryCode: 'GB', lat: 53.48, lng: -2.24,
};

describe('the location value', () => {
  it('keeps what a later search by location needs, not the display-only name', () => {
    expect(
      toPlaceValue({ ...manchester, name: 'Manchester' } as Parameters<typeof toPlaceValue>[0]),
    ).toEqual(manchester);
    expect(toPlaceValue({ id: 'gp:ChIJ', label: 'Leeds, UK', kind: 'CITY', countryCode: null, lat: null, lng: null })).toEqual({
      id: 'gp:ChIJ', label: 'Leeds, UK', kind: 'CITY', countryCode: null, lat: null, lng: null,
    });
  });

  it('asks the server from 2 characters, trimmed, and not for the chosen place itself', () => {
    expect(searchTextFor('m', null)).toBeNull();
    expect(searchTextFor('  m  ', null)).toBeNull();
    expect(searchTextFor(' ma ', null)).toBe('ma');
    expect(searchTextFor(manchester.label, manchester)).toBeNull();
    expect(searchTextFor('Manchester, Eng', manchester)).toBe('Manchester, Eng');
    expect(searchTextFor('x'.repeat(150), null)).toHaveLength(100);
  });

  it('shows the chosen place again when the field loses focus, or keeps what was typed when none is chosen', () => {
    expect(textOnBlur('Leeds', manchester)).toBe(manchester.label);
    expect(textOnBlur('Leeds', null)).toBe('Leeds');
  });

  it("says the spec's words when the search fails", () => {
    expect(PLACES_FAILED).toBe('Failed to fetch address!');
  });
});
