// The folder-level cycle check of `npm run lint` (docs/decisions/020-boundaries-cycles-and-type-aware-lint.md):
// no server feature may import another that, directly or through others, imports it back.
// `import-x/no-cycle` works file by file and skips type-only imports, so two features could lean
// on each other through different files, or through types, and it would not see it. Here every
// import of every non-test file counts, type-only ones included, and the graph is one of folders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const defaultFeatures = 'apps/server/src/features';

const sourceFile = /\.(?:[cm]?ts|tsx)$/;
const testFile = /\.test\.tsx?$/;

function* sourcesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourcesUnder(path);
    else if (sourceFile.test(entry.name) && !testFile.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/**
 * The imports between the feature folders under `featuresFolder`: for each feature, the features
 * it imports, each with one file and specifier that does (to show where an edge comes from).
 * Specifiers are resolved as relative paths: a feature's code reaches another only that way
 * (shared code may not import a feature, see decision 005), and the folder is all that matters.
 */
export function featureGraph(featuresFolder) {
  const features = readdirSync(featuresFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  /** @type {Map<string, Map<string, { file: string, specifier: string }>>} */
  const graph = new Map(features.map((feature) => [feature, new Map()]));
  for (const feature of features) {
    for (const file of sourcesUnder(join(featuresFolder, feature))) {
      // With imports and re-exports, type-only or not, and import() calls (in types too).
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        if (!specifier.startsWith('.')) continue;
        const [target] = relative(featuresFolder, resolve(dirname(file), specifier)).split(sep);
        if (target === undefined || target === feature || !graph.has(target)) continue;
        const edges = graph.get(feature);
        if (!edges.has(target)) edges.set(target, { file: relative(root, file), specifier });
      }
    }
  }
  return graph;
}

/** The strongly connected groups of two or more features (Tarjan), each sorted, in a stable order. */
function connectedGroups(graph) {
  let index = 0;
  const indexOf = new Map();
  const lowOf = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (feature) => {
    indexOf.set(feature, index);
    lowOf.set(feature, index);
    index += 1;
    stack.push(feature);
    onStack.add(feature);
    for (const next of graph.get(feature).keys()) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(feature, Math.min(lowOf.get(feature), lowOf.get(next)));
      } else if (onStack.has(next)) {
        lowOf.set(feature, Math.min(lowOf.get(feature), indexOf.get(next)));
      }
    }
    if (lowOf.get(feature) !== indexOf.get(feature)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== feature);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const feature of graph.keys()) if (!indexOf.has(feature)) visit(feature);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest way from `from` back to itself inside `group` (breadth first). */
function shortestLoop(graph, group, from) {
  const members = new Set(group);
  const cameFrom = new Map();
  const queue = [from];
  while (queue.length > 0) {
    const feature = queue.shift();
    for (const next of graph.get(feature).keys()) {
      if (!members.has(next)) continue;
      if (next === from) {
        const loop = [feature];
        while (loop[0] !== from) loop.unshift(cameFrom.get(loop[0]));
        return [...loop, from];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, feature);
        queue.push(next);
      }
    }
  }
  return [from];
}

/**
 * Every cycle between the features under `featuresFolder`, as groups of features that all reach
 * each other; for each, its edges (with the file that makes each) and one shortest loop.
 */
export function featureCycles(featuresFolder = join(root, defaultFeatures)) {
  const graph = featureGraph(featuresFolder);
  return connectedGroups(graph).map((features) => ({
    features,
    loop: shortestLoop(graph, features, features[0]),
    edges: features.flatMap((feature) =>
      [...graph.get(feature)]
        .filter(([target]) => features.includes(target))
        .map(([target, { file, specifier }]) => ({ from: feature, to: target, file, specifier })),
    ),
  }));
}

/** The report of `featureCycles`, as printed by the check. */
export function describeCycles(cycles) {
  return cycles
    .map(({ features, loop, edges }) =>
      [
        `Features in a cycle: ${features.join(', ')} (for example ${loop.join(' → ')})`,
        ...edges.map(({ from, to, file, specifier }) => `  ${from} → ${to}: ${file} imports '${specifier}'`),
      ].join('\n'),
    )
    .join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // A folder given on the command line is checked instead of the server's features (the tests' fixtures).
  const folder = resolve(process.argv[2] ?? join(root, defaultFeatures));
  if (!existsSync(folder)) {
    console.error(`No features folder at ${folder}`);
    process.exit(2);
  }
  const cycles = featureCycles(folder);
  if (cycles.length > 0) {
    console.error(describeCycles(cycles));
    console.error(
      '\nA feature may not import another that imports it back, type imports included: move what both ' +
        'need down (packages/domain, platform, or the lower feature), see docs/decisions/020.',
    );
    process.exit(1);
  }
}
