// Runs a build only when its inputs changed since the last one, so `npm start` stays quick on
// every start after the first. The hash of the inputs is kept beside the build's output.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (/\.test\.tsx?$/.test(entry)) continue;
    yield* files(join(path, entry));
  }
}

/** A hash of every file under `inputs` (paths from the repository root), tests left out. */
function sourcesHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Runs `build` unless `stampFile` holds the hash of `inputs`; says whether it built. */
export function buildWhenChanged({ inputs, stampFile, build, force = false }) {
  const stamp = join(root, stampFile);
  const hash = sourcesHash(inputs);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  build();
  writeFileSync(stamp, hash);
  return true;
}
