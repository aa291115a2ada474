import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, canonicalTimeZone, dateInTimeZone, defaultTimeZone, zonedTimeToInstant } from './schedule-time-zone';
import { fromMinutes, toMinutes } from './time-slots';

const zones = [
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];

describe('canonicalTimeZone', () => {
  it('knows IANA names and refuses anything else', () => {
    expect(defaultTimeZone).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    for (const value of ['', 'Nowhere/Special', '+05:00', 'America/Los Angeles', '../etc'])
      expect(canonicalTimeZone(value), value).toBeNull();
  });
});

describe('dateInTimeZone', () => {
  it("gives the zone's date, which can differ from UTC's", () => {
    const instant = new Date('2030-05-14T05:30:00Z');
    expect(dateInTimeZone(instant, 'UTC')).toBe('2030-05-14');
    expect(dateInTimeZone(instant, 'America/Los_Angeles')).toBe('2030-05-13');
    expect(dateInTimeZone(instant, 'Asia/Tokyo')).toBe('2030-05-14');
  });
});

describe('zonedTimeToInstant', () => {
  it('converts local times with the offset of that date', () => {
    expect(zonedTimeToInstant('2030-01-15', '09:00', 'America/Los_Angeles').toISOString()).toBe(
      '2030-01-15T17:00:00.000Z',
    );
    expect(zonedTimeToInstant('2030-07-15', '09:00', 'America/Los_Angeles').toISOString()).toBe(
      '2030-07-15T16:00:00.000Z',
    );
    expect(zonedTimeToInstant('2030-07-15', '24:00', 'America/Los_Angeles').toISOString()).toBe(
      '2030-07-16T07:00:00.000Z',
    );
    expect(zonedTimeToInstant('2030-07-15', '09:00', 'Asia/Kolkata').toISOString()).toBe('2030-07-15T03:30:00.000Z');
  });

  it('reads skipped and repeated times as RFC 5545 does', () => {
    // Los Angeles: 2025-03-09 02:00 PST jumps to 03:00 PDT; 2025-11-02 02:00 PDT falls back to 01:00 PST.
    expect(zonedTimeToInstant('2025-03-09', '02:30', 'America/Los_Angeles').toISOString()).toBe(
      '2025-03-09T10:30:00.000Z',
    );
    expect(zonedTimeToInstant('2025-11-02', '01:30', 'America/Los_Angeles').toISOString()).toBe(
      '2025-11-02T08:30:00.000Z',
    );
  });

  it('round-trips: the instant of a local time shows that date in the zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 47 }).map((half) => fromMinutes(half * 30)),
        (zone, day, time) => {
          const date = day.toISOString().slice(0, 10);
          const instant = zonedTimeToInstant(date, time, zone);
          const wall = new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            hourCycle: 'h23',
            hour: '2-digit',
            minute: '2-digit',
          }).format(instant);
          // Only a time skipped by a DST jump reads differently: an hour later on the wall clock.
          const shift = toMinutes(wall) - toMinutes(time);
          return dateInTimeZone(instant, zone) === date && (shift === 0 || shift === 60);
        },
      ),
    );
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(addDays('2030-05-14', 0)).toBe('2030-05-14');
  });
});
