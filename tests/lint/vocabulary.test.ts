import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// docs/product.md, "Glossary": the web app's folders, files and identifiers say owner, washer and
// quote, as the server does. Provider, Customer and Bid stay where users read them: texts (string
// literals, JSX text), the web routes in the address bar, and the API paths, none of which is a name.

const root = join(import.meta.dirname, '..', '..');
const scanned = ['apps/web/src', 'apps/web/e2e', 'apps/web/scripts'];
const uiWords = new Set(['provider', 'providers', 'customer', 'customers', 'bid', 'bids']);

/**
 * React's "provider", a component that hands a context down, is no washer: the libraries' names
 * and the app's own context components, and the files that hold those.
 */
const contextProviders = new Set([
  'AppProviders',
  'AppRouterProvider',
  'FormProvider',
  'PageSettledProvider',
  'Provider',
  'QueryClientProvider',
  'RouterProvider',
  'RouterProviderProps',
  'StaticRouterProvider',
  'ThemeProvider',
]);
const contextProviderFiles = new Set([
  'apps/web/src/app/app-router-provider.tsx',
  'apps/web/src/app/providers.test.tsx',
  'apps/web/src/app/providers.tsx',
]);

/**
 * Names the web app reads but does not own: they are `packages/domain`'s, and change there first
 * (the web app then follows, as tsc tells). Each must still be found in `packages/domain/src`.
 */
const domainNames = new Set([
  'Bid',
  'BidRequest',
  'bidResponseSchema',
  'bidsPageSize',
  'bidsPageTexts',
  'bidToasts',
  'bidsResponseSchema',
]);
/** Fields of the API's answers and of the domain's text tables: excused only as a field (`x.bids`, `{ bids: ... }`). */
const domainFields = new Set([
  'bid',
  'bids',
  'bidUpdates',
  'customer',
  'moreBids',
  'myBidsTab',
  'newProvider',
  'noBids',
  'provider',
  'repeatCustomerShare',
]);

/** The lower-case words of a name: `fakeBidsApi` is fake, bids, api; `bids-page.tsx` is bids, page, tsx. */
function nameParts(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? []).map((part) => part.toLowerCase());
}

const saysUiWord = (name: string) => nameParts(name).some((part) => uiWords.has(part));

/** Whether `node` names a field: after a dot, as a key of an object or a type, or the field side of a destructuring. */
function isFieldName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isBindingElement(parent)) return parent.propertyName === node;
  return (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
}

/**
 * The identifiers of `source` that say provider, customer or bid, as `line name`. The parser's
 * identifiers, not a bare scan: the scanner alone cannot tell JSX text or a template's tail from
 * code (`<p>My Bids</p>` would scan as two identifiers). Strings and comments never count.
 */
function identifiersSayingUiWords(source: string, fileName: string): string[] {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const name = node.text;
      const excused =
        contextProviders.has(name) ||
        domainNames.has(name) ||
        (ts.isIdentifier(node) && domainFields.has(name) && isFieldName(node));
      if (!excused && saysUiWord(name)) {
        found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1} ${name}`);
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** Every file and folder under `folder`, relative to the repository. */
function entriesUnder(folder: string): { path: string; isFolder: boolean }[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = `${folder}/${entry.name}`;
    return entry.isDirectory() ? [{ path, isFolder: true }, ...entriesUnder(path)] : [{ path, isFolder: false }];
  });
}

const codeFile = /\.(tsx?|mjs|js)$/;

describe('one vocabulary in the web app', () => {
  const entries = scanned.flatMap(entriesUnder);

  it('names no folder or file after provider, customer or bid', () => {
    const badNames = entries
      .filter(({ path }) => !contextProviderFiles.has(path))
      .filter(({ path }) => saysUiWord(path.slice(path.lastIndexOf('/') + 1)))
      .map(({ path, isFolder }) => (isFolder ? `${path}/` : path));
    expect(badNames, `${badNames.length} folders and files say provider, customer or bid`).toEqual([]);
  });

  it('has no identifier that says provider, customer or bid', () => {
    const places = entries
      .filter(({ path, isFolder }) => !isFolder && codeFile.test(path))
      .flatMap(({ path }) =>
        identifiersSayingUiWords(readFileSync(join(root, path), 'utf8'), path).map((place) => `${path}:${place}`),
      );
    expect(places, `${places.length} identifiers say provider, customer or bid`).toEqual([]);
  });

  it('excuses only names packages/domain still has: once it renames one, so does the web app', () => {
    const domainFiles = entriesUnder('packages/domain/src').filter(
      ({ path, isFolder }) => !isFolder && codeFile.test(path),
    );
    const domainIdentifiers = new Set<string>();
    for (const { path } of domainFiles) {
      const file = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node)) domainIdentifiers.add(node.text);
        node.forEachChild(visit);
      };
      visit(file);
    }
    expect([...domainNames, ...domainFields].filter((name) => !domainIdentifiers.has(name))).toEqual([]);
  });
});

describe('the vocabulary counter', () => {
  it('finds a planted identifier, however it is cased or joined', () => {
    expect(identifiersSayingUiWords('const providerName = 1;\n', 'probe.ts')).toEqual(['1 providerName']);
    expect(identifiersSayingUiWords('export function BidsPage() {}\nconst my_customers = [];\n', 'probe.tsx')).toEqual([
      '1 BidsPage',
      '2 my_customers',
    ]);
  });

  it('counts no text a user reads, no comment and no word inside another', () => {
    const source = [
      "// the provider's bids",
      "const label = 'Provider';",
      'const title = `My Bids for ${label} customers`;',
      'export const Page = () => <p title="Customer">My Bids and {title} for customers</p>;',
      'const forbidden = /bids?/;',
    ].join('\n');
    expect(identifiersSayingUiWords(source, 'probe.tsx')).toEqual([]);
  });

  it("excuses the domain's fields only as fields, and React's providers", () => {
    const source = [
      'const page = answer.bids;',
      'const body = { bid: quote };',
      'const bids = page;',
      'const tree = <QueryClientProvider client={client} />;',
    ].join('\n');
    expect(identifiersSayingUiWords(source, 'probe.tsx')).toEqual(['3 bids']);
  });

  it('splits names into whole words: bids-page.tsx says bid, forbidden.ts does not', () => {
    expect(saysUiWord('bids-page.tsx')).toBe(true);
    expect(saysUiWord('provider-search')).toBe(true);
    expect(saysUiWord('forbidden.ts')).toBe(false);
    expect(saysUiWord('washer-quote-card.tsx')).toBe(false);
  });
});
