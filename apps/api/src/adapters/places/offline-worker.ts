import { parentPort, workerData } from 'node:worker_threads';
import { loadPlaceRecords } from './offline-data.js';
import { PlaceIndex } from './place-index.js';
import type { PlaceSearchOptions } from './types.js';

/** The offline index's thread (offline.ts): builds the index on its first message, then answers searches. */
export interface WorkerSetup {
  preferredCountry: string;
  /** Each country's name, by code (a function cannot cross to a thread). */
  countryNames: Record<string, string>;
}
export type WorkerRequest = { id: number; query: string | null; options?: PlaceSearchOptions };
export type WorkerAnswer = { id: number; places?: ReturnType<PlaceIndex['search']>; error?: string };

const setup = workerData as WorkerSetup;
let index: PlaceIndex | undefined;

parentPort!.on('message', ({ id, query, options }: WorkerRequest) => {
  try {
    index ??= new PlaceIndex(loadPlaceRecords(), {
      preferredCountry: setup.preferredCountry,
      countryName: (code) => setup.countryNames[code] ?? code,
    });
    // A null query only builds the index (ready()).
    parentPort!.postMessage({ id, places: query === null ? [] : index.search(query, options) } satisfies WorkerAnswer);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies WorkerAnswer);
  }
});
