import { greatCircleMiles } from '@sudsy/domain/geo';

/** A ZIP centre of the offline gazetteer. */
export type Place = { town: string; zip: string; label: string; point: { lat: number; lng: number } };

const place = (town: string, state: string, zip: string, lat: number, lng: number): Place => ({
  town,
  zip,
  label: `${town}, ${state} ${zip}`,
  point: { lat, lng },
});

/**
 * The one allocator of towns: each journey that puts washers or requests on the map owns a town,
 * so a search never meets another journey's washers however the journeys are scheduled. A new
 * journey adds its own entry here rather than picking a town in its spec.
 */
export const places = {
  quotes: place('Fargo', 'ND', '58102', 46.9209, -96.8318),
  bookingJourney: place('Boise', 'ID', '83702', 43.6322, -116.2052),
  ownerSide: place('Bozeman', 'MT', '59715', 45.6693, -111.0431),
  favourites: place('Amarillo', 'TX', '79101', 35.2036, -101.8424),
  mapResults: place('Billings', 'MT', '59101', 45.7745, -108.5005),
  /** No journey puts a washer within reach: a request here reaches nobody. */
  noWashers: place('Cheyenne', 'WY', '82001', 41.1437, -104.7962),
  noSidewaysScroll: place('Casper', 'WY', '82601', 42.8458, -106.3166),
  notifications: place('Duluth', 'MN', '55802', 46.7867, -92.1005),
  messages: place('Rapid City', 'SD', '57701', 44.1415, -103.2052),
  washerProfile: place('Austin', 'TX', '78701', 30.2713, -97.7426),
  washerSearch: place('Missoula', 'MT', '59801', 46.8563, -114.0252),
  verification: place('Spokane', 'WA', '99201', 47.6588, -117.426),
} as const satisfies Record<string, Place>;

/**
 * A washer reaches at most 50 miles and a search looks at most 50 miles out, so towns 100 miles
 * apart can never see each other's washers. Checked when the journeys load, not hoped for.
 */
const apartMiles = 100;
const all = Object.entries(places);
for (const [i, [name, a]] of all.entries()) {
  for (const [other, b] of all.slice(i + 1)) {
    const miles = greatCircleMiles(a.point, b.point);
    if (miles < apartMiles) throw new Error(`${name} and ${other} are ${miles.toFixed(0)} miles apart`);
  }
}
