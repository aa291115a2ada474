import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { redirects } from '@sudsy/domain/routes';

/** Written by the web build beside index.html: what each path of the route table loads first. */
type PagePreloads = Record<string, { js: string[]; css: string[] }>;
type PageLinks = { pattern: RegExp; links: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/providers/:id` → a pattern for the paths it takes; paths with parameters after the exact ones. */
function pageLinks(preloads: PagePreloads): PageLinks[] {
  return Object.entries(preloads)
    .sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')))
    .map(([path, { js, css }]) => ({
      pattern: new RegExp(
        `^${path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
          .join('/')}/?$`,
      ),
      // crossorigin as Vite writes its own: a module is fetched in CORS mode, and only a preload of the same mode is reused.
      links: [
        ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ].join(''),
    }));
}

/** The public pages the build drew ahead (`prerendered/about.html` is /about's), by path. */
function readPrerendered(distDir: string): Map<string, string> {
  const folder = join(distDir, 'prerendered');
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name}`, readFileSync(join(folder, file), 'utf8')];
      }),
  );
}

function readPreloads(file: string): PagePreloads {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PagePreloads;
  } catch {
    // A build without the list still works: each page's code is then found by the router alone.
    return {};
  }
}

/**
 * index.html for a path (or the page as the build drew it, for a public one), naming its page's
 * code up front (docs/product.md, "Speed on a phone"):
 * without it the browser learns of that code only once the entry has run and the router asked,
 * a round trip later on every first visit. Undefined while there is no build. Read again whenever
 * index.html changes, as the web app serves a rebuild at once.
 */
export function pageHtml(distDir: string): (path: string) => string | undefined {
  const indexFile = join(distDir, 'index.html');
  let read: { modified: number; html: string; prerendered: Map<string, string>; pages: PageLinks[] } | undefined;
  return (path) => {
    try {
      const modified = statSync(indexFile).mtimeMs;
      if (read?.modified !== modified) {
        const preloads = readPreloads(join(distDir, 'page-preloads.json'));
        read = {
          modified,
          html: readFileSync(indexFile, 'utf8'),
          prerendered: readPrerendered(distDir),
          pages: pageLinks(preloads),
        };
      }
    } catch {
      return undefined;
    }
    const target = redirects[path] ?? path;
    // A public page drawn at build time paints before its JavaScript runs; only its own path gets it.
    const html = read.prerendered.get(path) ?? read.html;
    const links = read.pages.find((page) => page.pattern.test(target))?.links;
    return links ? html.replace('</head>', `${links}</head>`) : html;
  };
}
