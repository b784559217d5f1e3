import { describe, expect, it } from 'vitest';
import { fold } from './fold.js';
import { PlaceIndex, type PlaceRecord } from './place-index.js';

const NAMES: Record<string, string> = { GB: 'United Kingdom', US: 'United States', AU: 'Australia', FR: 'France', CH: 'Switzerland' };
const place = (id: string, name: string, countryCode: string, admin1: string | null, population: number, extra: Partial<PlaceRecord> = {}): PlaceRecord => ({
  id, name, kind: 'CITY', countryCode, admin1, admin2: null, population, lat: 1, lng: 2, ...extra,
});
const RECORDS: PlaceRecord[] = [
  place('gn:1', 'Manchester', 'GB', 'England', 395_515, { admin2: 'Manchester', lat: 53.48, lng: -2.24 }),
  place('gn:2', 'Manchester', 'US', 'New Hampshire', 110_000),
  place('gn-adm:GB.ENG.I2', 'Manchester', 'GB', 'England', 500_000, { kind: 'COUNTY', lat: null, lng: null }),
  place('gn:3', 'Mancherāl', 'IN', 'Telangana', 90_000),
  place('gn:4', 'Perth', 'AU', 'Western Australia', 1_900_000),
  place('gn:5', 'Perth', 'GB', 'Scotland', 47_000),
  place('gn:6', 'London', 'GB', 'England', 7_556_900, { admin2: 'Greater London' }),
  place('gn:7', 'Londonderry', 'GB', 'Northern Ireland', 87_000),
  place('gn:8', 'London', 'CA', 'Ontario', 346_765),
  place('gn-adm:GB.ENG.GLA', 'Greater London', 'GB', 'England', 8_000_000, { kind: 'COUNTY', lat: null, lng: null }),
  place('gn-adm:GB.ENG', 'England', 'GB', null, 50_000_000, { kind: 'REGION', lat: null, lng: null }),
  place('gn:9', 'Newcastle upon Tyne', 'GB', 'England', 192_382),
  place('gn:10', 'Zürich', 'CH', 'Zurich', 341_730),
  place('gn:11', "King's Lynn", 'GB', 'England', 42_800),
  place('gn:12', 'Camden Town', 'GB', 'England', 20_000, { kind: 'DISTRICT', admin2: 'Greater London' }),
  place('gn:13', 'Newport', 'GB', 'England', 25_000, { admin2: 'North Yorkshire' }),
  place('gn:14', 'New York City', 'US', 'New York', 8_804_190),
  place('gn:15', 'Saint-Étienne', 'FR', 'Auvergne-Rhône-Alpes', 171_057),
];
const index = new PlaceIndex(RECORDS, { preferredCountry: 'GB', countryName: (c) => NAMES[c] ?? c });
const labels = (query: string, options?: Parameters<PlaceIndex['search']>[1]) => index.search(query, options).map((p) => p.label);

describe('fold', () => {
  it('compares names without case, accents, apostrophes or punctuation', () => {
    expect(fold('Saint-Étienne')).toBe('saint etienne');
    expect(fold("King's Lynn")).toBe('kings lynn');
    expect(fold('Zürich (Kreis 3)')).toBe('zurich kreis 3');
    expect(fold('  Straße  ')).toBe('strasse');
  });
});

describe('the place index', () => {
  it('finds a place by the start of its name, with a label naming its region and country', () => {
    const [first] = index.search('manch');
    expect(first).toEqual({
      id: 'gn:1', label: 'Manchester, England, United Kingdom', name: 'Manchester', kind: 'CITY', countryCode: 'GB', lat: 53.48, lng: -2.24,
    });
  });

  it('ranks exact names, then prefixes, then the preferred country, then population', () => {
    expect(labels('london')).toEqual([
      'London, England, United Kingdom',
      'London, Ontario, CA',
      'Londonderry, Northern Ireland, United Kingdom',
      'Greater London, England, United Kingdom',
    ]);
    // The United Kingdom first, even before a larger city of the same name.
    expect(labels('perth')).toEqual(['Perth, Scotland, United Kingdom', 'Perth, Western Australia, Australia']);
  });

  it('says a label once: the borough of Manchester is the city to a reader', () => {
    expect(labels('manchester')).toEqual(['Manchester, England, United Kingdom', 'Manchester, New Hampshire, United States']);
  });

  it('labels regions with their country and districts with their county', () => {
    expect(labels('englan')).toEqual(['England, United Kingdom']);
    expect(labels('greater lon')).toEqual(['Greater London, England, United Kingdom']);
    expect(labels('camden')).toEqual(['Camden Town, Greater London, England, United Kingdom']);
  });

  it('matches later words of a name, accents and apostrophes folded', () => {
    expect(labels('tyne')).toEqual(['Newcastle upon Tyne, England, United Kingdom']);
    // The region repeats the town's name, once folded: said once.
    expect(labels('zurich')).toEqual(['Zürich, Switzerland']);
    expect(labels('kings l')).toEqual(["King's Lynn, England, United Kingdom"]);
    expect(labels('saint etienne')).toEqual(['Saint-Étienne, Auvergne-Rhône-Alpes, France']);
  });

  it('lets trailing words name the region or country', () => {
    expect(labels('london on')).toEqual(['London, Ontario, CA']);
    expect(labels('manchester uk')).toEqual(['Manchester, England, United Kingdom']);
    expect(labels('manchester usa')).toEqual(['Manchester, New Hampshire, United States']);
    expect(labels('manchester nowhere')).toEqual([]);
  });

  it('prefers places whose name holds more of the query', () => {
    // Newport (North Yorkshire) matches "new" + "york…" in its county, New York City matches both in its name.
    expect(labels('new york')).toEqual(['New York City, New York, United States', 'Newport, England, United Kingdom']);
  });

  it('keeps to the countries asked for and to the limit', () => {
    expect(labels('manchester', { countries: ['us'] })).toEqual(['Manchester, New Hampshire, United States']);
    expect(labels('l', { limit: 2 })).toHaveLength(2);
    expect(labels('   ')).toEqual([]);
  });
});
