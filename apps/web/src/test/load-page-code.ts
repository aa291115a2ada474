import { lazyPage } from '@/app/router';

/**
 * Loads the pages of `paths` (route-table paths, such as '/providers/:id') ahead, as the router
 * would, for the test files that mock modules and so cannot take load-lazy-code.ts: awaited at a
 * file's top level, after its hoisted vi.mock calls and outside any test's bound, it keeps
 * Vitest's transform of the page out of the first test's wait.
 */
export async function loadPageCode(...paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => lazyPage(path)()));
}
