import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as constants from './constants';
import {
  authTiming,
  autoSaveDebounceMs,
  blockDurationsMinutes,
  customServiceDefaults,
  dateFormats,
  defaultBlockDurationMinutes,
  defaultNotificationPreferences,
  displayLimits,
  distanceSlider,
  earthRadiusMiles,
  experienceRange,
  geolocationOptions,
  map,
  mapsKeyMinLength,
  maxPriceFactor,
  maxVehicleYear,
  metresPerMile,
  minNameLength,
  minPasswordLength,
  minVehicleYear,
  mobileBreakpointPx,
  phoneDigits,
  washerDashboardStatPlaceholders,
  washerProfileDefaults,
  reconnectDelayMs,
  reconnectDelaysMs,
  recentRequestsLimit,
  resetRedirectDelayMs,
  serviceRadiusSlider,
  skillLevels,
  smsMessagesPerWeek,
  smsNotice,
  storageDefaults,
  vehicleTypes,
  washerDefaultWorkRadiusMiles,
  weekStartsOn,
} from './constants';

/** date-fns patterns quote literal words ('at'); the documented pattern is written rendered, without quotes. */
function withoutQuotedLiterals(pattern: string): string {
  return pattern.replace(/'([^']*)'/g, '$1');
}

describe('accounts, layout and dates', () => {
  it('requires passwords of at least 6 characters', () => {
    expect(minPasswordLength).toBe(6);
  });

  it('switches to the mobile layout below 768 px', () => {
    expect(mobileBreakpointPx).toBe(768);
  });

  it('waits 2000 ms before leaving the reset-password page', () => {
    expect(resetRedirectDelayMs).toBe(2000);
  });

  it('gives a washer user a 20 mile work radius, but a washer profile 10 miles and 5 years of experience', () => {
    expect(washerDefaultWorkRadiusMiles).toBe(20);
    expect(washerProfileDefaults.workRadiusMiles).toBe(10);
    expect(washerProfileDefaults.experienceYears).toBe(5);
  });

  it("names a washer profile without a business name 'Provider' in search", () => {
    expect(washerProfileDefaults.businessName).toBe('Provider');
  });

  it('lists the 3 most recent requests on the dashboard', () => {
    expect(recentRequestsLimit).toBe(3);
  });

  it('formats dates with the documented patterns', () => {
    expect(dateFormats.created).toBe('MMM d, yyyy');
    expect(dateFormats.long).toBe('MMMM d, yyyy');
    expect(withoutQuotedLiterals(dateFormats.withTime)).toBe('MMM d, yyyy at h:mm a');
  });

  it("quotes the literal 'at' so date-fns does not read its letters as tokens", () => {
    expect(dateFormats.withTime).toContain("'at'");
  });

  it('starts the week on Monday (date-fns weekStartsOn 1)', () => {
    expect(weekStartsOn).toBe(1);
  });
});

describe('vehicles', () => {
  it('offers the six vehicle types', () => {
    expect(vehicleTypes).toEqual(['sedan', 'suv', 'truck', 'van', 'sports', 'other']);
  });

  it('accepts years from 1900 to next year', () => {
    expect(minVehicleYear).toBe(1900);
    expect(maxVehicleYear(new Date(2025, 0, 1))).toBe(2026);
    expect(maxVehicleYear(new Date(2025, 11, 31, 23, 59))).toBe(2026);
  });

  it('allows next year for any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1950, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (today) => maxVehicleYear(today) === today.getFullYear() + 1,
      ),
    );
  });
});

describe('washer search', () => {
  it('has a distance slider from 1 to 50 miles, step 1, default 25, labelled 1, 25 and 50', () => {
    expect(distanceSlider).toEqual({ min: 1, max: 50, step: 1, default: 25, labels: [1, 25, 50] });
  });

  it('measures great-circle distance with an earth radius of 3959 miles', () => {
    expect(earthRadiusMiles).toBe(3959);
  });
});

describe('authentication and realtime', () => {
  it('checks the session every 30 s and refreshes 3 ticks (90 s) before expiry', () => {
    expect(authTiming.tickMs).toBe(30_000);
    expect(authTiming.refreshMarginTicks).toBe(3);
    expect(authTiming.tickMs * authTiming.refreshMarginTicks).toBe(90_000);
  });

  it('retries refreshes with backoff from 200 ms, 30 s in total', () => {
    expect(authTiming.refreshBackoffStartMs).toBe(200);
    expect(authTiming.refreshBackoffTotalMs).toBe(30_000);
  });

  it('caches signing keys for 10 minutes', () => {
    expect(authTiming.signingKeysCacheMs).toBe(600_000);
  });

  it('reconnects realtime after 1 s, 2 s, 5 s, then 10 s', () => {
    expect(reconnectDelaysMs).toEqual([1000, 2000, 5000, 10_000]);
  });
});

describe('reconnectDelayMs', () => {
  it('waits 1 s, 2 s, 5 s and then 10 s for every later attempt', () => {
    expect([0, 1, 2, 3, 4, 10, 1000].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000]);
  });

  it('treats a negative attempt as the first one', () => {
    expect(reconnectDelayMs(-1)).toBe(1000);
  });

  it('treats a fractional attempt as the whole attempt before it', () => {
    expect(reconnectDelayMs(1.5)).toBe(2000);
    expect(reconnectDelayMs(2.9)).toBe(5000);
  });

  it('never waits less than 1 s nor more than 10 s', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (attempt) => {
        const delay = reconnectDelayMs(attempt);
        return delay >= 1000 && delay <= 10_000;
      }),
    );
  });

  it('never waits less for a later attempt', () => {
    const attemptArb = fc.oneof(
      fc.integer({ min: -2, max: 6 }),
      fc.double({ min: -2, max: 6, noNaN: true }),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(attemptArb, attemptArb, (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        return reconnectDelayMs(earlier) <= reconnectDelayMs(later);
      }),
    );
  });

  it('waits exactly 10 s from the fourth attempt on', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 1_000_000 }), (attempt) => reconnectDelayMs(attempt) === 10_000));
  });
});

describe('storage defaults', () => {
  it('lists 100 objects from offset 0, by name ascending', () => {
    expect(storageDefaults.list).toEqual({ limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });
  });

  it('uploads with cache-control 3600 and without upsert', () => {
    expect(storageDefaults.upload).toEqual({ cacheControlSeconds: 3600, upsert: false });
  });
});

describe('washer profile', () => {
  it('auto-saves 2000 ms after the last edit', () => {
    expect(autoSaveDebounceMs).toBe(2000);
  });

  it('has a service radius slider from 1 to 50 miles, step 1, default 10', () => {
    expect(serviceRadiusSlider).toEqual({ min: 1, max: 50, step: 1, default: 10 });
    expect(serviceRadiusSlider.default).toBe(washerProfileDefaults.workRadiusMiles);
  });

  it('accepts 0 to 50 years of experience', () => {
    expect(experienceRange).toEqual({ min: 0, max: 50 });
  });

  it('centres the map on latitude 37.7937, longitude -122.3965 by default', () => {
    expect(washerProfileDefaults.mapCenter).toEqual({ lat: 37.7937, lng: -122.3965 });
  });

  it('draws a 400 px map at zoom 12 whose progress rises by 10 every 200 ms up to 95', () => {
    expect(map).toEqual({ heightPx: 400, zoom: 12, progressStep: 10, progressIntervalMs: 200, progressCap: 95 });
  });

  it('converts miles to metres at 1609.34', () => {
    expect(metresPerMile).toBe(1609.34);
  });

  it('prices a newly selected service from its base price up to 1.5 times it', () => {
    expect(maxPriceFactor).toBe(1.5);
  });

  it('defaults a custom service to 60 minutes, 50 dollars, Custom Services, type main', () => {
    expect(customServiceDefaults).toEqual({
      estimatedMinutes: 60,
      basePriceCents: 5000,
      category: 'Custom Services',
      type: 'main',
    });
  });

  it('needs a maps key of at least 20 characters', () => {
    expect(mapsKeyMinLength).toBe(20);
  });

  it('asks for a fresh high-accuracy location within 5000 ms', () => {
    expect(geolocationOptions).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
  });
});

describe('schedule', () => {
  it('offers block durations of 30, 60, 90, 120, 180, 240 and 480 minutes (full day)', () => {
    expect(blockDurationsMinutes).toEqual([30, 60, 90, 120, 180, 240, 480]);
    expect(blockDurationsMinutes.at(-1)).toBe(8 * 60);
  });

  it('preselects a 60 minute block', () => {
    expect(defaultBlockDurationMinutes).toBe(60);
    expect(blockDurationsMinutes).toContain(defaultBlockDurationMinutes);
  });

  it('limits the gallery, appointments and sidebar lists', () => {
    expect(displayLimits).toEqual({
      galleryCompact: 6,
      upcomingAppointments: 5,
      scheduleSidebarAppointments: 3,
      scheduleSidebarBlocks: 5,
    });
  });
});

describe('account page', () => {
  it('accepts phones of 10 to 15 digits and names of at least 2 characters', () => {
    expect(phoneDigits).toEqual({ min: 10, max: 15 });
    expect(minNameLength).toBe(2);
  });

  it('tells SMS subscribers about up to 4 messages a week, STOP and HELP', () => {
    expect(smsMessagesPerWeek).toBe(4);
    expect(smsNotice).toContain('4 messages per week');
    expect(smsNotice).toContain('STOP');
    expect(smsNotice).toContain('HELP');
  });

  it('defaults email notifications to request updates and service reminders only', () => {
    expect(defaultNotificationPreferences.email).toEqual({
      requestUpdates: true,
      serviceReminders: true,
      promotions: false,
      newsletter: false,
    });
  });

  it('defaults all four push notifications on', () => {
    expect(defaultNotificationPreferences.push).toEqual({
      newRequests: true,
      messageAlerts: true,
      bidUpdates: true,
      systemAlerts: true,
    });
  });

  it('defaults marketing to event invites and feedback requests only', () => {
    expect(defaultNotificationPreferences.marketing).toEqual({
      specialOffers: false,
      partnerOffers: false,
      eventInvites: true,
      feedbackRequests: true,
    });
  });

  it('offers the skill levels beginner, intermediate, advanced and expert', () => {
    expect(skillLevels).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
  });

  it('shows 0, $0 and 0% on the washer dashboard stat cards', () => {
    expect(washerDashboardStatPlaceholders).toEqual(['0', '$0', '0%']);
  });
});

describe('constants module', () => {
  it('exports no undefined, NaN or non-finite number anywhere', () => {
    const problems: string[] = [];
    const visit = (value: unknown, path: string): void => {
      if (value === undefined) problems.push(`${path} is undefined`);
      else if (typeof value === 'number' && !Number.isFinite(value)) problems.push(`${path} is ${value}`);
      else if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
      }
    };
    for (const [name, value] of Object.entries(constants)) visit(value, name);
    expect(problems).toEqual([]);
  });
});
