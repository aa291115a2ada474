import { describe, expect, it } from 'vitest';
import { earningsAxis } from './earnings-axis';

describe('earningsAxis', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten dollars up to the first gridline at or above the largest amount', () => {
    expect(earningsAxis(8500)).toEqual({ topCents: 10_000, ticks: [0, 2000, 4000, 6000, 8000, 10_000] });
    expect(earningsAxis(20_500)).toEqual({ topCents: 25_000, ticks: [0, 5000, 10_000, 15_000, 20_000, 25_000] });
    expect(earningsAxis(40_000)).toEqual({ topCents: 40_000, ticks: [0, 10_000, 20_000, 30_000, 40_000] });
    expect(earningsAxis(123_456).topCents).toBe(125_000);
  });

  it('keeps a $1 scale for nothing or pennies, so bars sit on a real axis', () => {
    expect(earningsAxis(0)).toEqual({ topCents: 100, ticks: [0, 100] });
    expect(earningsAxis(99)).toEqual({ topCents: 100, ticks: [0, 100] });
  });

  it('never puts the largest amount above the top, nor draws more than five steps', () => {
    for (const cents of [1, 401, 999, 10_001, 49_999, 5_000_001]) {
      const { topCents, ticks } = earningsAxis(cents);
      expect(topCents).toBeGreaterThanOrEqual(cents);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
