import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { pageModules } from '../src/app/page-modules';

/** What the server names in a page's HTML so the browser fetches it with the entry, not after it. */
export type PagePreloads = Record<string, { js: string[]; css: string[] }>;

export const pagePreloadsFile = 'page-preloads.json';

/**
 * Writes `page-preloads.json` beside index.html: for each path of the route table, the JavaScript
 * and CSS its page's chunk loads, less what index.html loads already. Without it the browser
 * learns of a page's code only once the entry has run and the router asked for it: one more
 * round trip before anything of the page can paint, on every first visit.
 */
export function pagePreloads(): Plugin {
  let srcDir = '';
  return {
    name: 'sudsy-page-preloads',
    // The prerender's server build has no pages of its own to list.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      srcDir = `${config.root}/src`;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const bySource = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[relative(srcDir, chunk.facadeModuleId), chunk]] : [])),
      );
      const staticClosure = (fileNames: string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          byFile.get(fileName)?.imports.forEach(visit);
        };
        fileNames.forEach(visit);
        return seen;
      };
      const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const loadedByIndex = staticClosure(entry);

      const preloads: PagePreloads = {};
      for (const [path, page] of Object.entries(pageModules)) {
        const chunk = bySource.get(page.file);
        if (!chunk) this.error(`${page.file} (${path}) is not a chunk of the build`);
        const files = [...staticClosure([chunk.fileName])].filter((fileName) => !loadedByIndex.has(fileName));
        const css = files.flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        preloads[path] = { js: files.map((fileName) => `/${fileName}`), css: css.map((fileName) => `/${fileName}`) };
      }
      this.emitFile({ type: 'asset', fileName: pagePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
