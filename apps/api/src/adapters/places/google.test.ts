import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_URL, createGooglePlaceSearch, PLACE_TYPES } from './google.js';
import { countryCodeOf } from './index.js';
import { PlaceSearchError } from './types.js';

const KEY = 'AIzaSyA-test-key-0123456789';

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const prediction = (placeId: string, text: string, main: string, secondary: string, types: string[]) => ({
  placePrediction: { placeId, text: { text }, structuredFormat: { mainText: { text: main }, secondaryText: { text: secondary } }, types },
});

describe('Google Places autocomplete', () => {
  it('asks for places, districts and regions with the key, and maps the suggestions', async () => {
    const { fetch, calls } = fakeFetch(() =>
      Response.json({
        suggestions: [
          prediction('ChIJ2_UmUkxNekgRqmv-BDgUvtk', 'Manchester, UK', 'Manchester', 'UK', ['locality', 'political', 'geocode']),
          prediction('ChIJ-Greater', 'Greater Manchester, UK', 'Greater Manchester', 'UK', ['administrative_area_level_2', 'political']),
          prediction('ChIJ-NH', 'Manchester, NH, USA', 'Manchester', 'NH, USA', ['locality', 'political']),
          prediction('ChIJ-Ancoats', 'Ancoats, Manchester, UK', 'Ancoats', 'Manchester, UK', ['sublocality_level_1', 'sublocality']),
          { queryPrediction: { text: { text: 'manchester pubs' } } },
        ],
      }),
    );
    const google = createGooglePlaceSearch({ apiKey: KEY, preferredCountry: 'GB', countryCodeOf, fetch });
    const places = await google.search('manch', { limit: 8 });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(AUTOCOMPLETE_URL);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['x-goog-api-key']).toBe(KEY);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      input: 'manch', includedPrimaryTypes: PLACE_TYPES, regionCode: 'gb', languageCode: 'en-GB',
    });
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
    expect(places).toEqual([
      { id: 'gp:ChIJ2_UmUkxNekgRqmv-BDgUvtk', label: 'Manchester, UK', name: 'Manchester', kind: 'CITY', countryCode: 'GB', lat: null, lng: null },
      { id: 'gp:ChIJ-Greater', label: 'Greater Manchester, UK', name: 'Greater Manchester', kind: 'COUNTY', countryCode: 'GB', lat: null, lng: null },
      { id: 'gp:ChIJ-NH', label: 'Manchester, NH, USA', name: 'Manchester', kind: 'CITY', countryCode: 'US', lat: null, lng: null },
      { id: 'gp:ChIJ-Ancoats', label: 'Ancoats, Manchester, UK', name: 'Ancoats', kind: 'DISTRICT', countryCode: 'GB', lat: null, lng: null },
    ]);
  });

  it('restricts to the countries asked for and keeps to the limit', async () => {
    const { fetch, calls } = fakeFetch(() =>
      Response.json({ suggestions: [1, 2, 3].map((n) => prediction(`p${n}`, `Place ${n}, Ireland`, `Place ${n}`, 'Ireland', ['locality'])) }),
    );
    const google = createGooglePlaceSearch({ apiKey: KEY, preferredCountry: 'GB', countryCodeOf, fetch });
    const places = await google.search('place', { limit: 2, countries: ['IE'] });
    expect(JSON.parse(String(calls[0]!.init.body)).includedRegionCodes).toEqual(['ie']);
    expect(places.map((p) => [p.id, p.countryCode])).toEqual([['gp:p1', 'IE'], ['gp:p2', 'IE']]);
  });

  it('answers nothing for no suggestions', async () => {
    const { fetch } = fakeFetch(() => Response.json({}));
    expect(await createGooglePlaceSearch({ apiKey: KEY, preferredCountry: 'GB', countryCodeOf, fetch }).search('zzzz')).toEqual([]);
  });

  it('fails with a PlaceSearchError on a refusal, a network failure or a timeout, without the key in the message', async () => {
    const refused = fakeFetch(() => Response.json({ error: { message: `API key ${KEY} not valid` } }, { status: 403 }));
    const down = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    // Never answers: only the timeout's abort ends it.
    const slowFetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch;
    for (const fetch of [refused.fetch, down.fetch, slowFetch]) {
      const google = createGooglePlaceSearch({ apiKey: KEY, preferredCountry: 'GB', countryCodeOf, fetch, timeoutMs: 20 });
      const error = await google.search('manch').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlaceSearchError);
      expect(String((error as Error).message)).not.toContain(KEY);
    }
  });
});
