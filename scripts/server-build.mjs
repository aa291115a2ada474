// Bundles the server into one JavaScript file, only when its sources changed since the last build:
// `npm start` runs it with plain Node, without a TypeScript loader (decision record 012).
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { buildWhenChanged } from './build-when-changed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const builtServerMain = fileURLToPath(new URL('../apps/server/dist/main.mjs', import.meta.url));
/** The operators' tools (backup, restore, the move to PostgreSQL), bundled beside the server. */
export const builtOpsCli = fileURLToPath(new URL('../apps/server/dist/ops.mjs', import.meta.url));

/**
 * Packages that load files of their own at run time (WebAssembly, native binaries, worker threads)
 * stay in node_modules; everything else, ours and our dependencies', is bundled, so a start reads
 * one file instead of resolving and loading some thirteen hundred modules (about half a second).
 */
const packagesLoadedFromNodeModules = [
  '@electric-sql/pglite',
  'sharp',
  'pino',
  // Its ZIP table is half the bundle's bytes; the gazetteer reads it when first built.
  'zipcodes',
  // pg's optional native driver: asked for only when configured, and not installed.
  'pg-native',
  // Twilio's SDK (with axios) would double the bundle every start parses; it is loaded on the
  // first text, and only with TWILIO_* set (docs/decisions/024).
  'twilio',
];
// Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
const requireInModule =
  "import { createRequire as createRequireInBundle } from 'node:module'; const require = createRequireInBundle(import.meta.url);";

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
        entryPoints: { main: 'apps/server/src/main.ts', ops: 'apps/server/src/ops/cli.ts' },
        outdir: 'apps/server/dist',
        outExtension: { '.js': '.mjs' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: true,
        sourcesContent: false,
        // Minified, the bundle is ASCII only (comments gone): V8 keeps a script holding one
        // character past Latin-1 as two bytes a character, and the source it keeps for lazy
        // compiling fell from 15 MB to 5.6 (docs/decisions/025). Names are kept, so a stack trace
        // still names its functions; `npm run stack:map` gives their TypeScript lines.
        minifyWhitespace: true,
        minifySyntax: true,
        keepNames: true,
        // Lines of a readable length for a stack trace's column, not one line of 5 MB.
        lineLimit: 1000,
        external: packagesLoadedFromNodeModules.flatMap((name) => [name, `${name}/*`]),
        banner: { js: requireInModule },
        logLevel: 'warning',
      });
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureServerBuild({ force: process.argv.includes('--force') });
