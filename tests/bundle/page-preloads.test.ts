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
