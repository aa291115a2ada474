import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dashboardPathFor, isRole, roleLabels, roles } from './roles';

describe('roles', () => {
  it('are owner and washer', () => {
    expect(roles).toEqual(['owner', 'washer']);
  });

  it('are labelled Car Owner and Car Washer', () => {
    expect(roleLabels).toEqual({ owner: 'Car Owner', washer: 'Car Washer' });
  });
});

describe('isRole', () => {
  it('accepts owner and washer', () => {
    expect(isRole('owner')).toBe(true);
    expect(isRole('washer')).toBe(true);
  });

  it('rejects display names, other casings and non-strings', () => {
    for (const value of ['Owner', 'WASHER', 'customer', 'provider', 'Car Owner', '', null, undefined, 1, ['owner']]) {
      expect(isRole(value), String(value)).toBe(false);
    }
  });

  it('rejects every value other than the two role names', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => value !== 'owner' && value !== 'washer'),
        (value) => !isRole(value),
      ),
    );
  });
});

describe('dashboardPathFor', () => {
  it('sends washers to /provider/dashboard and owners to /customer/dashboard', () => {
    expect(dashboardPathFor('washer')).toBe('/provider/dashboard');
    expect(dashboardPathFor('owner')).toBe('/customer/dashboard');
  });
});
