import { describe, expect, it } from 'vitest';
import { bookAgainPath, readWizardParams, sameSlotPath, wizardSearchParams } from './search-params';

const today = '2030-05-01';
const read = (query: string) => readWizardParams(new URLSearchParams(query), today);

describe('the results view in the query string', () => {
  it('reads view=map on step 2 only, and anything else as the list', () => {
    expect(read('services=express-wash&address=Austin&step=2&view=map').view).toBe('map');
    expect(read('services=express-wash&address=Austin&step=2').view).toBe('list');
    expect(read('services=express-wash&address=Austin&step=2&view=globe').view).toBe('list');
    expect(read('services=express-wash&address=Austin&view=map').view).toBe('list');
  });

  it('writes view=map on step 2 and leaves the default list out', () => {
    const step2 = read('services=express-wash&address=Austin&step=2&selected=a');
    expect(wizardSearchParams({ ...step2, view: 'map' }).toString()).toBe(
      'services=express-wash&address=Austin&step=2&selected=a&view=map',
    );
    expect(wizardSearchParams({ ...step2, view: 'list' }).get('view')).toBeNull();
    expect(wizardSearchParams({ ...step2, step: 1, view: 'map' }).get('view')).toBeNull();
  });

  it('reads back what it writes', () => {
    const query = 'services=express-wash&address=Austin&step=2&view=map';
    expect(wizardSearchParams(read(query)).toString()).toBe(query);
  });

  it('opens Book again on the list', () => {
    const path = bookAgainPath({ washerId: 'w', serviceIds: ['express-wash'], address: 'Austin' });
    expect(new URL(path, 'http://localhost').searchParams.get('view')).toBeNull();
  });

  it('asks washers free at a cancelled booking’s time: its date, its times to the half hour, its request', () => {
    const path = sameSlotPath({
      serviceIds: ['express-wash', 'not-a-service'],
      address: '12 Elm Street, Boise, ID 83702',
      date: '2030-06-03',
      start: '10:15',
      end: '11:40',
      vehicleId: 'v1',
      notes: 'Gate code 4321',
    });
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/providers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      services: 'express-wash',
      date: '2030-06-03',
      from: '10:00',
      to: '12:00',
      address: '12 Elm Street, Boise, ID 83702',
      step: '2',
      vehicle: 'v1',
      notes: 'Gate code 4321',
    });
    // The wizard reads back the same search.
    expect(readWizardParams(url.searchParams, '2030-06-01')).toMatchObject({
      date: '2030-06-03',
      timeWindow: { from: '10:00', to: '12:00' },
      step: 2,
    });
  });
});
