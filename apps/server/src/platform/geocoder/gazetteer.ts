import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type zipcodesPackage from 'zipcodes';
import { greatCircleMiles } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';

// The US part of the `zipcodes` package (42k ZIPs with city, state and a point), indexed once.

export type ZipPlace = { zip: string; city: string; state: string; point: Coordinates };
export type CityPlace = { city: string; state: string; point: Coordinates; zipCount: number; key: string };

export type Gazetteer = {
  zip(zip: string): ZipPlace | undefined;
  /** ZIPs starting with `prefix`, in ZIP order. */
  zipsWithPrefix(prefix: string, limit: number): ZipPlace[];
  /** The state's two-letter code for a code or full name in any case ('tx', 'Texas'), else undefined. */
  stateCode(text: string): string | undefined;
  /** State codes whose code or full name starts with `prefix`. */
  statesWithPrefix(prefix: string): string[];
  city(name: string, state: string): CityPlace | undefined;
  /** Cities whose name starts with `prefix`, in the given states if any, largest (most ZIPs) first. */
  citiesWithPrefix(prefix: string, states: readonly string[] | null, limit: number): CityPlace[];
  /** The city of that exact name with the most ZIPs, in any state. */
  largestCityNamed(name: string): CityPlace | undefined;
  /** The nearest ZIP with a precise point, if one lies within `maxMiles`. */
  nearestZip(point: Coordinates, maxMiles: number): ZipPlace | undefined;
};

const milesPerDegreeLatitude = 69;
// Territories across the date line; any other US point east of Greenwich is a sign error in the data.
const easternTerritories = new Set(['GU', 'MP', 'PW', 'FM', 'MH']);
const militaryMail = new Set(['AA', 'AE', 'AP']);

const abbreviations: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount' };

/** Case, punctuation and 'St'/'Ft'/'Mt' for Saint/Fort/Mount do not matter when matching a city name. */
export function cityKey(name: string): string {
  return (
    name
      .toLowerCase()
      // The typographic apostrophe written as an escape: the server bundle stays ASCII (server-build.mjs).
      .replace(/[.'\u2019]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .map((word) => abbreviations[word] ?? word)
      .join(' ')
  );
}

type ZipTable = {
  codes: typeof zipcodesPackage.codes;
  /** State code to its name in capitals ('TX' to 'TEXAS'). */
  stateNames: Record<string, string>;
};

/**
 * The package's US ZIP table, read when the gazetteer is first built rather than when the server's
 * code loads (the server build leaves it in node_modules). Its file is a 5 MB script whose object
 * literal is JSON: compiled as a script it left about 85 MB resident in every instance that looks
 * up a place, parsed as JSON about 20 (docs/decisions/025).
 */
function loadZipTable(): ZipTable {
  const require = createRequire(import.meta.url);
  const script = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
  const start = script.indexOf('exports.codes = ');
  const end = script.indexOf(';\nexports.stateMap');
  if (start !== 0 || end < 0) throw new Error('the zipcodes package changed the layout of lib/codes.js');
  const codes = JSON.parse(script.slice('exports.codes = '.length, end)) as ZipTable['codes'];
  const { abbr } = require('zipcodes/lib/states.js') as { abbr: Record<string, string> };
  return { codes, stateNames: abbr };
}

function build(): Gazetteer {
  const zipcodes = loadZipTable();
  const zips: ZipPlace[] = [];
  const byZip = new Map<string, ZipPlace>();
  const cityGroups = new Map<string, { city: string; state: string; lats: number[]; lngs: number[] }>();
  // Precise ZIPs by 1° cell, for nearest-ZIP lookups that look at a few cells instead of every ZIP.
  const grid = new Map<string, ZipPlace[]>();
  for (const code of Object.values(zipcodes.codes)) {
    // Canadian postal areas share the package; military mail ZIPs (APO/FPO) are placed abroad or nowhere.
    if (code.country !== 'US' || militaryMail.has(code.state) || (code.latitude === 0 && code.longitude === 0))
      continue;
    if (code.longitude > 0 && !easternTerritories.has(code.state)) continue;
    const place = {
      zip: code.zip,
      city: code.city,
      state: code.state,
      point: { lat: code.latitude, lng: code.longitude },
    };
    zips.push(place);
    byZip.set(place.zip, place);
    const key = `${cityKey(code.city)}|${code.state}`;
    const group = cityGroups.get(key) ?? { city: code.city, state: code.state, lats: [], lngs: [] };
    group.lats.push(code.latitude);
    group.lngs.push(code.longitude);
    cityGroups.set(key, group);
    // Points rounded to 0.01° mark PO-box and company ZIPs ('Wells Fargo Bank, CA') placed roughly
    // downtown; a point's address should name the town it is in, not them.
    if (!isRounded(code.latitude) || !isRounded(code.longitude)) {
      const cell = cellOf(place.point.lat, place.point.lng);
      const members = grid.get(cell);
      if (members) members.push(place);
      else grid.set(cell, [place]);
    }
  }
  // ZIPs are five digits: code-unit order is numeric order, without localeCompare's cost.
  zips.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  const cities = new Map<string, CityPlace>();
  for (const [key, group] of cityGroups) {
    cities.set(key, {
      city: group.city,
      state: group.state,
      // The median of its ZIPs' points: the middle of town, unmoved by a stray ZIP far away.
      point: { lat: median(group.lats), lng: median(group.lngs) },
      zipCount: group.lats.length,
      key: key.slice(0, key.indexOf('|')),
    });
  }
  const bySize = [...cities.values()].sort((a, b) => b.zipCount - a.zipCount || a.city.localeCompare(b.city));
  const states = new Map<string, string>();
  const usStates = new Set(zips.map((place) => place.state));
  for (const [code, name] of Object.entries(zipcodes.stateNames)) {
    if (!usStates.has(code)) continue;
    states.set(code.toLowerCase(), code);
    states.set(name.toLowerCase(), code);
  }

  return {
    zip: (zip) => byZip.get(zip),
    zipsWithPrefix(prefix, limit) {
      const start = lowerBound(zips, prefix);
      const found: ZipPlace[] = [];
      for (let index = start; index < zips.length && found.length < limit; index += 1) {
        const place = zips[index];
        if (!place?.zip.startsWith(prefix)) break;
        found.push(place);
      }
      return found;
    },
    stateCode: (text) => states.get(text.trim().toLowerCase().replace(/\.$/, '')),
    statesWithPrefix(prefix) {
      const lower = prefix.trim().toLowerCase();
      return [...new Set([...states].filter(([name]) => name.startsWith(lower)).map(([, code]) => code))];
    },
    city: (name, state) => cities.get(`${cityKey(name)}|${state}`),
    citiesWithPrefix(prefix, inStates, limit) {
      const key = cityKey(prefix);
      if (key === '') return [];
      const found: CityPlace[] = [];
      for (const place of bySize) {
        if (found.length >= limit) break;
        if (place.key.startsWith(key) && (!inStates || inStates.includes(place.state))) found.push(place);
      }
      return found;
    },
    largestCityNamed(name) {
      const key = cityKey(name);
      return bySize.find((place) => place.key === key);
    },
    nearestZip(point, maxMiles) {
      const latCells = Math.ceil(maxMiles / milesPerDegreeLatitude);
      // A degree of longitude shrinks towards the poles; near them every longitude is close.
      const milesPerDegreeLongitude =
        milesPerDegreeLatitude * Math.cos((Math.min(Math.abs(point.lat) + latCells, 89) * Math.PI) / 180);
      const lngCells = Math.min(180, Math.ceil(maxMiles / milesPerDegreeLongitude));
      let best: ZipPlace | undefined;
      let bestMiles = maxMiles;
      for (let dLat = -latCells; dLat <= latCells; dLat += 1) {
        for (let dLng = -lngCells; dLng <= lngCells; dLng += 1) {
          for (const place of grid.get(cellOf(point.lat + dLat, wrapLongitude(point.lng + dLng))) ?? []) {
            const miles = greatCircleMiles(point, place.point);
            if (miles <= bestMiles) {
              best = place;
              bestMiles = miles;
            }
          }
        }
      }
      return best;
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const value = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round((value ?? 0) * 10_000) / 10_000;
}

function isRounded(degrees: number): boolean {
  return Math.abs(degrees * 100 - Math.round(degrees * 100)) < 1e-6;
}

function cellOf(lat: number, lng: number): string {
  return `${Math.floor(lat)},${Math.floor(lng)}`;
}

function wrapLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

function lowerBound(zips: readonly ZipPlace[], prefix: string): number {
  let low = 0;
  let high = zips.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((zips[middle]?.zip ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

let shared: Gazetteer | undefined;

/** Built on first use (a few hundred milliseconds) and shared by every geocoder of the process. */
export function gazetteer(): Gazetteer {
  shared ??= build();
  return shared;
}
