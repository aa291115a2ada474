export const serviceTypes = ['main', 'addon', 'premium'] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const categoryLabels = {
  main: 'Main Services',
  addon: 'Add-Ons',
  premium: 'Premium Services',
} as const satisfies Record<ServiceType, string>;

export const customServiceCategory = 'Custom Services';
export const customServiceIdPrefix = 'custom-';

export type CatalogueService = {
  id: string;
  name: string;
  description: string;
  type: ServiceType;
  category: (typeof categoryLabels)[ServiceType];
  /** Integer cents: money is never a float in Sudsy. */
  basePriceCents: number;
  estimatedMinutes: number;
};

type Entry = Omit<CatalogueService, 'category'>;

const entries: Entry[] = [
  {
    id: 'express-wash',
    type: 'main',
    name: 'Express Wash & Go',
    basePriceCents: 3500,
    estimatedMinutes: 30,
    description: 'A quick hand wash and dry of the exterior, wheels and windows.',
  },
  {
    id: 'interior-quick-clean',
    type: 'main',
    name: 'Interior Quick Clean',
    basePriceCents: 4500,
    estimatedMinutes: 45,
    description: 'Vacuum, wipe-down of dash and console, and streak-free interior glass.',
  },
  {
    id: 'exterior-detail',
    type: 'main',
    name: 'Exterior Detail',
    basePriceCents: 8000,
    estimatedMinutes: 90,
    description: 'Foam wash, decontamination, wheel and tyre detail, and a protective wax.',
  },
  {
    id: 'interior-detail',
    type: 'main',
    name: 'Interior Detail',
    basePriceCents: 10000,
    estimatedMinutes: 120,
    description: 'Deep vacuum, shampoo of seats and carpets, and cleaning of every surface.',
  },
  {
    id: 'full-detail',
    type: 'main',
    name: 'Full Detail',
    basePriceCents: 16000,
    estimatedMinutes: 180,
    description: 'Complete interior and exterior detail for a like-new finish inside and out.',
  },
  {
    id: 'clay-bar',
    type: 'addon',
    name: 'Clay Bar Treatment',
    basePriceCents: 4000,
    estimatedMinutes: 45,
    description: 'Lifts bonded contaminants from the paint for a glass-smooth surface.',
  },
  {
    id: 'paint-sealant',
    type: 'addon',
    name: 'Paint Sealant Upgrade',
    basePriceCents: 3500,
    estimatedMinutes: 30,
    description: 'A synthetic sealant that protects the paint for up to six months.',
  },
  {
    id: 'headlight-restoration',
    type: 'addon',
    name: 'Headlight Restoration',
    basePriceCents: 5000,
    estimatedMinutes: 45,
    description: 'Removes yellowing and haze from headlight lenses and seals them.',
  },
  {
    id: 'engine-bay',
    type: 'addon',
    name: 'Engine Bay Cleaning',
    basePriceCents: 5500,
    estimatedMinutes: 60,
    description: 'Safe degreasing and dressing of the engine compartment.',
  },
  {
    id: 'pet-hair-removal',
    type: 'addon',
    name: 'Pet Hair Removal',
    basePriceCents: 3000,
    estimatedMinutes: 40,
    description: 'Thorough removal of embedded pet hair from seats and carpets.',
  },
  {
    id: 'leather-conditioning',
    type: 'addon',
    name: 'Leather Conditioning',
    basePriceCents: 2500,
    estimatedMinutes: 30,
    description: 'Cleans and nourishes leather seats to keep them supple.',
  },
  {
    id: 'ozone-treatment',
    type: 'addon',
    name: 'Ozone Treatment',
    basePriceCents: 6500,
    estimatedMinutes: 60,
    description: 'Eliminates smoke, pet and food odours at the source.',
  },
  {
    id: 'undercarriage-wash',
    type: 'addon',
    name: 'Undercarriage Wash',
    basePriceCents: 2500,
    estimatedMinutes: 30,
    description: 'Rinses salt, mud and road grime from beneath the vehicle.',
  },
  {
    id: 'single-stage-correction',
    type: 'premium',
    name: 'Single-Stage Paint Correction',
    basePriceCents: 20000,
    estimatedMinutes: 180,
    description: 'One-step machine polish that removes light swirls and restores gloss.',
  },
  {
    id: 'multi-stage-correction',
    type: 'premium',
    name: 'Multi-Stage Paint Correction',
    basePriceCents: 35000,
    estimatedMinutes: 300,
    description: 'Compound and polish stages that remove deeper defects and scratches.',
  },
  {
    id: 'ceramic-coating',
    type: 'premium',
    name: 'Professional Ceramic Coating',
    basePriceCents: 40000,
    estimatedMinutes: 240,
    description: 'A durable ceramic layer for years of gloss, protection and easy washing.',
  },
];

export const catalogue: readonly CatalogueService[] = entries.map((entry) => ({
  ...entry,
  category: categoryLabels[entry.type],
}));

export function findCatalogueService(id: string): CatalogueService | undefined {
  return catalogue.find((service) => service.id === id);
}

export function isCustomServiceId(id: string): boolean {
  return id.startsWith(customServiceIdPrefix);
}

/** Categories in catalogue order, each with its services: the tabs and groups of every service picker. */
export function catalogueByCategory(): { type: ServiceType; label: string; services: CatalogueService[] }[] {
  return serviceTypes.map((type) => ({
    type,
    label: categoryLabels[type],
    services: catalogue.filter((service) => service.type === type),
  }));
}

/** The first three catalogue items, featured on the landing page and the owner dashboard. */
export const featuredServiceCount = 3;
export function featuredServices(): CatalogueService[] {
  return catalogue.slice(0, featuredServiceCount);
}
