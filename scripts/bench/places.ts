// The offline place search's figures (decision 0023). Not a test: it prints numbers.
//   node --expose-gc --import tsx scripts/bench/places.ts [query…]
// 1. the first search: reading the data packages and building the index, and the heap it keeps
// 2. each query's latency once built: median and worst of 200 runs
import { countries } from '@mp/domain';
import { loadPlaceRecords } from '../../apps/api/src/adapters/places/offline-data.js';
import { PlaceIndex } from '../../apps/api/src/adapters/places/place-index.js';

const QUERIES = ['ma', 'sa', 'manch', 'london', 'lon', 'london eng', 'new york', 'st alb', 'greater lon', 'zurich', 'kent'];
const queries = process.argv.length > 2 ? process.argv.slice(2) : QUERIES;
const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

const before = heapMb();
let t = performance.now();
const records = loadPlaceRecords();
const loadMs = performance.now() - t;
t = performance.now();
const names = new Map(countries().map((c) => [c.code, c.name]));
const index = new PlaceIndex(records, { preferredCountry: 'GB', countryName: (code) => names.get(code) ?? code });
const indexMs = performance.now() - t;
records.length = 0;
console.log(`places: ${index.size}; read ${loadMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms; heap kept ${(heapMb() - before).toFixed(0)} MB${gc ? '' : ' (run with node --expose-gc for a true figure)'}`);

for (const q of queries) {
  const times: number[] = [];
  let first = '';
  for (let run = 0; run < 200; run++) {
    const t0 = performance.now();
    const places = index.search(q);
    times.push(performance.now() - t0);
    first ||= places[0]?.label ?? '(none)';
  }
  times.sort((a, b) => a - b);
  console.log(`${JSON.stringify(q).padEnd(14)} median ${times[100]!.toFixed(2)} ms, worst ${times[199]!.toFixed(2)} ms: ${first}`);
}
