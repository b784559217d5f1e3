import { describe, expect, it } from 'vitest';
import { cardTitle, marketplaceSearch, parseMarketplaceQuery } from './marketplace.js';

describe('marketplace URL query', () => {
  it('reads the filter and the service ids, and writes them back in one order', () => {
    const q = parseMarketplaceQuery(new URLSearchParams('filter=casestudies&services=7,2,7'));
    expect(q).toEqual({ filter: 'casestudies', services: [2, 7] });
    expect(marketplaceSearch(q)).toBe('?filter=casestudies&services=2,7');
    expect(marketplaceSearch({ filter: 'agency', services: [] })).toBe('');
  });

  it('drops what is not a filter or an id: hostile input reads as the default', () => {
    expect(parseMarketplaceQuery(new URLSearchParams('filter=<script>&services=1;drop,-3,0,abc,2.5,99999999999,4'))).toEqual({
      filter: 'agency',
      services: [4],
    });
    const many = Array.from({ length: 40 }, (_, i) => i + 1).join(',');
    expect(parseMarketplaceQuery(new URLSearchParams(`services=${many}`)).services).toHaveLength(20);
  });
});

describe('cardTitle', () => {
  it('keeps 25 characters and marks a cut', () => {
    expect(cardTitle('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
    expect(cardTitle('A rebrand for a national bakery chain')).toBe('A rebrand for a national…');
    expect([...cardTitle('😀'.repeat(30))]).toHaveLength(26);
  });
});
