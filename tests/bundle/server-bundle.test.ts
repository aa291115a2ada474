import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { expect, it } from 'vitest';
import { builtServerMain } from '../../scripts/server-build.mjs';

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

it('the server build holds its dependencies, importing only the packages that load files of their own', () => {
  const bundle = readFileSync(builtServerMain, 'utf8');
  const imported = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)]
    .map((match) => match[1] ?? '')
    // Node's own modules, with or without the node: prefix (bundled packages write both).
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier));
  // A start loads these from node_modules; everything else is read with the one file (decision record 012).
  expect(imported.length).toBeGreaterThan(0);
  // Twilio's: only its webhook signature check at start (Node's crypto, url and querystring); the
  // SDK itself is imported on the first text (docs/decisions/024).
  expect(new Set(imported.map(packageOf))).toEqual(new Set(['@electric-sql/pglite', 'sharp', 'pino', 'twilio']));
  expect(imported.filter((specifier) => packageOf(specifier) === 'twilio')).toEqual([
    'twilio/lib/webhooks/webhooks.js',
  ]);
  // The ZIP table is read at the first address lookup, not bundled.
  expect(bundle).not.toContain('node_modules/zipcodes/');
});
