import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { appLandingInitialJs, landingInitialJs } from '../../bench/bundle-size.mjs';

const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

it('a first visit to the landing page loads at most 100 kB of gzipped JavaScript', () => {
  const { totalGzip, budget, files } = landingInitialJs();
  expect(budget).toBe(100 * 1024);
  // The page does load a script: its menus work (docs/decisions/017).
  expect(files.map(({ file }) => file)).toEqual([expect.stringMatching(/^assets\/visitor-islands-[\w-]+\.js$/)]);
  expect(totalGzip).toBeLessThanOrEqual(budget);
});

it("ships React's production build, whatever NODE_ENV the build ran with", () => {
  const { files } = appLandingInitialJs();
  const framework = files.map((file) => readFileSync(join(webDist, file.file), 'utf8')).join('\n');
  expect(framework).toContain('createRoot');
  // A warning only React's development build carries.
  expect(framework).not.toContain('is deprecated in plain JavaScript React classes');
});
