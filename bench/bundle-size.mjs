// Prints the JavaScript a first visit to the landing page loads (the entry, the landing route's
// chunk and their static imports), raw and gzip, against the 150 kB gzip budget.
// Run after a build: `npm run bench:bundle` (builds first when the sources changed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
export const landingBudgetBytes = 150 * 1024;
const landingRouteSource = 'src/features/marketing/pages/landing-page.tsx';

function manifest() {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Every JS file loaded to show `sources`: each one and its static imports, transitively. */
function staticClosure(chunks, sources) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return [...seen].map((key) => chunks[key].file).filter((file) => file.endsWith('.js'));
}

export function landingInitialJs() {
  const chunks = manifest();
  if (!chunks[landingRouteSource]) throw new Error(`${landingRouteSource} is not a chunk of the build`);
  const files = staticClosure(chunks, ['index.html', landingRouteSource]).map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  return { files, totalGzip: total, budget: landingBudgetBytes, ratio: total / landingBudgetBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensureWebBuild } = await import('../scripts/web-build.mjs');
  ensureWebBuild();
  const { files, totalGzip, budget, ratio } = landingInitialJs();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log('Landing route, initial JavaScript');
  for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${file.file.padEnd(48)} ${kb(file.raw).padStart(10)} raw ${kb(file.gzip).padStart(9)} gzip`);
  }
  console.log(`  total ${kb(totalGzip)} gzip of a ${kb(budget)} budget (ratio ${ratio.toFixed(2)})`);
  process.exit(ratio <= 1 ? 0 : 1);
}
