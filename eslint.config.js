import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featuresOf = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const serverFeatures = featuresOf('./apps/server/src/features/');
const webFeatures = featuresOf('./apps/web/src/features/');

/**
 * Feature boundaries (docs/decisions/005-feature-boundaries-enforced-by-lint.md): a server feature reaches another
 * only through its `index.ts`; a web feature never reaches another (shared needs move to `lib`
 * or `components`); shared code never reaches into features.
 */
const boundaryZones = [
  ...serverFeatures.map((feature) => ({
    target: `./apps/server/src/features/${feature}`,
    from: './apps/server/src/features',
    except: [
      `./${feature}`,
      ...serverFeatures
        .filter((other) => other !== feature)
        .flatMap((other) => [`./${other}/index.ts`, `./${other}/schema.ts`]),
    ],
    message: 'Use the other feature through its index.ts (or its tables through schema.ts), never its other files.',
  })),
  {
    // db/schema.ts is exempt: it gathers every table for drizzle-kit and the typed client.
    target: [
      './apps/server/src/auth',
      './apps/server/src/db/!(schema).ts',
      './apps/server/src/http',
      './apps/server/src/platform',
    ],
    from: './apps/server/src/features',
    message: 'Shared server code may not depend on a feature.',
  },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A web feature never imports another; move what both need to src/lib or src/components.',
  })),
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/features',
    message: 'Shared web code may not depend on a feature.',
  },
  {
    target: './packages/domain',
    from: './apps',
    message: 'The domain package is shared by both apps and depends on neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '.screenshots/**',
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      'data/**',
      '**/drizzle/meta/**',
      // Broken on purpose: tests/lint/boundaries.test.ts lints them with ignores turned off.
      'tests/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts', 'tests/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The import graph must be read through TypeScript files too, or cycles among them go unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/domain/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports vanish at run time, so only value imports can form a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // Type-aware, so it needs each file's TypeScript program (the nearest tsconfig.json): a promise
    // left floating loses its rejection, one handed to where a void is expected runs unawaited.
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts', 'packages/domain/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // A feature names the owner of each table it reads (docs/decisions/020-boundaries-cycles-and-type-aware-lint.md):
    // through the barrel, every feature could reach every table unseen by the zones above and by
    // scripts/feature-cycles.mjs. Tests and the shared test helpers may still use the barrel.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/schema(\\.[cm]?[jt]s)?$',
              message:
                "Import tables from the file that owns them: '../../auth/schema', '../../platform/schema', './schema' or '../<feature>/schema'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
