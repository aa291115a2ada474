// The demo data set: washers around eight US cities and one owner. Every demo account's email is
// at demoEmailDomain, which marks it as demo (docs/demo-data.md); the domain is ours, so no real
// person can register there.

export const demoEmailDomain = 'demo.sudsy.app';
/** One password for every demo account: they exist to be tried, and the console prints it. */
export const demoPassword = 'sudsy-demo-wash';

/** [catalogue service id, price as a share of the base price] */
type Priced = readonly [string, number];

export type DemoWasher = {
  slug: string;
  businessName: string;
  bio: string;
  experienceYears: number;
  workRadiusMiles: number;
  /** Neighbourhood, city, state and ZIP: the offline gazetteer places it by the ZIP. */
  address: string;
  services: readonly Priced[];
};

const basics: readonly Priced[] = [
  ['express-wash', 1],
  ['interior-quick-clean', 1],
];
const detailing: readonly Priced[] = [
  ['exterior-detail', 1.1],
  ['interior-detail', 1.05],
  ['full-detail', 1.1],
  ['clay-bar', 1],
];
const premium: readonly Priced[] = [
  ['single-stage-correction', 1.15],
  ['multi-stage-correction', 1.1],
  ['ceramic-coating', 1.2],
  ['paint-sealant', 1],
];
const addOns: readonly Priced[] = [
  ['pet-hair-removal', 1],
  ['engine-bay', 0.95],
  ['headlight-restoration', 1],
];

export const demoWashers: readonly DemoWasher[] = [
  {
    slug: 'mission-suds',
    businessName: 'Mission Suds Mobile Wash',
    experienceYears: 6,
    workRadiusMiles: 12,
    address: 'Mission District, San Francisco, CA 94110',
    services: [...basics, ['pet-hair-removal', 1.1]],
    bio: 'Waterless and low-water washes at your curb, anywhere from the Mission to the Marina.',
  },
  {
    slug: 'haight-shine',
    businessName: 'Haight Street Shine',
    experienceYears: 11,
    workRadiusMiles: 15,
    address: 'Haight-Ashbury, San Francisco, CA 94117',
    services: [...detailing, ...addOns],
    bio: 'Full interior and exterior detailing out of a fully equipped van, with our own water and power.',
  },
  {
    slug: 'sunset-ceramic',
    businessName: 'Sunset Ceramic Studio',
    experienceYears: 14,
    workRadiusMiles: 25,
    address: 'Outer Sunset, San Francisco, CA 94122',
    services: [...premium, ['exterior-detail', 1.2]],
    bio: 'Paint correction and certified ceramic coatings, done in your garage or driveway.',
  },
  {
    slug: 'echo-park-detail',
    businessName: 'Echo Park Detail Co.',
    experienceYears: 4,
    workRadiusMiles: 20,
    address: 'Echo Park, Los Angeles, CA 90026',
    services: [...basics, ...addOns],
    bio: 'Quick, careful hand washes for busy Angelenos, at home or at the office.',
  },
  {
    slug: 'westside-gloss',
    businessName: 'Westside Gloss',
    experienceYears: 9,
    workRadiusMiles: 18,
    address: 'Palms, Los Angeles, CA 90034',
    services: [...detailing, ['ozone-treatment', 1]],
    bio: 'Detailing for daily drivers and weekend cars, with odour removal for rideshare vehicles.',
  },
  {
    slug: 'venice-coastal',
    businessName: 'Venice Coastal Car Care',
    experienceYears: 7,
    workRadiusMiles: 15,
    address: 'Venice, Los Angeles, CA 90291',
    services: [...basics, ['undercarriage-wash', 1], ['paint-sealant', 1.1]],
    bio: 'Salt air is hard on paint: washes, undercarriage rinses and sealants near the beach.',
  },
  {
    slug: 'south-congress-wash',
    businessName: 'South Congress Wash',
    experienceYears: 5,
    workRadiusMiles: 20,
    address: 'South Congress, Austin, TX 78704',
    services: [...basics, ['clay-bar', 0.9]],
    bio: 'Friendly mobile washes around South Austin, evenings and weekends too.',
  },
  {
    slug: 'hyde-park-detailing',
    businessName: 'Hyde Park Detailing',
    experienceYears: 12,
    workRadiusMiles: 25,
    address: 'Hyde Park, Austin, TX 78751',
    services: [...detailing, ...premium],
    bio: 'Twelve years of detailing in Central Texas; ceramic coatings that stand up to the sun.',
  },
  {
    slug: 'onion-creek-clean',
    businessName: 'Onion Creek Clean Cars',
    experienceYears: 3,
    workRadiusMiles: 30,
    address: 'Southwest Austin, Austin, TX 78745',
    services: [...basics, ...addOns, ['leather-conditioning', 1]],
    bio: 'Family-run, eco-friendly products, and plenty of experience with kids and pets in the back seat.',
  },
  {
    slug: 'lincoln-park-polish',
    businessName: 'Lincoln Park Polish',
    experienceYears: 10,
    workRadiusMiles: 15,
    address: 'Lincoln Park, Chicago, IL 60614',
    services: [...detailing, ['headlight-restoration', 1]],
    bio: 'Interior and exterior detailing on the North Side, all year round in a heated trailer.',
  },
  {
    slug: 'avondale-auto-spa',
    businessName: 'Avondale Auto Spa',
    experienceYears: 6,
    workRadiusMiles: 20,
    address: 'Avondale, Chicago, IL 60618',
    services: [...basics, ['undercarriage-wash', 1.1], ['engine-bay', 1]],
    bio: 'Road salt removal and winter washes that keep your car from rusting.',
  },
  {
    slug: 'lakeview-ceramic',
    businessName: 'Lakeview Ceramic Works',
    experienceYears: 15,
    workRadiusMiles: 25,
    address: 'Lakeview, Chicago, IL 60657',
    services: [...premium, ['full-detail', 1.15]],
    bio: 'Multi-stage paint correction and long-life coatings by a certified installer.',
  },
  {
    slug: 'upper-west-wash',
    businessName: 'Upper West Wash',
    experienceYears: 8,
    workRadiusMiles: 10,
    address: 'Upper West Side, New York, NY 10025',
    services: [...basics, ['interior-detail', 1.2]],
    bio: 'Garage and street-side washes in Manhattan, booked around alternate-side parking.',
  },
  {
    slug: 'williamsburg-detail',
    businessName: 'Williamsburg Detail House',
    experienceYears: 9,
    workRadiusMiles: 12,
    address: 'Williamsburg, Brooklyn, NY 11211',
    services: [...detailing, ...addOns],
    bio: 'Brooklyn detailing with a steam cleaner and a lot of patience for city grime.',
  },
  {
    slug: 'east-village-express',
    businessName: 'East Village Express',
    experienceYears: 2,
    workRadiusMiles: 8,
    address: 'East Village, New York, NY 10003',
    services: basics,
    bio: 'Fast, affordable exterior washes and quick interior cleans below 14th Street.',
  },
  {
    slug: 'fremont-foam',
    businessName: 'Fremont Foam & Shine',
    experienceYears: 7,
    workRadiusMiles: 20,
    address: 'Fremont, Seattle, WA 98103',
    services: [...basics, ['paint-sealant', 1], ['clay-bar', 1]],
    bio: 'Rainy-day specialists: sealants that keep water beading all winter.',
  },
  {
    slug: 'capitol-hill-detail',
    businessName: 'Capitol Hill Detailing',
    experienceYears: 11,
    workRadiusMiles: 15,
    address: 'Capitol Hill, Seattle, WA 98122',
    services: [...detailing, ['ozone-treatment', 1.1]],
    bio: 'Complete detailing, odour treatment and upholstery shampoo, all at your door.',
  },
  {
    slug: 'beacon-hill-ceramic',
    businessName: 'Beacon Hill Ceramic',
    experienceYears: 13,
    workRadiusMiles: 30,
    address: 'Beacon Hill, Seattle, WA 98144',
    services: [...premium, ...addOns],
    bio: 'Paint correction, ceramic coatings and headlight restoration across the Puget Sound area.',
  },
  {
    slug: 'south-beach-shine',
    businessName: 'South Beach Shine',
    experienceYears: 8,
    workRadiusMiles: 15,
    address: 'South Beach, Miami Beach, FL 33139',
    services: [...basics, ['undercarriage-wash', 1], ['paint-sealant', 1.1]],
    bio: 'Washes that take the salt and sand off, by the beach or at your building garage.',
  },
  {
    slug: 'coconut-grove-detail',
    businessName: 'Coconut Grove Detailing',
    experienceYears: 12,
    workRadiusMiles: 20,
    address: 'Coconut Grove, Miami, FL 33133',
    services: [...detailing, ...premium],
    bio: 'Luxury and exotic car detailing with UV-protective coatings for the Florida sun.',
  },
  {
    slug: 'wynwood-wash',
    businessName: 'Wynwood Mobile Wash',
    experienceYears: 4,
    workRadiusMiles: 25,
    address: 'Wynwood, Miami, FL 33137',
    services: [...basics, ['pet-hair-removal', 1], ['leather-conditioning', 1]],
    bio: 'Friendly, quick and thorough: washes and interior cleans all over Miami.',
  },
  {
    slug: 'five-points-foam',
    businessName: 'Five Points Foam',
    experienceYears: 5,
    workRadiusMiles: 20,
    address: 'Five Points, Denver, CO 80205',
    services: [...basics, ['undercarriage-wash', 1]],
    bio: 'Mag-chloride removal and hand washes for Front Range drivers.',
  },
  {
    slug: 'wash-park-detail',
    businessName: 'Wash Park Detail',
    experienceYears: 10,
    workRadiusMiles: 15,
    address: 'Washington Park, Denver, CO 80209',
    services: [...detailing, ['headlight-restoration', 1.05]],
    bio: 'Interior and exterior detailing for SUVs and trucks back from the mountains.',
  },
  {
    slug: 'highlands-ceramic',
    businessName: 'Highlands Ceramic & Correction',
    experienceYears: 16,
    workRadiusMiles: 35,
    address: 'Highland, Denver, CO 80211',
    services: [...premium, ['full-detail', 1.1]],
    bio: 'Sixteen years of paint correction; coatings rated for high-altitude sun.',
  },
];

export const demoOwner = {
  slug: 'owner',
  name: 'Demo Owner',
  address: 'Union Square, San Francisco, CA 94108',
} as const;

export const demoEmail = (slug: string) => `${slug}@${demoEmailDomain}`;
