// After `vite build`: renders the pages of src/app/drawn-pages.ts to HTML (docs/product.md, "Speed on a phone") and
// writes each into dist/prerendered/, where the server finds it for that path. The drawn page is
// inert until the app takes it over: a tap before then would be lost, and a form would be sent by
// the browser itself (a password in the address).
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
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, rolldownOptions: {} },
});
const { prerender, prerenderedPaths } = await import(join(ssrOut, 'prerender.js'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
for (const path of prerenderedPaths) {
  const { title, body } = await prerender(path);
  let html = template.replace('<div id="root"></div>', `<div id="root" inert>${body}</div>`);
  if (title) html = html.replace(/<title>.*?<\/title>/, `<title>${title}</title>`);
  // `prerendered/customer/services.html` is /customer/services's.
  const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
rmSync(ssrOut, { recursive: true, force: true });
