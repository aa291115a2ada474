import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasStarted, jobStart } from './appointment';

describe('jobStart', () => {
  it('reads the job’s wall clock in the washer’s time zone', () => {
    const job = { date: '2026-12-01', start: '10:00' };
    expect(jobStart(job, 'America/Los_Angeles').toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(jobStart(job, 'Europe/London').toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(jobStart(job, 'Pacific/Kiritimati').toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });
});

describe('hasStarted', () => {
  it('opens completion at the start, not a moment before', () => {
    const start = jobStart({ date: '2026-12-01', start: '10:00' }, 'America/New_York');
    expect(hasStarted(start, new Date('2026-12-01T14:59:59.999Z'))).toBe(false);
    expect(hasStarted(start, new Date('2026-12-01T15:00:00.000Z'))).toBe(true);
    expect(hasStarted(start, new Date('2026-12-09T08:00:00.000Z'))).toBe(true);
  });

  it('is false for every instant before the start and true from it on', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (start, offsetMs) => {
          const now = new Date(start.getTime() + offsetMs);
          expect(hasStarted(start, now)).toBe(offsetMs >= 0);
        },
      ),
    );
  });
});
