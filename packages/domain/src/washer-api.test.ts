import { describe, expect, it } from 'vitest';
import { defaultWasherProfile } from './washer-profile';
import { isProfileComplete, offeredServiceIds } from './washer-api';

const custom = {
  id: 'custom-1',
  name: 'Boat wash',
  description: 'Hull and deck',
  basePriceCents: 9000,
  estimatedMinutes: 90,
  category: 'Custom Services' as const,
};
const offering = { serviceId: 'express-wash', minPriceCents: 3500, maxPriceCents: 5250, estimatedMinutes: 30 };

describe('offeredServiceIds', () => {
  it('lists offerings and custom services once each', () => {
    const profile = { serviceOfferings: [offering, { ...offering, serviceId: 'custom-1' }], customServices: [custom] };
    expect(offeredServiceIds(profile)).toEqual(['express-wash', 'custom-1']);
  });
});

describe('isProfileComplete', () => {
  it('needs at least one service and an address', () => {
    const empty = defaultWasherProfile();
    expect(isProfileComplete(empty)).toBe(false);
    expect(isProfileComplete({ ...empty, address: '1 Main St, Austin, TX' })).toBe(false);
    expect(isProfileComplete({ ...empty, serviceOfferings: [offering], address: '  ' })).toBe(false);
    expect(isProfileComplete({ ...empty, serviceOfferings: [offering], address: 'Austin, TX' })).toBe(true);
    expect(isProfileComplete({ ...empty, customServices: [custom], address: 'Austin, TX' })).toBe(true);
  });
});
