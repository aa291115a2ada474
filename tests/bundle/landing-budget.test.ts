import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { landingInitialJs } from '../../bench/bundle-size.mjs';

const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

it('the landing route loads at most 150 kB of gzipped JavaScript at first', () => {
  const { totalGzip, budget, files } = landingInitialJs();
  expect(files.length).toBeGreaterThan(0);
  expect(totalGzip).toBeLessThanOrEqual(budget);
});

it("ships React's production build, whatever NODE_ENV the build ran with", () => {
  const { files } = landingInitialJs();
  const framework = files.map((file) => readFileSync(join(webDist, file.file), 'utf8')).join('\n');
  expect(framework).toContain('createRoot');
  // A warning only React's development build carries.
  expect(framework).not.toContain('is deprecated in plain JavaScript React classes');
});
