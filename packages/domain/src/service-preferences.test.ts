import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import {
  hasServicePreferences,
  servicePreferencesMessages,
  servicePreferencesSchema,
  timeOfDayLabel,
} from './service-preferences';
import { requestTimeSlots } from './time-slots';

const none = { serviceIds: [], vehicleId: null, preferredTime: null };

describe('service preferences', () => {
  it('accepts catalogue services, a vehicle and an offered time', () => {
    const preferences = { serviceIds: ['express-wash', 'clay-bar'], vehicleId: 'v1', preferredTime: '09:30' };
    expect(servicePreferencesSchema.parse(preferences)).toEqual(preferences);
    expect(hasServicePreferences(preferences)).toBe(true);
  });

  it('calls an empty set no preference', () => {
    expect(hasServicePreferences(servicePreferencesSchema.parse(none))).toBe(false);
    expect(hasServicePreferences(null)).toBe(false);
  });

  it('refuses unknown services, repeats and times the request form does not offer', () => {
    const issues = (input: unknown) =>
      servicePreferencesSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(issues({ ...none, serviceIds: ['moon-polish'] })).toEqual([servicePreferencesMessages.unknownService]);
    expect(issues({ ...none, serviceIds: ['clay-bar', 'clay-bar'] })).toEqual([
      servicePreferencesMessages.duplicateService,
    ]);
    expect(issues({ ...none, preferredTime: '03:00' })).toEqual([servicePreferencesMessages.timeOption]);
  });

  it('accepts any set of distinct catalogue services and any offered time (property)', () => {
    const ids = fc.uniqueArray(fc.constantFrom(...catalogue.map((service) => service.id)));
    fc.assert(
      fc.property(ids, fc.option(fc.constantFrom(...requestTimeSlots)), (serviceIds, preferredTime) => {
        expect(servicePreferencesSchema.safeParse({ serviceIds, vehicleId: null, preferredTime }).success).toBe(true);
      }),
    );
  });

  it('names the part of the day', () => {
    expect(timeOfDayLabel('09:00')).toBe('Morning, 9:00 AM');
    expect(timeOfDayLabel('13:30')).toBe('Afternoon, 1:30 PM');
    expect(timeOfDayLabel('18:00')).toBe('Evening, 6:00 PM');
  });
});
