import { expect, it } from 'vitest';
import { landingInitialJs } from '../../bench/bundle-size.mjs';

it('the landing route loads at most 150 kB of gzipped JavaScript at first', () => {
  const { totalGzip, budget, files } = landingInitialJs();
  expect(files.length).toBeGreaterThan(0);
  expect(totalGzip).toBeLessThanOrEqual(budget);
});
