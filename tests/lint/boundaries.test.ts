import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

// The architecture rules of eslint.config.js, shown to fire: a file that breaks one fails
// `npm run lint`. The fixtures under tests/lint-fixtures are ignored by the lint itself.

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const typeAwareRules = ['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises'];
// The import rules need no types: without them a probe may be a file that does not exist, and no
// TypeScript program is built (the project service refuses a file outside its tsconfig).
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: Object.fromEntries(typeAwareRules.map((rule) => [rule, 'off'])),
  },
});
const typedEslint = new ESLint({ cwd: root });

async function rulesBroken(source: string, filePath: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(source, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import rules', () => {
  it('refuse an import cycle', async () => {
    const [result] = await eslint.lintFiles([join(root, 'tests/lint-fixtures/cycle/first.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it("refuse a server feature's import of another feature's files, and admit its index.ts", async () => {
    const probe = 'apps/server/src/features/vehicles/probe.ts';
    expect(await rulesBroken("export { ratingSummaries } from '../reviews/rating-summary';\n", probe)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken("export * from '../reviews/index';\n", probe)).toEqual([]);
  });

  it("refuse a server feature's import of tables through db/schema.ts, and admit the owning files", async () => {
    const probe = 'apps/server/src/features/vehicles/probe.ts';
    expect(await rulesBroken("export { user, vehicles } from '../../db/schema';\n", probe)).toContain(
      'no-restricted-imports',
    );
    expect(
      await rulesBroken(
        "import type { vehicles } from '../../db/schema.ts';\nexport type V = typeof vehicles;\n",
        probe,
      ),
    ).toContain('no-restricted-imports');
    const owners =
      "export { user } from '../../auth/schema';\nexport { vehicles } from './schema';\nexport { quoteRequests } from '../requests/schema';\n";
    expect(await rulesBroken(owners, probe)).toEqual([]);
    // Tests may use the barrel, which gathers every table a test sets up.
    expect(
      await rulesBroken("export { user } from '../../db/schema';\n", 'apps/server/src/features/vehicles/probe.test.ts'),
    ).toEqual([]);
  });

  it('refuse shared server code that depends on a feature', async () => {
    expect(
      await rulesBroken("export * from '../features/reviews/index';\n", 'apps/server/src/platform/probe.ts'),
    ).toContain('import-x/no-restricted-paths');
  });

  it("refuse a web feature's import of another feature, and shared web code's import of any", async () => {
    // Existing files, so that the web app's tsconfig (and its @/ alias) applies to the probe text.
    const source = "export { LoginPage } from '@/features/auth/pages/login-page';\n";
    expect(await rulesBroken(source, 'apps/web/src/features/vehicles/pages/vehicles-page.tsx')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken(source, 'apps/web/src/lib/session.ts')).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken(source, 'apps/web/src/features/auth/pages/register-page.tsx')).toEqual([]);
  });
});

describe('type-aware rules', () => {
  // An existing file, so that a tsconfig (its TypeScript program) applies to the probe: the domain
  // package's, the smallest program the rules run on (the server's took several times as long).
  const probe = 'packages/domain/src/vehicle.ts';
  const later = 'async function later(): Promise<void> {}\n';

  it(
    'refuse a floating promise and one given where a void is expected, and admit one marked void',
    async () => {
      expect(await rulesBroken(`${later}later();\nexport {};\n`, probe, typedEslint)).toEqual([
        '@typescript-eslint/no-floating-promises',
      ]);
      expect(await rulesBroken(`${later}export const run: () => void = later;\n`, probe, typedEslint)).toEqual([
        '@typescript-eslint/no-misused-promises',
      ]);
      expect(
        await rulesBroken(`${later}export const run: () => void = () => void later();\n`, probe, typedEslint),
      ).toEqual([]);
    },
    // The first lint of a typed file builds the domain package's whole program.
    180_000,
  );
});

describe('formatting', () => {
  it('is part of npm run lint, which fails on unformatted code', async () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.lint).toContain('npm run --silent lint:format');
    expect(scripts['lint:format']).toContain('prettier --check');
    const filepath = join(root, 'apps/server/src/probe.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(await prettier.check('export const answer   =  {a:1}\n', options)).toBe(false);
    expect(await prettier.check('export const answer = { a: 1 };\n', options)).toBe(true);
  });
});
