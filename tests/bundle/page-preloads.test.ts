import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { routeAccess } from '@sudsy/domain/routes';
import { pageModules } from '../../apps/web/src/app/page-modules';

const dist = new URL('../../apps/web/dist/', import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, dist), 'utf8')) as unknown;

it("the build lists, for every page of the route table, its page's chunk first and what it imports", () => {
  const manifest = readJson('.vite/manifest.json') as Record<string, { file: string; imports?: string[] }>;
  const preloads = readJson('page-preloads.json') as Record<string, { js: string[] }>;
  expect(Object.keys(preloads).sort()).toEqual(Object.keys(routeAccess).sort());
  for (const [path, { file }] of Object.entries(pageModules)) {
    const chunk = manifest[`src/${file}`];
    expect(chunk, file).toBeDefined();
    expect(preloads[path]?.js[0], path).toBe(`/${chunk?.file}`);
    // What index.html loads already is not named twice.
    expect(preloads[path]?.js).not.toContain(`/${manifest['index.html']?.file}`);
  }
});

it("a page's own code is one file, beside the entry's four, however much it shares with other pages", () => {
  const preloads = readJson('page-preloads.json') as Record<string, { js: string[] }>;
  for (const [path, { js }] of Object.entries(preloads)) expect(js, path).toHaveLength(1);
  const indexHtml = readFileSync(new URL('index.html', dist), 'utf8');
  expect(indexHtml.match(/\/assets\/[^"]+\.js"/g)?.length).toBeLessThanOrEqual(4);
});

it('index.html carries the tab icon inside it, so no page asks for it before it draws', () => {
  const indexHtml = readFileSync(new URL('index.html', dist), 'utf8');
  expect(indexHtml).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg/);
  expect(indexHtml).not.toContain('/icon.svg');
});
