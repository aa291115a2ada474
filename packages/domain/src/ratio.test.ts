import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent } from './ratio';

describe('formatPercent', () => {
  it('shows none, one of three and one of one as 0%, 33% and 100%', () => {
    expect([0, 1 / 3, 1].map(formatPercent)).toEqual(['0%', '33%', '100%']);
  });

  it('gives a whole percentage from 0% to 100% for every ratio of answered quotes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), (answered, seed) => {
        const accepted = seed % (answered + 1);
        const shown = formatPercent(accepted / answered);
        const percent = Number(shown.slice(0, -1));
        return (
          /^\d{1,3}%$/.test(shown) &&
          percent >= 0 &&
          percent <= 100 &&
          Math.abs(percent - (100 * accepted) / answered) <= 0.5
        );
      }),
    );
  });
});
