// After `vite build`: renders the public pages to HTML (docs/product.md, "Speed on a phone") and
// writes each into dist/prerendered/, where the server finds it for that path. The drawn page is
// inert until the app takes it over: a tap before then would be lost, and a form would be sent by
// the browser itself (a password in the address).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');
const ssrOut = join(webRoot, 'node_modules/.prerender');
/** Pages anyone may open whose first render needs nothing from the address but the path. */
const prerenderedPaths = ['/', '/about', '/faq', '/contact', '/privacy', '/terms', '/login', '/register', '/providers'];

await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, rolldownOptions: {} },
});
const { prerender } = await import(join(ssrOut, 'prerender.js'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
mkdirSync(join(dist, 'prerendered'), { recursive: true });
for (const path of prerenderedPaths) {
  const { title, body } = await prerender(path);
  let html = template.replace('<div id="root"></div>', `<div id="root" inert>${body}</div>`);
  if (title) html = html.replace(/<title>.*?<\/title>/, `<title>${title}</title>`);
  writeFileSync(join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`), html);
}
rmSync(ssrOut, { recursive: true, force: true });
