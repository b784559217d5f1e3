import { MSG, OPPORTUNITY_MSG } from '@mp/domain';
import { AppError } from '../../errors.js';
import { attempt, type Limit } from '../../lib/limits.js';
import type { Deps } from '../../deps.js';
import { placesOf, PlaceSearchError, type Place } from '../../adapters/places/index.js';
import type { Viewer } from '../../viewer/viewer.js';

/** The spec's text when place search fails (001:L294). */
export const PLACES_FAILED = OPPORTUNITY_MSG.addressFailed;

/** Searches as a person types (one call per pause of 250 ms): generous for a person, a wall for a script. */
export const PLACE_SEARCH_LIMIT: Limit = { max: 120, window: 60 };

/** Shorter queries answer nothing (too many places start with one letter); longer ones are refused. */
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 100;

const RESULTS = 8;

/**
 * Places for the location field (decision 0023): the configured adapter's answer, or PLACES_FAILED
 * (code UNAVAILABLE) when it fails, so the field can say so and keep what was typed.
 */
export async function searchPlaces(deps: Deps, viewer: Viewer, query: string): Promise<Place[]> {
  const text = query.trim();
  if (text.length > PLACE_QUERY_MAX) throw new AppError('BAD_USER_INPUT', MSG.invalidInput, { query: MSG.invalidInput });
  if (text.length < PLACE_QUERY_MIN) return [];
  await attempt(deps.db, `places:user:${viewer.user.id}`, PLACE_SEARCH_LIMIT);
  try {
    return await placesOf(deps).search(text, { limit: RESULTS });
  } catch (err) {
    if (err instanceof PlaceSearchError) deps.log.warn({ err }, 'place search failed');
    else deps.reporter.capture(err, { where: 'place search' });
    throw new AppError('UNAVAILABLE', PLACES_FAILED);
  }
}
