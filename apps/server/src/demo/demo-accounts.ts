// The people of the demo set (docs/demo-data.md): its eight cities, the demo owner and the reviewers
// whose past jobs give the washers their ratings. The washers are in demo-washers.ts. Every demo
// account's email is at demoEmailDomain, which marks it as demo; the domain is ours, so no real
// person can register there.
import type { VehicleType } from '@sudsy/domain/constants';

export const demoEmailDomain = 'demo.sudsy.app';
/** One password for every demo account: they exist to be tried, and the console prints it. */
export const demoPassword = 'sudsy-demo-wash';

export const demoEmail = (slug: string) => `${slug}@${demoEmailDomain}`;

export const demoCities = [
  { id: 'san-francisco', name: 'San Francisco', state: 'CA', timeZone: 'America/Los_Angeles' },
  { id: 'los-angeles', name: 'Los Angeles', state: 'CA', timeZone: 'America/Los_Angeles' },
  { id: 'austin', name: 'Austin', state: 'TX', timeZone: 'America/Chicago' },
  { id: 'chicago', name: 'Chicago', state: 'IL', timeZone: 'America/Chicago' },
  { id: 'new-york', name: 'New York', state: 'NY', timeZone: 'America/New_York' },
  { id: 'seattle', name: 'Seattle', state: 'WA', timeZone: 'America/Los_Angeles' },
  { id: 'miami', name: 'Miami', state: 'FL', timeZone: 'America/New_York' },
  { id: 'denver', name: 'Denver', state: 'CO', timeZone: 'America/Denver' },
] as const;
export type DemoCity = (typeof demoCities)[number];
export type DemoCityId = DemoCity['id'];

/** 'San Francisco, CA': what an owner types to search a whole city; the gazetteer places it in the middle of town. */
export const citySearch = (city: DemoCity) => `${city.name}, ${city.state}`;

export function demoCity(id: DemoCityId): DemoCity {
  const city = demoCities.find((candidate) => candidate.id === id);
  if (!city) throw new Error(`no demo city ${id}`);
  return city;
}

export type DemoVehicle = {
  make: string;
  model: string;
  year: number;
  color: string;
  type: VehicleType;
  nickname?: string;
  licensePlate?: string;
  notes?: string;
};

export const demoOwner = {
  slug: 'owner',
  name: 'Demo Owner',
  address: 'Union Square, San Francisco, CA 94108',
  city: 'san-francisco',
  sedan: {
    make: 'Honda',
    model: 'Accord',
    year: 2020,
    color: 'Lunar Silver',
    type: 'sedan',
    nickname: 'Daily driver',
    licensePlate: '8SUD123',
  },
  suv: {
    make: 'Toyota',
    model: 'RAV4',
    year: 2022,
    color: 'Blueprint',
    type: 'suv',
    licensePlate: '9WSH456',
    notes: 'The dog rides in the back seat, so expect some hair.',
  },
} as const satisfies { slug: string; name: string; address: string; city: DemoCityId } & Record<
  'sedan' | 'suv',
  DemoVehicle
>;

/**
 * Car owners who booked and rated the washers' past jobs: three per city, each with one car. They
 * can sign in with the demo password, but are not printed at start: the demo owner is the one to try.
 */
export type DemoReviewer = { slug: string; name: string; city: DemoCityId; address: string; vehicle: DemoVehicle };

const reviewerPeople: readonly { name: string; city: DemoCityId; address: string }[] = [
  { name: 'Priya Raman', city: 'san-francisco', address: 'Pacific Heights, San Francisco, CA 94115' },
  { name: 'Marcus Chen', city: 'san-francisco', address: 'North Beach, San Francisco, CA 94133' },
  { name: 'Elena Vasquez', city: 'san-francisco', address: 'Nob Hill, San Francisco, CA 94109' },
  { name: 'Jordan Brooks', city: 'los-angeles', address: 'Downtown, Los Angeles, CA 90012' },
  { name: 'Sofia Martinez', city: 'los-angeles', address: 'Los Feliz, Los Angeles, CA 90027' },
  { name: 'Kenji Watanabe', city: 'los-angeles', address: 'Mid-City, Los Angeles, CA 90019' },
  { name: 'Tyler Nguyen', city: 'austin', address: 'Rosedale, Austin, TX 78756' },
  { name: 'Hannah Whitfield', city: 'austin', address: 'Zilker, Austin, TX 78704' },
  { name: 'Diego Ramirez', city: 'austin', address: 'Windsor Park, Austin, TX 78723' },
  { name: 'Aisha Johnson', city: 'chicago', address: 'West Loop, Chicago, IL 60607' },
  { name: 'Michael Kowalski', city: 'chicago', address: 'Bridgeport, Chicago, IL 60609' },
  { name: 'Laura Bianchi', city: 'chicago', address: 'South Loop, Chicago, IL 60616' },
  { name: 'David Goldberg', city: 'new-york', address: 'Long Island City, Queens, NY 11101' },
  { name: 'Natasha Ivanova', city: 'new-york', address: 'Greenpoint, Brooklyn, NY 11222' },
  { name: 'Andre Williams', city: 'new-york', address: 'Hamilton Heights, New York, NY 10031' },
  { name: 'Emily Larson', city: 'seattle', address: 'Green Lake, Seattle, WA 98115' },
  { name: 'Ravi Patel', city: 'seattle', address: 'Wallingford, Seattle, WA 98103' },
  { name: 'Grace Kim', city: 'seattle', address: 'Central District, Seattle, WA 98122' },
  { name: 'Carlos Mendoza', city: 'miami', address: 'Downtown, Miami, FL 33130' },
  { name: 'Isabella Rossi', city: 'miami', address: 'Edgewater, Miami, FL 33132' },
  { name: "Kevin O'Brien", city: 'miami', address: 'Coconut Grove, Miami, FL 33133' },
  { name: 'Samantha Reed', city: 'denver', address: 'LoDo, Denver, CO 80202' },
  { name: 'Noah Fischer', city: 'denver', address: 'Sloan Lake, Denver, CO 80212' },
  { name: 'Maya Thompson', city: 'denver', address: 'Congress Park, Denver, CO 80206' },
];

const reviewerCars: readonly DemoVehicle[] = [
  { make: 'Toyota', model: 'Prius', year: 2018, color: 'White', type: 'sedan' },
  { make: 'Tesla', model: 'Model 3', year: 2021, color: 'Red', type: 'sedan' },
  { make: 'Ford', model: 'F-150', year: 2019, color: 'Black', type: 'truck' },
  { make: 'Honda', model: 'CR-V', year: 2020, color: 'Grey', type: 'suv' },
  { make: 'Subaru', model: 'Outback', year: 2017, color: 'Green', type: 'suv' },
  { make: 'Mazda', model: 'MX-5 Miata', year: 2016, color: 'Soul Red', type: 'sports' },
  { make: 'Honda', model: 'Odyssey', year: 2018, color: 'Silver', type: 'van' },
  { make: 'BMW', model: '330i', year: 2020, color: 'Black', type: 'sedan' },
  { make: 'Jeep', model: 'Wrangler', year: 2019, color: 'Sting Grey', type: 'suv' },
  { make: 'Hyundai', model: 'Ioniq 5', year: 2023, color: 'Digital Teal', type: 'suv' },
  { make: 'Toyota', model: 'Tacoma', year: 2020, color: 'Cement', type: 'truck' },
  { make: 'Volkswagen', model: 'Golf GTI', year: 2015, color: 'Blue', type: 'sedan' },
  { make: 'Kia', model: 'Telluride', year: 2021, color: 'Dark Moss', type: 'suv' },
  { make: 'Audi', model: 'A4', year: 2019, color: 'Navarra Blue', type: 'sedan' },
  { make: 'Porsche', model: '911 Carrera', year: 2017, color: 'Guards Red', type: 'sports' },
  { make: 'Chrysler', model: 'Pacifica', year: 2021, color: 'White', type: 'van' },
];

/** Reviewer accounts are demo accounts that are not printed at start. */
export const reviewerSlugPrefix = 'reviewer-';

export const demoReviewers: readonly DemoReviewer[] = reviewerPeople.map((person, index) => ({
  ...person,
  slug: `${reviewerSlugPrefix}${index + 1}`,
  // Five is prime to sixteen, so neighbours in a city drive different cars.
  vehicle: reviewerCars[(index * 5) % reviewerCars.length] as DemoVehicle,
}));
