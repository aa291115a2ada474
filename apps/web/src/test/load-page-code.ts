import { pageModules } from '@/app/page-modules';

const pageLoaders = import.meta.glob('../features/*/pages/*-page.tsx');

/**
 * Imports the pages of `paths` (route-table paths, such as '/providers/:id') ahead, for the test
 * files that mock modules and so cannot take load-lazy-code.ts: awaited at a file's top level,
 * after its hoisted vi.mock calls and outside any test's bound, it keeps Vitest's transform of the
 * page out of the first test's wait.
 */
export async function loadPageCode(...paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) => {
      const page = pageModules[path];
      const load = page && pageLoaders[`../${page.file}`];
      if (!load) throw new Error(`${path} has no page module`);
      return load();
    }),
  );
}
