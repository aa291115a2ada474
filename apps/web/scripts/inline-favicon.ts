import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const faviconLink = '<link rel="icon" href="/icon.svg" type="image/svg+xml" />';

/**
 * Puts the tab's icon (public/icon.svg, 1 kB) inside index.html as a data URL: the browser asked
 * for it while a signed-in page still waited for its data, one of the few requests a page may make
 * before it draws (docs/benchmarks.md). The file stays for the web manifest.
 */
export function inlineFavicon(): Plugin {
  return {
    name: 'sudsy-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(faviconLink)) throw new Error(`index.html no longer has ${faviconLink}`);
      const svg = readFileSync(new URL('../public/icon.svg', import.meta.url), 'utf8');
      const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' ').trim())}`;
      return html.replace(faviconLink, `<link rel="icon" href="${dataUrl}" type="image/svg+xml" />`);
    },
  };
}
