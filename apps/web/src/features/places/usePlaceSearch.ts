import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import { PlaceSearchQuery } from './documents';
import { PLACE_SEARCH_DEBOUNCE_MS, searchTextFor, type PlaceValue } from './place-value';

/**
 * Places for the text typed in a location field: asked once typing pauses for 250 ms, from 2 characters;
 * the previous answer stays shown while the next one loads. A failure is not retried: the field says so.
 */
export function usePlaceSearch(text: string, chosen: PlaceValue | null) {
  const [debounced] = useDebouncedValue(text, PLACE_SEARCH_DEBOUNCE_MS);
  const query = searchTextFor(debounced, chosen);
  const result = useQuery({
    queryKey: ['places', query],
    queryFn: async ({ signal }) => (await gqlRequest(PlaceSearchQuery, { query: query! }, { signal })).placeSearch,
    enabled: query !== null,
    staleTime: 10 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  // Typed but not yet asked counts as loading too, so "No places found" never shows for the old text.
  const waiting = searchTextFor(text, chosen) !== null && (debounced !== text || result.isFetching);
  return { places: query === null ? [] : (result.data ?? []), loading: waiting, failed: result.isError && !result.isFetching, asked: query !== null };
}
