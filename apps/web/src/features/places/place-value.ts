import { OPPORTUNITY_MSG } from '@mp/domain';
import type { PlaceOption } from './documents';

/** The spec's text when place search fails (001:L294). */
export const PLACES_FAILED = OPPORTUNITY_MSG.addressFailed;
export const NO_PLACES = 'No places found';
/** The server answers nothing below this, so the field does not ask. */
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 100;
export const PLACE_SEARCH_DEBOUNCE_MS = 250;

/**
 * A chosen location as a form keeps it and the API stores it (decision 0023): the text address
 * (`label`) with what a later search by location needs.
 */
export interface PlaceValue {
  /** Stable: gn:<GeoNames id>, gn-adm:<division code> or gp:<Google place id>. */
  id: string;
  /** The text address: "Manchester, England, United Kingdom". */
  label: string;
  kind: PlaceOption['kind'];
  countryCode: string | null;
  lat: number | null;
  lng: number | null;
}

export function toPlaceValue(place: PlaceOption): PlaceValue {
  return { id: place.id, label: place.label, kind: place.kind, countryCode: place.countryCode ?? null, lat: place.lat ?? null, lng: place.lng ?? null };
}

/** What to ask the server for the text in the field, or null: too short, or the chosen place's own label. */
export function searchTextFor(text: string, chosen: PlaceValue | null): string | null {
  const query = text.trim().slice(0, PLACE_QUERY_MAX);
  if (query.length < PLACE_QUERY_MIN) return null;
  if (chosen && query === chosen.label) return null;
  return query;
}

/** The field's text when it loses focus: the chosen place's label, or what was typed when none is chosen. */
export function textOnBlur(text: string, chosen: PlaceValue | null): string {
  return chosen ? chosen.label : text;
}
