import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  catalogue,
  catalogueByCategory,
  categoryLabels,
  customServiceCategory,
  customServiceIdPrefix,
  featuredServiceCount,
  featuredServices,
  findCatalogueService,
  isCustomServiceId,
  serviceTypes,
} from './catalogue';

// The catalogue table: type, service, price in dollars, minutes — in the table's order.
const specCatalogueRows: [type: string, name: string, dollars: number, minutes: number][] = [
  ['main', 'Express Wash & Go', 35, 30],
  ['main', 'Interior Quick Clean', 45, 45],
  ['main', 'Exterior Detail', 80, 90],
  ['main', 'Interior Detail', 100, 120],
  ['main', 'Full Detail', 160, 180],
  ['addon', 'Clay Bar Treatment', 40, 45],
  ['addon', 'Paint Sealant Upgrade', 35, 30],
  ['addon', 'Headlight Restoration', 50, 45],
  ['addon', 'Engine Bay Cleaning', 55, 60],
  ['addon', 'Pet Hair Removal', 30, 40],
  ['addon', 'Leather Conditioning', 25, 30],
  ['addon', 'Ozone Treatment', 65, 60],
  ['addon', 'Undercarriage Wash', 25, 30],
  ['premium', 'Single-Stage Paint Correction', 200, 180],
  ['premium', 'Multi-Stage Paint Correction', 350, 300],
  ['premium', 'Professional Ceramic Coating', 400, 240],
];

// Ids are stored in quote requests, appointments and washer profiles: renaming one orphans saved data.
const storedServiceIds = [
  'express-wash',
  'interior-quick-clean',
  'exterior-detail',
  'interior-detail',
  'full-detail',
  'clay-bar',
  'paint-sealant',
  'headlight-restoration',
  'engine-bay',
  'pet-hair-removal',
  'leather-conditioning',
  'ozone-treatment',
  'undercarriage-wash',
  'single-stage-correction',
  'multi-stage-correction',
  'ceramic-coating',
];

const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const catalogueIds = catalogue.map((service) => service.id);

describe('catalogue against its table', () => {
  it('holds exactly the 16 services of the table, in table order, with type, name, price and minutes', () => {
    const rows = catalogue.map((service) => [
      service.type,
      service.name,
      service.basePriceCents,
      service.estimatedMinutes,
    ]);
    const expected = specCatalogueRows.map(([type, name, dollars, minutes]) => [type, name, dollars * 100, minutes]);
    expect(rows).toEqual(expected);
    expect(catalogue).toHaveLength(16);
  });

  it('stores every price as a positive whole number of cents', () => {
    for (const service of catalogue) {
      expect(Number.isInteger(service.basePriceCents), service.id).toBe(true);
      expect(service.basePriceCents, service.id).toBeGreaterThan(0);
    }
  });

  it('labels the categories Main Services, Add-Ons and Premium Services', () => {
    expect(serviceTypes).toEqual(['main', 'addon', 'premium']);
    expect(categoryLabels).toEqual({ main: 'Main Services', addon: 'Add-Ons', premium: 'Premium Services' });
  });

  it("gives each service its type's category label", () => {
    const expectedLabel = { main: 'Main Services', addon: 'Add-Ons', premium: 'Premium Services' } as const;
    for (const service of catalogue) expect(service.category, service.id).toBe(expectedLabel[service.type]);
  });

  it('gives every service a description', () => {
    for (const service of catalogue) expect(service.description.trim(), service.id).not.toBe('');
  });
});

describe('catalogue ids', () => {
  it('keeps the stored ids unchanged and in order', () => {
    expect(catalogueIds).toEqual(storedServiceIds);
  });

  it('are unique', () => {
    expect(new Set(catalogueIds).size).toBe(catalogueIds.length);
  });

  it('are kebab-case', () => {
    for (const id of catalogueIds) expect(id).toMatch(kebabCase);
  });

  it('never look like custom service ids', () => {
    for (const id of catalogueIds) expect(isCustomServiceId(id), id).toBe(false);
  });
});

describe('custom services', () => {
  it("use the 'custom-' id prefix and the 'Custom Services' category", () => {
    expect(customServiceIdPrefix).toBe('custom-');
    expect(customServiceCategory).toBe('Custom Services');
  });

  it('recognises any id that starts with custom- (e.g. custom- plus a timestamp)', () => {
    expect(isCustomServiceId(`custom-${1736035200000}`)).toBe(true);
    fc.assert(fc.property(fc.string(), (suffix) => isCustomServiceId(`custom-${suffix}`)));
  });

  it('rejects ids that do not start with custom-', () => {
    expect(isCustomServiceId('Custom-1')).toBe(false);
    expect(isCustomServiceId('my-custom-1')).toBe(false);
    fc.assert(
      fc.property(
        fc.string().filter((id) => !id.startsWith('custom-')),
        (id) => !isCustomServiceId(id),
      ),
    );
  });
});

describe('findCatalogueService', () => {
  it('finds every catalogue service by its id', () => {
    fc.assert(fc.property(fc.constantFrom(...catalogue), (service) => findCatalogueService(service.id) === service));
  });

  it('finds Full Detail at 160 dollars and 180 minutes', () => {
    expect(findCatalogueService('full-detail')).toMatchObject({
      name: 'Full Detail',
      basePriceCents: 16_000,
      estimatedMinutes: 180,
    });
  });

  it('returns undefined for any other id, custom ids included', () => {
    expect(findCatalogueService('custom-123')).toBeUndefined();
    expect(findCatalogueService('Full Detail')).toBeUndefined();
    fc.assert(
      fc.property(
        fc.string().filter((id) => !catalogueIds.includes(id)),
        (id) => findCatalogueService(id) === undefined,
      ),
    );
  });
});

describe('catalogueByCategory', () => {
  const groups = catalogueByCategory();

  it('lists the three categories in order with their labels', () => {
    expect(groups.map(({ type, label }) => [type, label])).toEqual([
      ['main', 'Main Services'],
      ['addon', 'Add-Ons'],
      ['premium', 'Premium Services'],
    ]);
  });

  it('puts 5 main services, 8 add-ons and 3 premium services in their groups', () => {
    expect(groups.map((group) => group.services.length)).toEqual([5, 8, 3]);
    for (const group of groups) {
      for (const service of group.services) expect(service.type, service.id).toBe(group.type);
    }
  });

  it('covers every catalogue service exactly once, in catalogue order', () => {
    expect(groups.flatMap((group) => group.services)).toEqual([...catalogue]);
  });
});

describe('featuredServices', () => {
  it('are the first 3 catalogue items', () => {
    expect(featuredServiceCount).toBe(3);
    expect(featuredServices().map((service) => service.name)).toEqual([
      'Express Wash & Go',
      'Interior Quick Clean',
      'Exterior Detail',
    ]);
    expect(featuredServices()).toEqual(catalogue.slice(0, 3));
  });

  it('hands out a fresh list, so a caller cannot change the catalogue', () => {
    const featured = featuredServices();
    featured.pop();
    expect(featuredServices()).toHaveLength(3);
    expect(catalogue).toHaveLength(16);
  });
});
