import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { redirects, routeAccess } from '@sudsy/domain/routes';

/** Written by the web build beside index.html: what each path of the route table loads first. */
type PagePreloads = Record<string, { js: string[]; css: string[] }>;
type PageLinks = { pattern: RegExp; stylesheets: string; modulePreloads: string };

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
      stylesheets: css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join(''),
      // crossorigin as Vite writes its own: a module is fetched in CORS mode, and only a preload of the same mode is reused.
      modulePreloads: js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
    }));
}

/**
 * The pages the build drew ahead in `folder` (`prerendered/customer/services.html` is
 * /customer/services's), by path: the app's drawings in `prerendered`, the visitor pages, which
 * load no app (docs/decisions/017), in `visitor-pages`.
 */
function readPrerendered(distDir: string, folderName: 'prerendered' | 'visitor-pages'): Map<string, string> {
  const folder = join(distDir, folderName);
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length).split(sep).join('/');
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

const modulePreload = /<link rel="modulepreload"[^>]*>/g;

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(?:^|\s)src\s*=/i;

/** A `'sha256-…'` CSP source for each inline script of `html`; scripts with a src are covered by 'self'. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes = '']) => !srcAttribute.test(attributes))
    .map(([, , text = '']) => {
      // The browser hashes the text as parsed, and HTML parsing turns every line ending into \n.
      const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64');
      return `'sha256-${digest}'`;
    });
}

/** What of a page's request decides whether its drawing fits the app's first render. */
export type PageRequest = {
  /** As in the URL, `?…`; '' for none. */
  query?: string;
  /** The request carries a session cookie (valid or not): a signed-in page's drawing is for it. */
  sessionCookie?: boolean;
};

export type WebBuild = {
  /**
   * index.html for a path, naming its page's code up front (docs/product.md, "Speed on a phone"):
   * without it the browser learns of that code only once the entry has run and the router asked,
   * a round trip later on every first visit. For a page the build drew, that drawing, which names
   * no code, when asked for without a query (and a signed-in page only with a session cookie).
   * Undefined while there is no build.
   */
  page(path: string, request?: PageRequest): string | undefined;
  /**
   * The hashes of index.html's inline scripts (none without a build), so the CSP lets exactly
   * those run: the theme script must run before the first paint, or a dark theme flashes light.
   */
  inlineScripts(): string[];
};

/**
 * The web build's pages as the server answers them, read once per build: again whenever
 * index.html changes, as the web app serves a rebuild at once.
 */
export function readWebBuild(distDir: string): WebBuild {
  const indexFile = join(distDir, 'index.html');
  type Read = {
    html: string;
    prerendered: Map<string, string>;
    visitorPages: Map<string, string>;
    pages: PageLinks[];
    inlineScripts: string[];
  };
  let read: (Read & { modified: number }) | undefined;
  const current = (): Read | undefined => {
    try {
      const modified = statSync(indexFile).mtimeMs;
      if (read?.modified !== modified) {
        const html = readFileSync(indexFile, 'utf8');
        read = {
          modified,
          html,
          prerendered: readPrerendered(distDir, 'prerendered'),
          visitorPages: readPrerendered(distDir, 'visitor-pages'),
          pages: pageLinks(readPreloads(join(distDir, 'page-preloads.json'))),
          inlineScripts: inlineScriptHashes(html),
        };
      }
      return read;
    } catch {
      // No build, or one being replaced right now.
      return undefined;
    }
  };
  return {
    page(path, { query = '', sessionCookie = false } = {}) {
      const build = current();
      if (!build) return undefined;
      // The app's entry moves an old address to its page before it draws (main.tsx).
      const target = redirects[path] ?? path;
      const links = build.pages.find((page) => page.pattern.test(target));
      // A page drawn at build time paints before its JavaScript runs; only its own path gets it,
      // and only without a query, which the app's first render would show and the drawing cannot
      // (the search wizard's fields from a shared link): a page that differs is thrown away by React
      // with an error, and its content shifts. A visitor with no session would see a signed-in
      // page's drawing only to be sent to sign in.
      const fits = query === '' && (routeAccess[target] === 'public' || sessionCookie);
      // A visitor without a session gets the page drawn without the app, if there is one: it loads a
      // kilobyte of script where the app's first load is about 140 kB (docs/decisions/017). A cookie
      // may mean a session, which the app's drawing is for.
      const visitorPage = fits && !sessionCookie ? build.visitorPages.get(target) : undefined;
      if (visitorPage) return visitorPage;
      const drawn = fits ? build.prerendered.get(target) : undefined;
      if (drawn) {
        // It names no code up front (its stylesheet is inside it): preloads would share the first
        // round trips with what the paint waits for (LCP on a phone 1.25 s with them, 0.95 s
        // without). The entry asks for its code once it arrives; the page is live a little later.
        const html = drawn.replace(modulePreload, '');
        return links?.stylesheets ? html.replace('</head>', `${links.stylesheets}</head>`) : html;
      }
      const named = `${links?.stylesheets ?? ''}${links?.modulePreloads ?? ''}`;
      return named ? build.html.replace('</head>', `${named}</head>`) : build.html;
    },
    inlineScripts: () => current()?.inlineScripts ?? [],
  };
}
