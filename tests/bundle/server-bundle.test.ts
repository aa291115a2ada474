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
  // Static imports, as the minified bundle writes them (`import{a}from"b"`, `import c from"d"`).
  const imported = [...bundle.matchAll(/(?:^|;)import\s*(?:[\w$*{][^;"']*?)\s*from\s*"([^"]+)"/gm)]
    .map((match) => match[1] ?? '')
    // Node's own modules, with or without the node: prefix (bundled packages write both).
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier));
  // A start loads these from node_modules; everything else is read with the one file (decision record 012).
  expect(imported.length).toBeGreaterThan(0);
  // Twilio's: only its webhook signature check at start (Node's crypto, url and querystring); the
  // SDK itself is imported on the first text (docs/decisions/024).
  // sharp is not among them: it is imported at the first image (platform/images/load-sharp.ts).
  expect(new Set(imported.map(packageOf))).toEqual(new Set(['@electric-sql/pglite', 'pino', 'twilio']));
  expect(bundle).toContain('import("sharp")');
  expect(imported.filter((specifier) => packageOf(specifier) === 'twilio')).toEqual([
    'twilio/lib/webhooks/webhooks.js',
  ]);
  // The ZIP table is read at the first address lookup, not bundled.
  expect(bundle).not.toContain('node_modules/zipcodes/');
});

it('the server build is ASCII only, so V8 holds its source at one byte a character', () => {
  // One character past Latin-1 anywhere (a comment's dash, a regular expression's apostrophe) makes
  // V8 keep the whole script as two bytes a character: 11 MB more for every instance.
  const bundle = readFileSync(builtServerMain, 'utf8');
  const wide = /\P{ASCII}/u.exec(bundle)?.index;
  expect(wide === undefined ? '' : bundle.slice(Math.max(0, wide - 60), wide + 20)).toBe('');
});
