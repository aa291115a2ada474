// Bundles the server into one JavaScript file, only when its sources changed since the last build:
// `npm start` runs it with plain Node, without a TypeScript loader (decision record 012).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { buildWhenChanged } from './build-when-changed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const builtServerMain = fileURLToPath(new URL('../apps/server/dist/main.mjs', import.meta.url));

/** The server's and the domain package's dependencies stay in node_modules; our own code is bundled. */
function installedPackages() {
  const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
  const names = [manifest('../apps/server/package.json'), manifest('../packages/domain/package.json')].flatMap((pkg) =>
    Object.keys(pkg.dependencies ?? {}),
  );
  return names.flatMap((name) => [name, `${name}/*`]);
}

export function ensureServerBuild({ force = false } = {}) {
  return buildWhenChanged({
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/domain/src',
      'package-lock.json',
      'scripts/server-build.mjs',
    ],
    stampFile: 'apps/server/dist/.sources-hash',
    force,
    build: () => {
      buildSync({
        absWorkingDir: root,
        entryPoints: ['apps/server/src/main.ts'],
        outfile: builtServerMain,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: true,
        external: installedPackages(),
        logLevel: 'warning',
      });
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureServerBuild({ force: process.argv.includes('--force') });
