import { countries } from '@mp/domain';
import type { Config } from '../../config.js';
import { createGooglePlaceSearch } from './google.js';
import { createOfflinePlaceSearch } from './offline.js';
import type { PlaceSearch } from './types.js';

export type { Place, PlaceKind, PlaceSearch, PlaceSearchOptions } from './types.js';
export { PlaceSearchError } from './types.js';

/** Short names Google and people use for a country, besides the platform's. */
const COUNTRY_ALIASES: Record<string, string> = { UK: 'GB', 'GREAT BRITAIN': 'GB', USA: 'US', 'UNITED STATES OF AMERICA': 'US' };

let names: Map<string, string> | undefined;
const countryNames = () => (names ??= new Map(countries().map((c) => [c.code, c.name])));
export const countryName = (code: string) => countryNames().get(code) ?? code;
export function countryCodeOf(name: string): string | null {
  const upper = name.trim().toUpperCase();
  if (COUNTRY_ALIASES[upper]) return COUNTRY_ALIASES[upper];
  for (const [code, n] of countryNames()) if (n.toUpperCase() === upper || code === upper) return code;
  return null;
}

/** The adapter the configuration asks for: Google Places with a key, else the offline list. */
export function createPlaceSearch(config: Pick<Config, 'GOOGLE_PLACES_API_KEY' | 'PLACES_COUNTRY'>): PlaceSearch {
  const preferredCountry = config.PLACES_COUNTRY;
  if (config.GOOGLE_PLACES_API_KEY) {
    return createGooglePlaceSearch({ apiKey: config.GOOGLE_PLACES_API_KEY, preferredCountry, countryCodeOf });
  }
  // One offline index per preferred country in a process, however many apps (tests) ask for it.
  let offline = offlineByCountry.get(preferredCountry);
  if (!offline) {
    offline = createOfflinePlaceSearch({ preferredCountry, countryName });
    offlineByCountry.set(preferredCountry, offline);
  }
  return offline;
}

const offlineByCountry = new Map<string, PlaceSearch>();

/** What placesOf reads of the app's deps. */
interface PlacesDeps {
  places?: PlaceSearch;
  config: Pick<Config, 'GOOGLE_PLACES_API_KEY' | 'PLACES_COUNTRY'>;
}

const chosen = new WeakMap<PlacesDeps, PlaceSearch>();

/** The place search of these deps: the one passed in (tests), else made once from the configuration. */
export function placesOf(deps: PlacesDeps): PlaceSearch {
  if (deps.places) return deps.places;
  let places = chosen.get(deps);
  if (!places) {
    places = createPlaceSearch(deps.config);
    chosen.set(deps, places);
  }
  return places;
}
