import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationNoticeOptions,
  cancellationNoticeSchema,
  cancellationPolicyText,
  isLateCancellation,
  lateCancellationsText,
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
    expect(lateCancellationsText(0)).toBe('No late cancellations');
    expect(lateCancellationsText(1)).toBe('1 late cancellation');
    expect(lateCancellationsText(3)).toBe('3 late cancellations');
    for (const hours of cancellationNoticeOptions) expect(cancellationNoticeSchema.parse(hours)).toBe(hours);
    for (const wrong of [1, 6, 72, -2, '24', null])
      expect(cancellationNoticeSchema.safeParse(wrong).error?.issues[0]?.message).toBe(
        'Choose no notice, or 2, 12, 24 or 48 hours.',
      );
  });
});
