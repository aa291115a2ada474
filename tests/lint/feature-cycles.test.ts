import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureCycles } from '../../scripts/feature-cycles.mjs';

// The folder-level cycle check of `npm run lint` (scripts/feature-cycles.mjs), shown to fail on a
// planted cycle, type-only imports included, and to pass once it is gone.

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const fixtures = join(root, 'tests/lint-fixtures/feature-cycles');
const check = (folder: string) =>
  spawnSync(process.execPath, [join(root, 'scripts/feature-cycles.mjs'), folder], { encoding: 'utf8' });

describe('the feature cycle check', () => {
  it('finds a cycle of three features closed by a type-only import', () => {
    const cycles = featureCycles(join(fixtures, 'cyclic'));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.features).toEqual(['alpha', 'beta', 'gamma']);
    expect(cycles[0]?.loop).toEqual(['alpha', 'beta', 'gamma', 'alpha']);
    expect(cycles[0]?.edges).toContainEqual({
      from: 'gamma',
      to: 'alpha',
      file: 'tests/lint-fixtures/feature-cycles/cyclic/gamma/names.ts',
      specifier: '../alpha/types',
    });

    const run = check(join(fixtures, 'cyclic'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Features in a cycle: alpha, beta, gamma');
  });

  it('passes features without a cycle, whatever their tests import', () => {
    expect(featureCycles(join(fixtures, 'clean'))).toEqual([]);
    const run = check(join(fixtures, 'clean'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('passes on the server features', () => {
    expect(featureCycles()).toEqual([]);
  });

  it('is part of npm run lint', () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.lint).toContain('npm run --silent lint:cycles');
    expect(scripts['lint:cycles']).toBe('node scripts/feature-cycles.mjs');
  });
});
