/**
 * What a place search answers, whatever the source (decision 0023). A job's location is stored as this
 * value, so a later search by location needs no second lookup.
 */
export type PlaceKind = 'CITY' | 'DISTRICT' | 'COUNTY' | 'REGION';

export interface Place {
  /** Stable across data updates: `gn:<GeoNames id>` (a city or district), `gn-adm:<GeoNames admin code>`, `gp:<Google place id>`. */
  id: string;
  /** What the field shows and the job stores as its text address: "Manchester, England, United Kingdom". */
  label: string;
  /** The place's own name: "Manchester". */
  name: string;
  kind: PlaceKind;
  /** ISO 3166-1 alpha-2, upper case; null when the source does not say. */
  countryCode: string | null;
  /** WGS84 degrees, when the source gives them (the offline list does for cities and districts). */
  lat: number | null;
  lng: number | null;
}

export interface PlaceSearchOptions {
  /** At most this many results (default 8, at most 10). */
  limit?: number;
  /** Only places in these countries (ISO alpha-2). */
  countries?: string[];
}

export interface PlaceSearch {
  readonly source: 'offline' | 'google';
  /** Places whose name starts with the query's words, best first. Throws PlaceSearchError when the source fails. */
  search(query: string, options?: PlaceSearchOptions): Promise<Place[]>;
}

/** The source could not answer (down, timed out, refused the key): the field says 'Failed to fetch address!'. */
export class PlaceSearchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlaceSearchError';
  }
}

export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 10;

export const clampLimit = (limit: number | undefined) => Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit ?? DEFAULT_LIMIT)));
