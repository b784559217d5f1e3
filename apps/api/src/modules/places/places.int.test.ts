import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { PlaceSearchError, type PlaceSearch } from '../../adapters/places/index.js';
import { PLACES_FAILED } from './service.js';

const SEARCH = 'query($query: String!) { placeSearch(query: $query) { id label name kind countryCode lat lng } }';

let t: TestApp;
let employer: string;
let freelancer: string;
beforeAll(async () => {
  t = await createTestApp();
  employer = await t.login('employer@demo.test');
  freelancer = await t.login('freelancer@demo.test');
});
afterAll(async () => t.close());

/** Runs `body` with another adapter in place of the configured one. */
async function withPlaces(places: PlaceSearch, body: () => Promise<void>) {
  t.deps.places = places;
  try {
    await body();
  } finally {
    delete t.deps.places;
  }
}

describe('placeSearch', () => {
  it('refuses a visitor', async () => {
    const res = await t.gql(SEARCH, { query: 'manch' });
    expect(res.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(res.data).toBeNull();
  });

  it('finds Manchester in the offline list for any signed-in user, the United Kingdom first', async () => {
    for (const token of [employer, freelancer]) {
      const res = await t.gql(SEARCH, { query: '  manch ' }, token);
      expect(res.errors).toBeUndefined();
      const places = res.data.placeSearch;
      expect(places.length).toBeGreaterThan(1);
      expect(places.length).toBeLessThanOrEqual(8);
      expect(places[0]).toMatchObject({
        id: 'gn:2643123', label: 'Manchester, England, United Kingdom', name: 'Manchester', kind: 'CITY', countryCode: 'GB',
      });
      expect(places[0].lat).toBeCloseTo(53.48, 1);
      expect(places[0].lng).toBeCloseTo(-2.24, 1);
    }
  }, 60_000);

  it('answers nothing under 2 characters and refuses over 100', async () => {
    expect((await t.gql(SEARCH, { query: ' m ' }, employer)).data.placeSearch).toEqual([]);
    const res = await t.gql(SEARCH, { query: 'm'.repeat(101) }, employer);
    expect(res.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { query: 'Invalid input.' } });
  });

  it("says 'Failed to fetch address!' when the place service fails", async () => {
    const failing: PlaceSearch = {
      source: 'google',
      search: async () => {
        throw new PlaceSearchError('Google Places answered 503');
      },
    };
    await withPlaces(failing, async () => {
      const res = await t.gql(SEARCH, { query: 'manch' }, employer);
      expect(res.errors[0]).toMatchObject({ message: PLACES_FAILED, extensions: { code: 'UNAVAILABLE' } });
    });
    expect(PLACES_FAILED).toBe('Failed to fetch address!');
  });

  it('limits the searches of one user', async () => {
    const calls: string[] = [];
    const counting: PlaceSearch = { source: 'offline', search: async (q) => (calls.push(q), []) };
    const guest = await t.login('guest@demo.test');
    await withPlaces(counting, async () => {
      let limited: { extensions: { code: string } } | undefined;
      for (let n = 0; n < 125 && !limited; n++) limited = (await t.gql(SEARCH, { query: `place ${n}` }, guest)).errors?.[0];
      expect(limited?.extensions.code).toBe('RATE_LIMITED');
      expect(calls).toHaveLength(120);
      // Another user is not held up.
      expect((await t.gql(SEARCH, { query: 'place' }, employer)).errors).toBeUndefined();
    });
  }, 60_000);
});
