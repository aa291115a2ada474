// `npm run --silent stack:map < trace.txt`: a stack trace from the server's log, its positions in the
// minified bundle (apps/server/dist/*.mjs:LINE:COLUMN) turned into the TypeScript files and lines
// they came from, through the source maps beside the bundle. `npm start` runs without
// --enable-source-maps, which would hold the parsed maps in every instance (docs/decisions/025).
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const maps = new Map();

function mapOf(bundle) {
  if (!maps.has(bundle)) {
    let map = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
    } catch {
      // No map beside it: the position is printed as it is.
    }
    maps.set(bundle, map);
  }
  return maps.get(bundle);
}

const position = /((?:file:\/\/)?[^\s()]*apps\/server\/dist\/[\w.-]+\.mjs):(\d+):(\d+)/g;
const trace = readFileSync(0, 'utf8');
process.stdout.write(
  trace.replace(position, (whole, file, line, column) => {
    const bundle = file.replace(/^file:\/\//, '');
    const entry = mapOf(bundle)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry?.originalSource) return whole;
    const source = resolve(dirname(bundle), entry.originalSource);
    return `${relative(root, source)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  }),
);
