import { describe, expect, it } from 'vitest';
import { createOfflinePlaceSearch } from './offline.js';
import type { PlaceRecord } from './place-index.js';
import { PlaceSearchError } from './types.js';

const manchester: PlaceRecord = {
  id: 'gn:2643123', name: 'Manchester', kind: 'CITY', countryCode: 'GB', admin1: 'England', admin2: null, population: 395_515, lat: 53.48, lng: -2.24,
};

describe('the offline place search', () => {
  it('builds its index once, on the first search, for every search waiting on it', async () => {
    let reads = 0;
    const offline = createOfflinePlaceSearch({ preferredCountry: 'GB', countryName: () => 'United Kingdom', records: () => (reads++, [manchester]) });
    expect(reads).toBe(0);
    const answers = await Promise.all([offline.search('manch'), offline.search('man'), offline.search('x')]);
    expect(reads).toBe(1);
    expect(answers.map((a) => a.map((p) => p.label))).toEqual([['Manchester, England, United Kingdom'], ['Manchester, England, United Kingdom'], []]);
  });

  it('fails with a PlaceSearchError when the list cannot be read, and tries again on the next search', async () => {
    let reads = 0;
    const offline = createOfflinePlaceSearch({
      preferredCountry: 'GB',
      countryName: () => 'United Kingdom',
      records: () => {
        if (reads++ === 0) throw new Error('ENOENT');
        return [manchester];
      },
    });
    await expect(offline.search('manch')).rejects.toBeInstanceOf(PlaceSearchError);
    expect((await offline.search('manch')).map((p) => p.id)).toEqual(['gn:2643123']);
  });
});
