import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardFixDeadline,
  holdDueAt,
  jobPaymentStatuses,
  jobPaymentSummary,
  nextPaymentStep,
  quoteEarningsText,
  settledJobPaymentStatuses,
  type PaymentStepInput,
} from './job-payment';

const startsAt = new Date('2026-12-12T18:00:00.000Z');
const hours = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
const base: PaymentStepInput = {
  payment: 'scheduled',
  appointment: 'scheduled',
  lateOwnerCancellation: false,
  startsAt,
  now: hours(48),
};

describe('nextPaymentStep', () => {
  it('holds from a day before the job, not a moment sooner', () => {
    expect(nextPaymentStep({ ...base, now: new Date(holdDueAt(startsAt).getTime() - 1) })).toBe('none');
    expect(nextPaymentStep({ ...base, now: holdDueAt(startsAt) })).toBe('hold');
    expect(nextPaymentStep({ ...base, now: hours(1) })).toBe('hold');
  });

  it('captures a held job done, charges one done with nothing held, and waits on a failed card', () => {
    const done = { ...base, appointment: 'completed' as const };
    expect(nextPaymentStep({ ...done, payment: 'held' })).toBe('capture');
    expect(nextPaymentStep({ ...done, payment: 'scheduled' })).toBe('charge');
    expect(nextPaymentStep({ ...done, payment: 'hold_failed' })).toBe('none');
  });

  it('charges the late fee of a late owner cancellation, and releases every other', () => {
    const cancelled = { ...base, appointment: 'cancelled' as const };
    expect(nextPaymentStep({ ...cancelled, payment: 'held', lateOwnerCancellation: true })).toBe('late_fee');
    expect(nextPaymentStep({ ...cancelled, payment: 'scheduled', lateOwnerCancellation: true })).toBe('charge');
    expect(nextPaymentStep({ ...cancelled, payment: 'hold_failed', lateOwnerCancellation: true })).toBe('release');
    expect(nextPaymentStep({ ...cancelled, payment: 'held' })).toBe('release');
  });

  it('cancels an unfixed booking from 2 hours before its start', () => {
    for (const payment of ['hold_failed', 'authentication_required'] as const) {
      expect(nextPaymentStep({ ...base, payment, now: hours(2.01) })).toBe('none');
      expect(nextPaymentStep({ ...base, payment, now: cardFixDeadline(startsAt) })).toBe('cancel_unpaid');
    }
  });

  it('never moves a settled payment, and never holds or cancels before its time (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...jobPaymentStatuses),
        fc.constantFrom('scheduled', 'completed', 'cancelled' as const),
        fc.boolean(),
        fc.integer({ min: -72 * 60, max: 72 * 60 }),
        (payment, appointment, lateOwnerCancellation, minutesBefore) => {
          const now = new Date(startsAt.getTime() - minutesBefore * 60_000);
          const step = nextPaymentStep({ payment, appointment, lateOwnerCancellation, startsAt, now });
          if (settledJobPaymentStatuses.includes(payment)) expect(step).toBe('none');
          if (step === 'hold') expect(now.getTime()).toBeGreaterThanOrEqual(holdDueAt(startsAt).getTime());
          if (step === 'cancel_unpaid')
            expect(now.getTime()).toBeGreaterThanOrEqual(cardFixDeadline(startsAt).getTime());
          // Money is taken only for a job done or cancelled late by its owner.
          if (step === 'capture' || step === 'charge' || step === 'late_fee')
            expect(appointment === 'completed' || lateOwnerCancellation).toBe(true);
        },
      ),
    );
  });
});

describe('jobPaymentSummary', () => {
  const view = {
    amountCents: 9500,
    feeCents: 950,
    holdAt: hours(24).toISOString(),
    fixBy: hours(2).toISOString(),
    card: 'Visa ending in 4242',
    failure: null,
    clientSecret: null,
    capturedCents: 0,
    tipCents: 0,
    refundedCents: 0,
  };
  const zone = 'America/Los_Angeles';
  /** Booked three days ahead: the hold is still to come. */
  const booked = hours(72);

  it('says when the hold comes, in the job’s zone', () => {
    expect(jobPaymentSummary({ ...view, status: 'scheduled' }, 'owner', zone, booked)).toBe(
      '$95.00 will be held on your card on Fri 11 Dec, 10:00 AM, and charged when the job is done.',
    );
  });

  it('says the hold is being made, not a time already past, for a job booked inside the hold’s lead', () => {
    const late = { ...view, status: 'scheduled' as const, holdAt: hours(3).toISOString() };
    expect(jobPaymentSummary(late, 'owner', zone, hours(3))).toBe(
      '$95.00 is being held on your card now, and will be charged when the job is done.',
    );
    expect(jobPaymentSummary(late, 'washer', zone, hours(2))).toBe("$95.00 is being held on the owner's card now.");
  });

  it('gives the owner a deadline to fix a failed card, and tells the washer they have it', () => {
    expect(jobPaymentSummary({ ...view, status: 'hold_failed' }, 'owner', zone, booked)).toBe(
      'We could not hold $95.00 on your card. Fix it by Sat 12 Dec, 8:00 AM or the booking will be cancelled without a fee.',
    );
    expect(jobPaymentSummary({ ...view, status: 'hold_failed' }, 'washer', zone, booked)).toBe(
      "The owner's card was declined; they have until Sat 12 Dec, 8:00 AM to fix it.",
    );
  });

  it('names what was charged', () => {
    expect(jobPaymentSummary({ ...view, status: 'late_fee_charged', capturedCents: 4750 }, 'owner', zone, booked)).toBe(
      'Late cancellation fee charged: $47.50.',
    );
    expect(jobPaymentSummary({ ...view, status: 'captured', capturedCents: 9500 }, 'owner', zone, booked)).toBe(
      'Paid $95.00.',
    );
    expect(
      jobPaymentSummary({ ...view, status: 'captured', capturedCents: 9500, tipCents: 1425 }, 'washer', zone, booked),
    ).toBe('Paid: $95.00 and a $14.25 tip.');
  });
});

describe('quoteEarningsText', () => {
  it('says the fee and what the washer keeps, to the cent', () => {
    expect(quoteEarningsText(8500, 10)).toBe("Sudsy's fee is 10% ($8.50): you earn $76.50 of $85.00.");
    expect(quoteEarningsText(9999, 12.5)).toBe("Sudsy's fee is 12.5% ($12.50): you earn $87.49 of $99.99.");
  });

  it('splits every price into a fee and an earning that add up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 500 }), (cents, tenths) => {
        const [fee, earned, price] = [...quoteEarningsText(cents, tenths / 10).matchAll(/\$([\d,]+\.\d\d)/g)].map(
          (match) => Math.round(Number((match[1] ?? '').replaceAll(',', '')) * 100),
        );
        expect((fee ?? 0) + (earned ?? 0)).toBe(price);
        expect(price).toBe(cents);
      }),
    );
  });
});
