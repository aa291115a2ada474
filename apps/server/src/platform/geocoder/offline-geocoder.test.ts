import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '@sudsy/domain/geo';
import { cityKey } from './gazetteer';
import { offlineGeocoder } from './offline-geocoder';

const geocoder = offlineGeocoder();
const labels = async (query: string) => (await geocoder.suggest(query)).map((suggestion) => suggestion.label);
const near = (point: { lat: number; lng: number } | null, lat: number, lng: number, miles = 10) => {
  expect(point).not.toBeNull();
  expect(greatCircleMiles(point ?? { lat: 0, lng: 0 }, { lat, lng })).toBeLessThan(miles);
};

describe('offline geocode', () => {
  it('resolves a ZIP, with or without its +4', async () => {
    expect(await geocoder.geocode('94105')).toEqual({ lat: 37.7864, lng: -122.3892 });
    expect(await geocoder.geocode(' 94105-1420 ')).toEqual({ lat: 37.7864, lng: -122.3892 });
  });

  it("resolves 'City, ST', 'City ST' and 'City, State' in any case, Saint spelt 'St'", async () => {
    near(await geocoder.geocode('Austin, TX'), 30.27, -97.74);
    near(await geocoder.geocode('austin tx'), 30.27, -97.74);
    near(await geocoder.geocode('Salt Lake City, Utah'), 40.76, -111.89);
    near(await geocoder.geocode('St. Louis, MO'), 38.63, -90.2);
    near(await geocoder.geocode('New York, NY'), 40.75, -73.99);
  });

  it('finds the ZIP inside a street address, not the house number', async () => {
    expect(await geocoder.geocode('1 Market St, San Francisco, CA 94105')).toEqual({ lat: 37.7864, lng: -122.3892 });
    expect(await geocoder.geocode('500 W 2nd St Austin TX 78701')).toEqual(await geocoder.geocode('78701'));
    // 10001 is a New York ZIP; here it is the house number of an address in Austin.
    near(await geocoder.geocode('10001 Research Blvd, Austin, TX'), 30.27, -97.74);
  });

  it("finds 'City, ST' inside a street address without a ZIP", async () => {
    near(await geocoder.geocode('1600 Pennsylvania Ave NW, Washington, DC'), 38.9, -77.03);
    near(await geocoder.geocode('221 Pine St, Seattle, WA, USA'), 47.61, -122.33);
  });

  it('takes a bare city name as its largest namesake', async () => {
    near(await geocoder.geocode('Portland'), 45.52, -122.67, 15);
  });

  it("reads the 'Current Location (lat, lng)' fallback address back as its point", async () => {
    expect(await geocoder.geocode('Current Location (37.7937, -122.3965)')).toEqual({ lat: 37.7937, lng: -122.3965 });
    expect(await geocoder.geocode('Current Location (137.7937, -122.3965)')).toBeNull();
  });

  it('answers null for anything it cannot place, including places outside the US', async () => {
    for (const address of [
      '',
      '   ',
      'nowhere at all',
      '00000',
      'Toronto, ON M5V 2T6',
      'A1A',
      '<script>',
      '9'.repeat(300),
    ]) {
      expect(await geocoder.geocode(address), address).toBeNull();
    }
  });
});

describe('offline suggest', () => {
  it('offers ZIPs by prefix, in order, at most 6', async () => {
    expect(await labels('9410')).toEqual([
      'San Francisco, CA 94101',
      'San Francisco, CA 94102',
      'San Francisco, CA 94103',
      'San Francisco, CA 94104',
      'San Francisco, CA 94105',
      'Firm Holdouts, CA 94106',
    ]);
    expect(await geocoder.suggest('94105')).toEqual([
      { label: 'San Francisco, CA 94105', lat: 37.7864, lng: -122.3892 },
    ]);
  });

  it('offers cities by name prefix, the largest first', async () => {
    expect(await labels('san fran')).toEqual(['San Francisco, CA']);
    const portland = await labels('Portland');
    expect(portland[0]).toBe('Portland, OR');
    expect(portland).toContain('Portland, ME');
    expect(portland.length).toBeLessThanOrEqual(6);
  });

  it("narrows 'City, S' by the state typed so far", async () => {
    expect(await labels('Portland, O')).toEqual(['Portland, OR', 'Portland, OH']);
    expect(await labels('Portland, Maine')).toEqual(['Portland, ME']);
    expect(await labels('Portland, ')).toContain('Portland, ME');
    expect(await labels('Portland, Q')).toEqual([]);
  });

  it('offers a typed street address at its ZIP, then the ZIP and the city', async () => {
    const suggestions = await geocoder.suggest('1 Market St, San Francisco, CA 94105');
    expect(suggestions).toEqual([
      { label: '1 Market St, San Francisco, CA 94105', lat: 37.7864, lng: -122.3892 },
      { label: 'San Francisco, CA 94105', lat: 37.7864, lng: -122.3892 },
      expect.objectContaining({ label: 'San Francisco, CA' }),
    ]);
    expect(await labels('12345 Main St,  Austin,  TX')).toEqual(['12345 Main St, Austin, TX', 'Austin, TX']);
  });

  it('is US only', async () => {
    // Toronto, OH and Vancouver, WA exist; the Canadian ones must not appear.
    expect(await labels('Toronto')).toEqual(['Toronto, OH', 'Toronto, SD', 'Toronto, KS']);
    for (const query of ['Mississauga', 'Toronto, ON', 'Vancouver, BC', 'M5V', 'A1A', 'Montreal, Quebec']) {
      expect(await labels(query), query).toEqual([]);
    }
    for (const query of ['1', '5', '9', 'San', 'Spring', 'Lake', 'Saint']) {
      for (const suggestion of await geocoder.suggest(query)) {
        expect(suggestion.label, query).toMatch(/, [A-Z]{2}( \d{5})?$/);
        // Inside the box around the states and territories (Guam and the Marianas lie past 144° E).
        expect(suggestion.lat).toBeGreaterThan(-15);
        expect(suggestion.lng < -60 || suggestion.lng > 140, suggestion.label).toBe(true);
      }
    }
  });

  it('answers nothing for empty or meaningless input', async () => {
    for (const query of ['', '   ', ',', ', ,', 'zzzz', '%%%', '0000000'])
      expect(await labels(query), query).toEqual([]);
  });
});

describe('offline reverse and area', () => {
  it("names the nearest town's ZIP, not a company or PO-box ZIP", async () => {
    expect(await geocoder.reverse({ lat: 37.7937, lng: -122.3965 })).toBe('San Francisco, CA 94111');
    expect(await geocoder.area({ lat: 37.7937, lng: -122.3965 })).toBe('San Francisco, CA');
    expect(await geocoder.area({ lat: 30.2672, lng: -97.7431 })).toBe('Austin, TX');
    expect(await geocoder.reverse({ lat: 21.3069, lng: -157.8583 })).toMatch(/^Honolulu, HI \d{5}$/);
  });

  it('answers null far from any US town', async () => {
    expect(await geocoder.reverse({ lat: 0, lng: 0 })).toBeNull();
    expect(await geocoder.reverse({ lat: 48.8566, lng: 2.3522 })).toBeNull();
    // Military mail ZIPs (APO/FPO, 'AE') sit at bases abroad; they are not US places.
    expect(await geocoder.reverse({ lat: 51.5, lng: -0.12 })).toBeNull();
    expect(await geocoder.suggest('094')).toEqual([]);
    expect(await geocoder.area({ lat: 30, lng: -40 })).toBeNull();
    expect(await geocoder.reverse({ lat: 89.9, lng: 179.9 })).toBeNull();
  });
});

describe('cityKey', () => {
  it('ignores case and punctuation and reads St, Ft and Mt as Saint, Fort and Mount', () => {
    expect(cityKey('St. Louis')).toBe('saint louis');
    expect(cityKey('FT  WORTH')).toBe('fort worth');
    expect(cityKey("Coeur d'Alene")).toBe('coeur dalene');
    expect(cityKey('Mt Vernon')).toBe(cityKey('Mount Vernon'));
  });
});

describe('the ZIP table', () => {
  it('is read as data, never compiled as the 5 MB script it ships as', async () => {
    expect(await geocoder.geocode('78701')).not.toBeNull();
    // Compiling it left about 85 MB resident per instance (docs/decisions/025).
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => file.includes('zipcodes'))).toEqual([
      expect.stringContaining('zipcodes/lib/states.js'),
    ]);
  });
});
