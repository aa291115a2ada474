import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { checklistOf } from './checklists';

describe('checklistOf', () => {
  it('gives the express wash its five steps, named by the service', () => {
    expect(checklistOf(['express-wash'])).toEqual([
      { key: 'express-wash:0', service: 'Express Wash & Go', label: 'Rinse' },
      { key: 'express-wash:1', service: 'Express Wash & Go', label: 'Foam' },
      { key: 'express-wash:2', service: 'Express Wash & Go', label: 'Wheels' },
      { key: 'express-wash:3', service: 'Express Wash & Go', label: 'Windows' },
      { key: 'express-wash:4', service: 'Express Wash & Go', label: 'Dry' },
    ]);
  });

  it('has steps for every catalogue service, and one for a custom service', () => {
    for (const service of catalogue) expect(checklistOf([service.id]).length).toBeGreaterThan(0);
    expect(checklistOf(['custom-42'])).toEqual([
      { key: 'custom-42:0', service: 'Custom service', label: 'Done as described' },
    ]);
    expect(checklistOf(['no-such-service'])).toEqual([]);
  });

  it('keys every step of a job once, in the order the services were booked (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...catalogue.map((service) => service.id), 'custom-7')), (services) => {
        const items = checklistOf(services);
        expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
        const order = [...new Set(items.map((item) => item.key.split(':')[0]))];
        expect(order).toEqual([...new Set(services)]);
      }),
    );
  });
});
