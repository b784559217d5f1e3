import { clampLimit, PlaceSearchError, type Place, type PlaceKind, type PlaceSearch } from './types.js';

export const AUTOCOMPLETE_URL = 'https://places.googleapis.com/v1/places:autocomplete';

/** Places, districts and regions only (at most five types may be named): no streets, shops or addresses. */
export const PLACE_TYPES = ['locality', 'sublocality', 'postal_town', 'administrative_area_level_1', 'administrative_area_level_2'];

const FIELD_MASK = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text.text',
  'suggestions.placePrediction.structuredFormat',
  'suggestions.placePrediction.types',
].join(',');

interface Prediction {
  placeId?: string;
  text?: { text?: string };
  structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
  types?: string[];
}

export interface GoogleOptions {
  apiKey: string;
  /** Results of this country come first (Google biases towards it and formats for it). */
  preferredCountry: string;
  /** Names Google may end a place's text with, by country code: the platform's, plus "UK" and "USA". */
  countryCodeOf: (name: string) => string | null;
  timeoutMs?: number;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * Google Places Autocomplete (Places API (New)), when GOOGLE_PLACES_API_KEY is set. Google's
 * suggestions carry no coordinates and no country code: the country is read from the end of the
 * place's text; coordinates stay null (a details call per choice would add its cost and a key scope).
 */
export function createGooglePlaceSearch(options: GoogleOptions): PlaceSearch {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  return {
    source: 'google',
    async search(query, { limit, countries } = {}) {
      const body = {
        input: query,
        includedPrimaryTypes: PLACE_TYPES,
        ...(countries?.length ? { includedRegionCodes: countries.slice(0, 15).map((c) => c.toLowerCase()) } : {}),
        regionCode: options.preferredCountry.toLowerCase(),
        languageCode: 'en-GB',
      };
      let answer: { suggestions?: { placePrediction?: Prediction }[] };
      try {
        const response = await doFetch(AUTOCOMPLETE_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-goog-api-key': options.apiKey, 'x-goog-fieldmask': FIELD_MASK },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Google's error body may echo the request; only the status is kept.
        if (!response.ok) throw new PlaceSearchError(`Google Places answered ${response.status}`);
        answer = (await response.json()) as typeof answer;
      } catch (err) {
        if (err instanceof PlaceSearchError) throw err;
        throw new PlaceSearchError(`Google Places did not answer: ${(err as Error).name}`, { cause: err });
      }
      const only = countries?.length === 1 ? countries[0]!.toUpperCase() : null;
      return (answer.suggestions ?? [])
        .flatMap((s) => (s.placePrediction ? [toPlace(s.placePrediction, only, options.countryCodeOf)] : []))
        .filter((p): p is Place => p !== null)
        .slice(0, clampLimit(limit));
    },
  };
}

function toPlace(p: Prediction, onlyCountry: string | null, countryCodeOf: (name: string) => string | null): Place | null {
  const label = p.text?.text?.trim();
  if (!p.placeId || !label) return null;
  const secondary = p.structuredFormat?.secondaryText?.text ?? '';
  const lastPart = (secondary || label).split(',').at(-1)!.trim();
  return {
    id: `gp:${p.placeId}`,
    label,
    name: p.structuredFormat?.mainText?.text?.trim() || label.split(',')[0]!.trim(),
    kind: kindOf(p.types ?? []),
    countryCode: onlyCountry ?? countryCodeOf(lastPart),
    lat: null,
    lng: null,
  };
}

export function kindOf(types: string[]): PlaceKind {
  if (types.includes('administrative_area_level_1')) return 'REGION';
  if (types.includes('administrative_area_level_2')) return 'COUNTY';
  if (types.some((t) => t.startsWith('sublocality') || t === 'neighborhood')) return 'DISTRICT';
  return 'CITY';
}
