import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasQuoteLapsed, isRequestExpired, requestExpiryToday } from './expiry';
import { quoteRequestStatuses, quoteResponseStatuses } from './quote-request';
import { addDays, zonedTimeToInstant } from './schedule-time-zone';

const zone = 'America/Chicago';
const quote = (proposedDate: string | null, proposedTime: string | null, status = 'quoted') => ({
  status,
  proposedDate,
  proposedTime,
});

describe('hasQuoteLapsed', () => {
  const now = zonedTimeToInstant('2026-03-10', '14:00', zone);

  it('lapses an open quote once its proposed start, in the washer’s zone, has come', () => {
    expect(hasQuoteLapsed(quote('2026-03-10', '13:30'), now, zone)).toBe(true);
    expect(hasQuoteLapsed(quote('2026-03-10', '14:00'), now, zone)).toBe(true);
    expect(hasQuoteLapsed(quote('2026-03-10', '14:30'), now, zone)).toBe(false);
    expect(hasQuoteLapsed(quote('2026-03-09', '18:00'), now, zone)).toBe(true);
  });

  it('reads the start in the washer’s zone: 14:30 in Chicago has passed when it is 14:00 in Chicago only for Los Angeles', () => {
    // 14:30 in New York is 13:30 in Chicago: already gone.
    expect(hasQuoteLapsed(quote('2026-03-10', '14:30'), now, 'America/New_York')).toBe(true);
    // 13:30 in Los Angeles is 15:30 in Chicago: still ahead.
    expect(hasQuoteLapsed(quote('2026-03-10', '13:30'), now, 'America/Los_Angeles')).toBe(false);
  });

  it('never lapses a settled quote, one not yet answered, or one without a proposed start', () => {
    for (const status of quoteResponseStatuses.filter((s) => s !== 'quoted')) {
      expect(hasQuoteLapsed(quote('2020-01-01', '09:00', status), now, zone)).toBe(false);
    }
    expect(hasQuoteLapsed(quote(null, null), now, zone)).toBe(false);
    expect(hasQuoteLapsed(quote('2020-01-01', null), now, zone)).toBe(false);
  });

  it('lapses exactly when the start is not after now (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }), (minutesFromNow) => {
        const start = new Date(now.getTime() + minutesFromNow * 60_000);
        const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(start);
        const time = new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(start);
        expect(hasQuoteLapsed(quote(date, time), now, zone)).toBe(minutesFromNow <= 0);
      }),
    );
  });
});

describe('isRequestExpired', () => {
  const today = '2026-03-10';

  it('expires a request still waiting for a booking once its preferred date is before today', () => {
    expect(isRequestExpired({ status: 'sent', preferredDate: '2026-03-09' }, today)).toBe(true);
    expect(isRequestExpired({ status: 'pending', preferredDate: '2025-12-31' }, today)).toBe(true);
  });

  it('keeps the preferred day itself and later days open', () => {
    expect(isRequestExpired({ status: 'sent', preferredDate: today }, today)).toBe(false);
    expect(isRequestExpired({ status: 'sent', preferredDate: '2026-03-11' }, today)).toBe(false);
  });

  it('never expires a request without a preferred date, or one booked, completed or cancelled', () => {
    expect(isRequestExpired({ status: 'sent', preferredDate: null }, today)).toBe(false);
    for (const status of quoteRequestStatuses.filter((s) => s !== 'pending' && s !== 'sent')) {
      expect(isRequestExpired({ status, preferredDate: '2020-01-01' }, today)).toBe(false);
    }
  });

  it('a waiting request is expired exactly when its date is before today (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.constantFrom('pending', 'sent'), (days, status) => {
        expect(isRequestExpired({ status, preferredDate: addDays(today, days) }, today)).toBe(days < 0);
      }),
    );
  });
});

describe('requestExpiryToday', () => {
  it('is the date in Honolulu, the last US zone to leave a day', () => {
    // 08:00 UTC on March 11 is still March 10 in Honolulu (UTC−10) while it is March 11 in New York.
    expect(requestExpiryToday(new Date('2026-03-11T08:00:00Z'))).toBe('2026-03-10');
    expect(requestExpiryToday(new Date('2026-03-11T10:00:00Z'))).toBe('2026-03-11');
  });
});
