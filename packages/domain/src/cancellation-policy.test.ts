import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationNoticeOptions,
  cancellationNoticeSchema,
  cancellationPolicyText,
  bookingTermsText,
  freeCancellationText,
  termsBeforeBooking,
  isLateCancellation,
  brokenBookingsText,
} from './cancellation-policy';

const start = new Date('2026-12-01T18:00:00.000Z');

describe('isLateCancellation', () => {
  it('is late inside the notice and on time at or before its edge', () => {
    expect(isLateCancellation(start, new Date('2026-11-30T18:00:00.000Z'), 24)).toBe(false);
    expect(isLateCancellation(start, new Date('2026-11-30T18:00:00.001Z'), 24)).toBe(true);
    expect(isLateCancellation(start, new Date('2026-12-01T17:59:00.000Z'), 0)).toBe(false);
    expect(isLateCancellation(start, new Date('2026-12-01T16:30:00.000Z'), 2)).toBe(true);
    expect(isLateCancellation(start, new Date('2026-11-29T17:00:00.000Z'), 48)).toBe(false);
  });

  it('only gets later as the start comes closer, and a longer notice is never less strict', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e8 }),
        fc.constantFrom(...cancellationNoticeOptions),
        fc.constantFrom(...cancellationNoticeOptions),
        (offsetMs, laterMs, notice, other) => {
          const now = new Date(start.getTime() - offsetMs);
          const later = new Date(now.getTime() + laterMs);
          if (isLateCancellation(start, now, notice)) expect(isLateCancellation(start, later, notice)).toBe(true);
          if (notice <= other && isLateCancellation(start, now, notice))
            expect(isLateCancellation(start, now, other)).toBe(true);
        },
      ),
    );
  });
});

describe('the policy texts and input', () => {
  it('reads each notice, and takes only the offered ones', () => {
    expect(cancellationPolicyText(0)).toBe('Free cancellation up to the start');
    expect(cancellationPolicyText(24)).toBe('Free cancellation up to 24 hours before the start');
    const broken = (lateCancellations: number, noShows: number) => brokenBookingsText({ lateCancellations, noShows });
    expect(broken(0, 0)).toBe('No late cancellations or no-shows');
    expect(broken(1, 0)).toBe('1 late cancellation');
    expect(broken(3, 0)).toBe('3 late cancellations');
    expect(broken(0, 1)).toBe('1 no-show');
    expect(broken(1, 2)).toBe('1 late cancellation and 2 no-shows');
    for (const hours of cancellationNoticeOptions) expect(cancellationNoticeSchema.parse(hours)).toBe(hours);
    for (const wrong of [1, 6, 72, -2, '24', null])
      expect(cancellationNoticeSchema.safeParse(wrong).error?.issues[0]?.message).toBe(
        'Choose no notice, or 2, 12, 24 or 48 hours.',
      );
  });
});

describe('freeCancellationText', () => {
  // 6 Dec 2026, 10:00 AM in Los Angeles is 18:00 UTC.
  const sundayTen = new Date('2026-12-06T18:00:00.000Z');

  it('says the deadline in the job’s zone, and that it ended once past', () => {
    const early = new Date('2026-12-01T00:00:00.000Z');
    expect(freeCancellationText(sundayTen, 0, 'America/Los_Angeles', early)).toBe(
      'Free cancellation until Sun 6 Dec, 10:00 AM',
    );
    expect(freeCancellationText(sundayTen, 24, 'America/Los_Angeles', early)).toBe(
      'Free cancellation until Sat 5 Dec, 10:00 AM',
    );
    expect(freeCancellationText(sundayTen, 48, 'America/New_York', early)).toBe(
      'Free cancellation until Fri 4 Dec, 1:00 PM',
    );
    expect(freeCancellationText(sundayTen, 2, 'America/Los_Angeles', new Date('2026-12-06T16:30:00.000Z'))).toBe(
      'Free cancellation ended Sun 6 Dec, 8:00 AM',
    );
  });

  it('says "until" exactly when cancelling then would not be late', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3e8, max: 3e8 }),
        fc.constantFrom(...cancellationNoticeOptions),
        (offsetMs, notice) => {
          const now = new Date(sundayTen.getTime() - offsetMs);
          const text = freeCancellationText(sundayTen, notice, 'Europe/London', now);
          expect(text.startsWith('Free cancellation until ')).toBe(!isLateCancellation(sundayTen, now, notice));
        },
      ),
    );
  });
});

describe('termsBeforeBooking', () => {
  // 6 Dec 2026, 10:00 AM in Los Angeles is 18:00 UTC.
  const sundayTen = new Date('2026-12-06T18:00:00.000Z');
  const losAngeles = { timeZone: 'America/Los_Angeles', noticeHours: 24 };

  it('names the free-cancellation deadline, or says a start inside the notice has none and what cancelling costs', () => {
    const twoDaysAhead = new Date('2026-12-04T18:00:00.000Z');
    expect(termsBeforeBooking(sundayTen, { ...losAngeles, lateFeePercent: 50 }, twoDaysAhead)).toBe(
      'Free cancellation until Sat 5 Dec, 10:00 AM',
    );
    const threeHoursAhead = new Date('2026-12-06T15:00:00.000Z');
    expect(termsBeforeBooking(sundayTen, { ...losAngeles, lateFeePercent: 50 }, threeHoursAhead)).toBe(
      "No free cancellation: this start is within the washer's 24-hour notice, so cancelling would cost 50% of the price.",
    );
    expect(termsBeforeBooking(sundayTen, { ...losAngeles, lateFeePercent: null }, threeHoursAhead)).toBe(
      "No free cancellation: this start is within the washer's 24-hour notice, so cancelling would be marked late.",
    );
  });

  it('offers free cancellation exactly when cancelling right after booking would not be late', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3e8 }),
        fc.constantFrom(...cancellationNoticeOptions),
        (aheadMs, notice) => {
          const now = new Date(sundayTen.getTime() - aheadMs);
          const text = termsBeforeBooking(
            sundayTen,
            { timeZone: 'Europe/London', noticeHours: notice, lateFeePercent: 50 },
            now,
          );
          expect(text.startsWith('Free cancellation until ')).toBe(!isLateCancellation(sundayTen, now, notice));
        },
      ),
    );
  });
});

describe('bookingTermsText', () => {
  // 6 Dec 2026, 10:00 AM in Los Angeles is 18:00 UTC.
  const sundayTen = new Date('2026-12-06T18:00:00.000Z');
  const terms = (bookedAt: string) => ({
    noticeHours: 24,
    timeZone: 'America/Los_Angeles',
    bookedAt: new Date(bookedAt),
  });

  it('names the deadline of a booking made before it, and says a booking made inside the notice had none', () => {
    const later = new Date('2026-12-06T12:00:00.000Z');
    expect(bookingTermsText(sundayTen, terms('2026-12-01T00:00:00.000Z'), new Date('2026-12-02T00:00:00.000Z'))).toBe(
      'Free cancellation until Sat 5 Dec, 10:00 AM',
    );
    expect(bookingTermsText(sundayTen, terms('2026-12-01T00:00:00.000Z'), later)).toBe(
      'Free cancellation ended Sat 5 Dec, 10:00 AM',
    );
    expect(bookingTermsText(sundayTen, terms('2026-12-06T09:00:00.000Z'), later)).toBe(
      "No free cancellation: booked within the washer's 24-hour notice",
    );
  });

  it('says a booking had no free cancellation exactly when cancelling as it was made would have been late', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3e8 }),
        fc.constantFrom(...cancellationNoticeOptions),
        (aheadMs, notice) => {
          const bookedAt = new Date(sundayTen.getTime() - aheadMs);
          const text = bookingTermsText(sundayTen, { noticeHours: notice, timeZone: 'UTC', bookedAt }, sundayTen);
          expect(text.startsWith('No free cancellation')).toBe(isLateCancellation(sundayTen, bookedAt, notice));
        },
      ),
    );
  });
});
