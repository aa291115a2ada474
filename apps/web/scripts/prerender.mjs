// After `vite build`: renders the pages of src/app/drawn-pages.ts to HTML (docs/product.md, "Speed on a phone") and
// writes each into dist/prerendered/, where the server finds it for that path. Its links work from
// the first paint (a plain navigation to the next page, drawn too); its controls are inert until
// the app takes the page over (inertControls): a tap on them would be lost, and a form would be
// sent by the browser itself (a password in the address). It carries its stylesheet inside and asks for no
// font ahead (selfContained), so nothing stands between its arrival and its first paint.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');
const ssrOut = join(webRoot, 'node_modules/.prerender');

await build({
  root: webRoot,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: {
      // The client build copies shared code into its pages' chunks, which needs an entry that may lose
      // its exports; this build's entry is imported below for them.
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 0 } } },
    },
  },
});
const { prerender, prerenderedPaths, prerenderVisitorPage, visitorPagePaths } = await import(
  join(ssrOut, 'prerender.js')
);
const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
// With the comment above it, which explains a preload the drawn page no longer has.
const fontPreload = /(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<link\s+rel="preload"\s+as="font"[^>]*>/;

/**
 * index.html with the stylesheet inside it and no font preload. On a phone's connection a drawn
 * page otherwise paints only once the stylesheet (17 kB) and the preloaded face (48 kB) have
 * arrived, and Chrome holds text in a preloaded `font-display: optional` face until it comes or
 * times out. Without the preload, a first visit shows the system face (the page never swaps faces,
 * so nothing shifts) and Inter from then on, from the cache. docs/benchmarks.md has the figures.
 */
function selfContained(html) {
  const href = stylesheetLink.exec(html)?.[1];
  if (!href) throw new Error('index.html links no stylesheet to put inside the drawn pages');
  const css = readFileSync(join(dist, href), 'utf8');
  if (!fontPreload.test(html)) throw new Error('index.html has no font preload: update selfContained');
  // A function, so that `$` in the CSS is not read as a replacement pattern.
  return html.replace(stylesheetLink, () => `<style>${css}</style>`).replace(fontPreload, '');
}

/**
 * The opening tags of what only the app's code makes work: buttons, fields, forms, custom widgets
 * (focusable by tabindex, such as a slider's thumb). Not a tab panel, focusable only to be read: made
 * inert, its whole content was out of reach, of a screen reader too, until the app took the page.
 */
const control = /<(?:button|input|select|textarea|form)\b|<\w+(?![^>]*\srole="tabpanel")(?=[^>]*\stabindex="0")/g;

/** `body` with its controls inert; main.tsx lifts that once the app has the page. */
function inertControls(body) {
  return body.replace(control, (tag) => `${tag} inert`);
}

const template = selfContained(readFileSync(join(dist, 'index.html'), 'utf8'));
/** Writes `template` with `page` in its root into `folder` (`prerendered/customer/services.html` is /customer/services's). */
function writePage(folder, path, template, { title, body }) {
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${inertControls(body)}</div>`);
  if (title) html = html.replace(/<title>.*?<\/title>/, `<title>${title}</title>`);
  const file = join(dist, folder, `${path === '/' ? 'index' : path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

for (const path of prerenderedPaths) writePage('prerendered', path, template, await prerender(path));

// The visitor pages (docs/decisions/017): the same document with, instead of the app, the one small
// script that works their menus and, once the page is idle, fetches the app for the next page.
// Built on its own, so it shares no file with the app.
const appEntry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const modulePreloads = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const appEntryFile = appEntry.exec(template)?.[1];
// Where the landing page's main buttons lead (Get Started, Sign up, Request quotes): its code is fetched too.
const nextPages = ['/register'];
const pagePreloads = JSON.parse(readFileSync(join(dist, 'page-preloads.json'), 'utf8'));
if (!appEntryFile) throw new Error('index.html names no app entry for the visitor pages to replace');
const islandsBuild = await build({
  configFile: false,
  root: webRoot,
  logLevel: 'warn',
  // What the script asks for once the page is idle, so that the next page finds the app cached.
  define: {
    appEntryFiles: JSON.stringify([
      appEntryFile,
      ...[...template.matchAll(modulePreloads)].map(([, href]) => href),
      ...nextPages.flatMap((path) => pagePreloads[path]?.js ?? []),
    ]),
  },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rolldownOptions: {
      input: join(webRoot, 'src/app/visitor-page/visitor-islands-entry.ts'),
      output: { entryFileNames: 'assets/visitor-islands-[hash].js' },
    },
  },
});
const islands = [islandsBuild].flat()[0].output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
const visitorTemplate = template
  .replace(modulePreloads, '')
  .replace(appEntry, () => `<script type="module" crossorigin src="/${islands.fileName}"></script>`);
for (const path of visitorPagePaths)
  writePage('visitor-pages', path, visitorTemplate, await prerenderVisitorPage(path));
rmSync(ssrOut, { recursive: true, force: true });
