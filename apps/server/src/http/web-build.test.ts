import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWebBuild } from './web-build';

const indexHtml = '<!doctype html><html><head><title>Sudsy</title></head><body><div id="root"></div></body></html>';
const preloads = {
  '/': { js: ['/assets/landing-1.js', '/assets/icon-2.js'], css: [] },
  '/customer/services': { js: ['/assets/services-3.js'], css: ['/assets/map-4.css'] },
  '/customer/requests/:id': { js: ['/assets/request-detail-5.js'], css: [] },
  '/customer/requests/new': { js: ['/assets/new-request-6.js'], css: [] },
};
let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'sudsy-web-build-'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** The hrefs the page's head names, in order, by rel. */
function named(html: string | undefined) {
  const head = html?.slice(0, html.indexOf('</head>')) ?? '';
  return [...head.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(([, rel, href]) => `${rel} ${href}`);
}

describe("a page's HTML", () => {
  it("names the code of the path's page in its head, before the entry asks for it", () => {
    writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify(preloads));
    const { page } = readWebBuild(dist);
    expect(named(page('/'))).toEqual(['modulepreload /assets/landing-1.js', 'modulepreload /assets/icon-2.js']);
    expect(named(page('/customer/services'))).toEqual([
      'stylesheet /assets/map-4.css',
      'modulepreload /assets/services-3.js',
    ]);
    expect(page('/customer/services')).toContain('<div id="root"></div>');
  });

  it('takes a parameter in any one segment, an exact path first, and follows the short paths', () => {
    writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify(preloads));
    const { page } = readWebBuild(dist);
    expect(named(page('/customer/requests/8f2c'))).toEqual(['modulepreload /assets/request-detail-5.js']);
    expect(named(page('/customer/requests/new'))).toEqual(['modulepreload /assets/new-request-6.js']);
    expect(named(page('/customer/requests/8f2c/extra'))).toEqual([]);
    // docs/product.md, "Routes": /services leads to the catalogue.
    expect(named(page('/services'))).toEqual(['stylesheet /assets/map-4.css', 'modulepreload /assets/services-3.js']);
  });

  it('is the page as the build drew it for that exact path, naming only its stylesheets, no code', () => {
    const about = { js: ['/assets/about-8.js'], css: ['/assets/about-9.css'] };
    writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify({ ...preloads, '/about': about }));
    mkdirSync(join(dist, 'prerendered'));
    // As Vite writes the entry's own imports into index.html, and so into each drawn page.
    const entryImport = '<link rel="modulepreload" crossorigin href="/assets/react-7.js">';
    const drawn = (heading: string) =>
      indexHtml
        .replace('</head>', `${entryImport}</head>`)
        .replace('<div id="root"></div>', `<div id="root"><h1>${heading}</h1></div>`);
    writeFileSync(join(dist, 'prerendered', 'index.html'), drawn('A spotless car'));
    writeFileSync(join(dist, 'prerendered', 'about.html'), drawn('About Sudsy'));
    const { page } = readWebBuild(dist);
    expect(page('/')).toContain('<div id="root"><h1>A spotless car</h1></div>');
    expect(named(page('/'))).toEqual([]);
    expect(page('/about')).toContain('<h1>About Sudsy</h1>');
    expect(named(page('/about'))).toEqual(['stylesheet /assets/about-9.css']);
    // Any other path gets the empty shell that the app draws into, and so does a drawn path with a query.
    for (const path of ['/about/team', '/customer/requests/new', '/no/such/page'])
      expect(page(path), path).toContain('<div id="root"></div>');
    expect(page('/about', { query: '?section=team' })).toContain('<div id="root"></div>');
    expect(named(page('/about', { query: '?section=team' }))).toEqual([
      'stylesheet /assets/about-9.css',
      'modulepreload /assets/about-8.js',
    ]);
  });

  it("is a signed-in page's drawing only for a request with a session cookie, at its old address too", () => {
    writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify(preloads));
    mkdirSync(join(dist, 'prerendered', 'customer'), { recursive: true });
    const catalogue = indexHtml.replace('<div id="root"></div>', '<div id="root"><h1>Services</h1></div>');
    writeFileSync(join(dist, 'prerendered', 'customer', 'services.html'), catalogue);
    const { page } = readWebBuild(dist);
    // docs/product.md, "Routes": /services leads to the catalogue.
    for (const path of ['/customer/services', '/services']) {
      expect(page(path, { sessionCookie: true }), path).toContain('<h1>Services</h1>');
      expect(named(page(path, { sessionCookie: true })), path).toEqual(['stylesheet /assets/map-4.css']);
      // A visitor is sent to sign in by the app: the drawing would flash by first.
      expect(page(path), path).toContain('<div id="root"></div>');
      expect(page(path, { sessionCookie: true, query: '?tab=basic' }), path).toContain('<div id="root"></div>');
    }
  });

  it("is a visitor page, which loads no app, for a request without a session cookie, and the app's drawing with one", () => {
    mkdirSync(join(dist, 'prerendered'));
    mkdirSync(join(dist, 'visitor-pages'));
    const withRoot = (root: string) => indexHtml.replace('<div id="root"></div>', `<div id="root">${root}</div>`);
    writeFileSync(join(dist, 'prerendered', 'index.html'), withRoot('<h1>Drawn for the app</h1>'));
    writeFileSync(join(dist, 'prerendered', 'about.html'), withRoot('<h1>About Sudsy</h1>'));
    writeFileSync(join(dist, 'visitor-pages', 'index.html'), withRoot('<h1>Drawn for a visitor</h1>'));
    const { page } = readWebBuild(dist);
    expect(page('/')).toContain('<h1>Drawn for a visitor</h1>');
    expect(page('/', { sessionCookie: true })).toContain('<h1>Drawn for the app</h1>');
    // With a query the app draws the page itself; a page with no visitor drawing is the app's.
    expect(page('/', { query: '?ref=flyer' })).toContain('<div id="root"></div>');
    expect(page('/about')).toContain('<h1>About Sudsy</h1>');
  });

  it('is index.html as built for a path with no page, or a build without the list', () => {
    writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify(preloads));
    expect(readWebBuild(dist).page('/no/such/page')).toBe(indexHtml);
    rmSync(join(dist, 'page-preloads.json'));
    expect(readWebBuild(dist).page('/')).toBe(indexHtml);
  });

  it('follows a new build without a restart, and is nothing while there is none', () => {
    const { page } = readWebBuild(dist);
    expect(named(page('/'))).toEqual([]);
    writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify(preloads));
    writeFileSync(join(dist, 'index.html'), indexHtml.replace('Sudsy', 'Sudsy 2'));
    // A rebuild is seen by its time of change, whatever the file system's clock resolution.
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 60_000));
    expect(page('/')).toContain('Sudsy 2');
    expect(named(page('/'))).toHaveLength(2);
    rmSync(join(dist, 'index.html'));
    expect(page('/')).toBeUndefined();
  });
});
