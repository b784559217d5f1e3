import { loadPlaceRecords } from './offline-data.js';
import { PlaceIndex, type PlaceRecord } from './place-index.js';
import { PlaceSearchError, type PlaceSearch } from './types.js';

export interface OfflineOptions {
  preferredCountry: string;
  countryName: (code: string) => string;
  /** Tests pass a small list; the open data otherwise. */
  records?: () => PlaceRecord[];
}

/**
 * The offline default (decision 0023): GeoNames' places, districts and regions from open-data packages,
 * indexed in memory on the first search (about 2 s and 80 MB, see scripts/bench/places.ts); a search
 * then takes a millisecond or two. Concurrent first searches wait for the one build.
 */
export function createOfflinePlaceSearch(options: OfflineOptions): PlaceSearch & { ready(): Promise<void> } {
  let index: Promise<PlaceIndex> | undefined;
  const read = options.records ?? loadPlaceRecords;
  // On the next turn of the event loop, so the request that asked is answered as a promise like any other.
  const next = () => new Promise<void>((resolve) => setImmediate(resolve));
  const build = () =>
    (index ??= next()
      .then(() => new PlaceIndex(read(), options))
      .catch((err: unknown) => {
        index = undefined; // a later search tries again
        throw new PlaceSearchError('The offline place list could not be read', { cause: err });
      }));
  return {
    source: 'offline',
    /** Builds the index now (e.g. after the server listens), so the first person to search does not wait. */
    async ready() {
      await build();
    },
    async search(query, opts) {
      return (await build()).search(query, opts);
    },
  };
}
