import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingNextStep, nextBestQuote } from './booking-page';
import type { QuoteRequestRecipient } from './quote-request-views';
import { roles } from './roles';
import { appointmentStatuses } from './schedule-rules';

const booked = {
  status: 'scheduled' as const,
  date: '2030-05-14',
  start: '10:00',
  address: '12 Elm Street, Springfield',
  ownerName: 'Olive Owner',
  washer: { id: 'w1', name: 'Sparkle Co' },
  review: null,
  reschedules: [],
  cancellation: null,
};

const proposal = (proposedBy: 'owner' | 'washer') => ({
  id: 'p1',
  proposedBy,
  from: { date: '2030-05-14', start: '10:00', end: '11:00' },
  to: { date: '2030-05-16', start: '14:00', end: '15:00' },
  status: 'pending' as const,
  createdAt: '2030-05-01T10:00:00.000Z',
  answeredAt: null,
});

describe('bookingNextStep', () => {
  it('tells the owner who comes where and when, and the washer where to be', () => {
    expect(bookingNextStep(booked, 'owner')).toBe(
      'Sparkle Co comes to 12 Elm Street, Springfield on Tuesday, May 14, 2030 at 10:00 AM. You get a reminder the day before and when they set off.',
    );
    expect(bookingNextStep(booked, 'washer')).toBe(
      'Be at 12 Elm Street, Springfield on Tuesday, May 14, 2030 at 10:00 AM. Tap On my way when you set off, so Olive Owner can follow you.',
    );
  });

  it('puts a new time waiting for an answer first, worded for the side that must answer', () => {
    const moving = { ...booked, reschedules: [proposal('washer')] };
    expect(bookingNextStep(moving, 'owner')).toBe(
      'Sparkle Co asks to move the booking to Thursday, May 16, 2030 at 2:00 PM: accept or decline it below.',
    );
    expect(bookingNextStep(moving, 'washer')).toBe(
      'Waiting for Olive Owner to answer your new time, Thursday, May 16, 2030 at 2:00 PM. Until then the booking stands at Tuesday, May 14, 2030 at 10:00 AM.',
    );
  });

  it('an answered proposal no longer waits', () => {
    const answered = { ...booked, reschedules: [{ ...proposal('owner'), status: 'declined' as const }] };
    expect(bookingNextStep(answered, 'owner')).toBe(bookingNextStep(booked, 'owner'));
  });

  it('asks the owner of a completed job to rate it until rated', () => {
    const done = { ...booked, status: 'completed' as const };
    expect(bookingNextStep(done, 'owner')).toBe('Done. Rate the wash to tell others how Sparkle Co did.');
    const rated = { ...done, review: { id: 'r', rating: 5, comment: '', createdAt: '2030-05-14T12:00:00.000Z' } };
    expect(bookingNextStep(rated, 'owner')).toBe('Done, and rated. Thank you.');
    expect(bookingNextStep(rated, 'washer')).toBe('Done, and Olive Owner rated it.');
  });

  it('says a cancelled booking holds nothing more, whatever was pending', () => {
    const cancelled = {
      ...booked,
      status: 'cancelled' as const,
      reschedules: [proposal('owner')],
      cancellation: { by: 'owner' as const, reason: null, late: false },
    };
    expect(bookingNextStep(cancelled, 'owner')).toMatch(/^This booking is cancelled: nothing more happens\./);
    expect(bookingNextStep(cancelled, 'washer')).toMatch(/the time is free again in your schedule\.$/);
  });

  it('always answers one sentence or two, never an empty one, for any status and side', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...appointmentStatuses),
        fc.constantFrom(...roles),
        fc.boolean(),
        (status, viewer, pending) => {
          const text = bookingNextStep({ ...booked, status, reschedules: pending ? [proposal(viewer)] : [] }, viewer);
          expect(text.length).toBeGreaterThan(20);
          expect(text.endsWith('.')).toBe(true);
        },
      ),
    );
  });
});

const recipient = (fields: Partial<QuoteRequestRecipient>): QuoteRequestRecipient => ({
  washerId: 'w',
  businessName: 'Suds',
  status: 'quoted',
  amountCents: 8500,
  estimatedMinutes: 60,
  washerNotes: null,
  proposedDate: '2030-05-14',
  proposedTime: '10:00',
  rating: null,
  cancellationNoticeHours: 24,
  ...fields,
});

describe('nextBestQuote', () => {
  it('offers the lowest price still standing, the better rated on a tie', () => {
    const quotes = [
      recipient({ washerId: 'cancelled', status: 'cancelled', amountCents: 5000 }),
      recipient({ washerId: 'dear', amountCents: 9900 }),
      recipient({ washerId: 'cheap-new', amountCents: 7000 }),
      recipient({ washerId: 'cheap-rated', amountCents: 7000, rating: { average: 4.8, count: 12 } }),
      recipient({ washerId: 'silent', status: 'sent', amountCents: null }),
    ];
    expect(nextBestQuote(quotes)?.washerId).toBe('cheap-rated');
    expect(nextBestQuote(quotes.filter((quote) => quote.washerId !== 'cheap-rated'))?.washerId).toBe('cheap-new');
  });

  it('offers nothing when no quote stands', () => {
    expect(nextBestQuote([recipient({ status: 'withdrawn' }), recipient({ status: 'sent', amountCents: null })])).toBe(
      null,
    );
  });

  it('never offers a quote dearer than another standing one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amountCents: fc.integer({ min: 100, max: 50_000 }),
            status: fc.constantFrom('quoted' as const, 'declined' as const),
          }),
          { maxLength: 8 },
        ),
        (fields) => {
          const quotes = fields.map((field, index) => recipient({ ...field, washerId: `w${index}` }));
          const best = nextBestQuote(quotes);
          const standing = quotes.filter((quote) => quote.status === 'quoted');
          if (standing.length === 0) expect(best).toBe(null);
          else expect(best?.amountCents).toBe(Math.min(...standing.map((quote) => quote.amountCents ?? 0)));
        },
      ),
    );
  });
});
