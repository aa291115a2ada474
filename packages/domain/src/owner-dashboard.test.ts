import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareTopWashers, type TopWasherCandidate } from './owner-dashboard';

const candidate: fc.Arbitrary<TopWasherCandidate> = fc.record({
  id: fc.uuid(),
  rating: fc.option(
    fc.integer({ min: 10, max: 50 }).map((tenths) => tenths / 10),
    { nil: null },
  ),
  distanceMiles: fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10),
});

describe('compareTopWashers', () => {
  it('puts the best rated first, the nearer of equal ratings first, and the unrated last', () => {
    const washers = [
      { id: 'c', rating: null, distanceMiles: 0.5 },
      { id: 'b', rating: 4.5, distanceMiles: 9 },
      { id: 'a', rating: 4.5, distanceMiles: 3 },
      { id: 'd', rating: 5, distanceMiles: 20 },
      { id: 'e', rating: null, distanceMiles: 0.5 },
    ];
    expect([...washers].sort(compareTopWashers).map((washer) => washer.id)).toEqual(['d', 'a', 'b', 'c', 'e']);
  });

  it('orders any washers one way whatever order they come in, every rated one before every unrated one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { selector: (washer) => washer.id }), (washers) => {
        const sorted = [...washers].sort(compareTopWashers);
        expect([...washers].reverse().sort(compareTopWashers)).toEqual(sorted);
        const firstUnrated = sorted.findIndex((washer) => washer.rating === null);
        if (firstUnrated >= 0) expect(sorted.slice(firstUnrated).every((washer) => washer.rating === null)).toBe(true);
        sorted.forEach((washer, index) => {
          const previous = sorted[index - 1];
          if (previous && previous.rating !== null && washer.rating !== null)
            expect(previous.rating).toBeGreaterThanOrEqual(washer.rating);
        });
      }),
    );
  });
});
