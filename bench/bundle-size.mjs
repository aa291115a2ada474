// Prints the JavaScript a first visit to the landing page loads, raw and gzip, against the 100 kB
// gzip budget: a visitor without a session gets the page drawn without the app and its one small
// script (docs/decisions/017). Beside it, for comparison, what the app itself loads first on that
// page (the entry, the landing route's file and their static imports), as a signed-in visit does.
// Run after a build: `npm run bench:bundle` (builds first when the sources changed).
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
export const landingBudgetBytes = 100 * 1024;
const landingRouteSource = 'src/features/marketing/pages/landing-page.tsx';

/** @typedef {{ file: string; raw: number; gzip: number }} SizedFile */

/** @param {string} file @returns {SizedFile} */
function sized(file) {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** @param {SizedFile[]} files */
function totalled(files) {
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  return { files, totalGzip: total, budget: landingBudgetBytes, ratio: total / landingBudgetBytes };
}

/** Every JS file loaded to show `sources` of the manifest: each one and its static imports, transitively. */
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

const namedScript = /<script\b[^>]*\bsrc="\/([^"]+\.js)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g;
const staticImport = /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;

/** The scripts a document names and, read from their text, everything they import at once. */
function documentScripts(html) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(dist, file), 'utf8');
    for (const [, imported] of text.matchAll(staticImport)) visit(posix.join(posix.dirname(file), imported));
  };
  for (const [, src, href] of html.matchAll(namedScript)) visit(src ?? href);
  return [...seen];
}

/** What a first visit to / loads: the visitor page's scripts. */
export function landingInitialJs() {
  const html = readFileSync(join(dist, 'visitor-pages/index.html'), 'utf8');
  return totalled(documentScripts(html).map(sized));
}

/** What the app loads first to show the landing page (a visit with a session cookie). */
export function appLandingInitialJs() {
  const chunks = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  if (!chunks[landingRouteSource]) throw new Error(`${landingRouteSource} is not a chunk of the build`);
  return totalled(staticClosure(chunks, ['index.html', landingRouteSource]).map(sized));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensureWebBuild } = await import('../scripts/web-build.mjs');
  ensureWebBuild();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const print = (title, { files, totalGzip }) => {
    console.log(title);
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${file.file.padEnd(48)} ${kb(file.raw).padStart(10)} raw ${kb(file.gzip).padStart(9)} gzip`);
    }
    console.log(`  total ${kb(totalGzip)} gzip`);
  };
  const landing = landingInitialJs();
  print('Landing page, first visit (no session): initial JavaScript', landing);
  console.log(`  ${kb(landing.totalGzip)} of a ${kb(landing.budget)} budget (ratio ${landing.ratio.toFixed(2)})`);
  print('For comparison, the app on the landing page (a session cookie): initial JavaScript', appLandingInitialJs());
  process.exit(landing.ratio <= 1 ? 0 : 1);
}
