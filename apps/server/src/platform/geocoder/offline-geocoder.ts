import { maxAddressSuggestions, type AddressSuggestion } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { gazetteer, type CityPlace, type ZipPlace } from './gazetteer';
import type { Geocoder } from './geocoder';

/** Beyond this from every US ZIP a point is not in the US (or not anywhere we can name). */
const maxReverseMiles = 100;
/** Longest state name in words ('District of Columbia') and longest city name we try ('Salt Lake City'). */
const maxStateWords = 3;
const maxCityWords = 4;

const zipToken = /\b(\d{5})(?:-\d{4})?\b/g;
const coordinatePair = /^(?:current location\s*)?\(?\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*\)?$/i;
// '1 Market St', '221B Baker St': a house number then more, i.e. more than a place name.
const streetAddress = /^\d+[A-Za-z]?\s+\S/;

/**
 * The US ZIP gazetteer of the `zipcodes` package: no network, no key, city-level precision at best.
 * The gazetteer is built at the first lookup, not here, so a server start does not wait for it.
 */
export function offlineGeocoder(): Geocoder {
  /** The ZIP written in an address; a leading five-digit number is its house number, not a ZIP. */
  const zipIn = (text: string): ZipPlace | undefined => {
    const wholeZip = /^\d{5}(?:-\d{4})?$/.test(text);
    const found = [...text.matchAll(zipToken)].filter((match) => wholeZip || match.index !== 0);
    for (const match of found.reverse()) {
      const place = gazetteer().zip(match[1] ?? '');
      if (place) return place;
    }
    return undefined;
  };

  /** 'City, ST', 'City ST', 'City, State' anywhere in the text, the last one written winning. */
  const cityIn = (text: string): CityPlace | undefined => {
    const segments = text
      .replace(zipToken, ' ')
      .split(',')
      .map((segment) => segment.trim().split(/\s+/).filter(Boolean));
    for (let s = segments.length - 1; s >= 0; s -= 1) {
      const words = segments[s] ?? [];
      for (let end = words.length; end >= 1; end -= 1) {
        for (let size = 1; size <= maxStateWords && size <= end; size += 1) {
          const start = end - size;
          const state = gazetteer().stateCode(words.slice(start, end).join(' '));
          if (!state) continue;
          const before = start > 0 ? words.slice(0, start) : (segments[s - 1] ?? []);
          // Longest first, so 'Salt Lake City' wins over 'Lake City'.
          for (let count = Math.min(maxCityWords, before.length); count >= 1; count -= 1) {
            const city = gazetteer().city(before.slice(-count).join(' '), state);
            if (city) return city;
          }
        }
      }
    }
    return undefined;
  };

  /** Cities for a half-typed 'City' or 'City, St'. */
  const citiesStartingLike = (text: string): CityPlace[] => {
    const comma = text.lastIndexOf(',');
    if (comma === -1) return gazetteer().citiesWithPrefix(text, null, maxAddressSuggestions);
    const statePart = text.slice(comma + 1).trim();
    const states = statePart === '' ? null : gazetteer().statesWithPrefix(statePart);
    if (states?.length === 0) return [];
    return gazetteer().citiesWithPrefix(text.slice(0, comma), states, maxAddressSuggestions);
  };

  const pointOf = (text: string): Coordinates | null => {
    const pair = coordinatePair.exec(text);
    if (pair) {
      const point = { lat: Number(pair[1]), lng: Number(pair[2]) };
      return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : null;
    }
    const place =
      zipIn(text) ?? cityIn(text) ?? (/^[a-z .'-]+$/i.test(text) ? gazetteer().largestCityNamed(text) : undefined);
    return place ? { ...place.point } : null;
  };

  const nearest = (point: Coordinates) => gazetteer().nearestZip(point, maxReverseMiles);

  return {
    async geocode(address) {
      return pointOf(normalize(address));
    },
    async suggest(query) {
      const text = normalize(query);
      if (text === '') return [];
      if (/^\d{1,5}$/.test(text)) return gazetteer().zipsWithPrefix(text, maxAddressSuggestions).map(zipSuggestion);
      const suggestions: AddressSuggestion[] = [];
      const zip = zipIn(text);
      const city = cityIn(text);
      const place = zip ?? city;
      // A typed street address stays as written, placed at its ZIP or city; the place itself follows.
      if (place && streetAddress.test(text)) suggestions.push({ label: text, ...place.point });
      if (zip) suggestions.push(zipSuggestion(zip));
      if (city) suggestions.push(citySuggestion(city));
      if (!place) suggestions.push(...citiesStartingLike(text).map(citySuggestion));
      return dedupe(suggestions).slice(0, maxAddressSuggestions);
    },
    async reverse(point) {
      const place = nearest(point);
      return place ? `${place.city}, ${place.state} ${place.zip}` : null;
    },
    async area(point) {
      const place = nearest(point);
      return place ? `${place.city}, ${place.state}` : null;
    },
  };
}

function normalize(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

function zipSuggestion(place: ZipPlace): AddressSuggestion {
  return { label: `${place.city}, ${place.state} ${place.zip}`, ...place.point };
}

function citySuggestion(place: CityPlace): AddressSuggestion {
  return { label: `${place.city}, ${place.state}`, ...place.point };
}

function dedupe(suggestions: AddressSuggestion[]): AddressSuggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const key = suggestion.label.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
