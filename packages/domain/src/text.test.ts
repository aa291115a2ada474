import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsWithControlCharacters, hasControlCharacters, oneLineText, withoutInvisibleFormatting } from './text';

describe('hasControlCharacters', () => {
  it('finds NUL, the other C0 controls and DEL', () => {
    expect(hasControlCharacters('Civic\u0000')).toBe(true);
    expect(hasControlCharacters('\u0007bell')).toBe(true);
    expect(hasControlCharacters('del\u007F')).toBe(true);
    expect(hasControlCharacters('escape \u001B[31m')).toBe(true);
  });

  it('accepts what people type: tabs, line breaks, accents, emoji', () => {
    expect(hasControlCharacters('Parked on the street,\r\n\tblue gate.')).toBe(false);
    expect(hasControlCharacters('Zoë’s Détailing 🚗')).toBe(false);
    expect(hasControlCharacters('')).toBe(false);
  });

  it('holds for any text: found exactly when a refused character is inside', () => {
    const refusedCharacters = [
      ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c)),
      '\u007F',
    ];
    const refused = fc.constantFrom(...refusedCharacters);
    const allowed = fc
      .string({ unit: 'grapheme' })
      .map((text) => [...text].filter((character) => !refusedCharacters.includes(character)).join(''));
    fc.assert(fc.property(allowed, (text) => !hasControlCharacters(text)));
    fc.assert(
      fc.property(allowed, refused, allowed, (before, bad, after) => hasControlCharacters(`${before}${bad}${after}`)),
    );
  });
});

describe('fieldsWithControlCharacters', () => {
  it('names each field holding one, nested fields and list items by their dotted path', () => {
    expect(
      fieldsWithControlCharacters({
        make: 'Honda\u0000',
        model: 'Civic',
        year: 2020,
        owner: { name: 'Olivia\u0001', notes: 'ok\n' },
        tags: ['fine', 'bad\u0000'],
        missing: null,
      }),
    ).toEqual(['make', 'owner.name', 'tags.1']);
  });

  it('names the body itself with an empty path, and finds nothing in clean or non-text input', () => {
    expect(fieldsWithControlCharacters('\u0000')).toEqual(['']);
    expect(fieldsWithControlCharacters({ a: 1, b: [true, null], c: 'clean' })).toEqual([]);
    expect(fieldsWithControlCharacters(undefined)).toEqual([]);
  });
});

describe('withoutInvisibleFormatting', () => {
  const invisible = [
    ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
    ...['\u2066', '\u2067', '\u2068', '\u2069'],
    ...['\u200E', '\u200F', '\u061C', '\u200B', '\u200D', '\u2060', '\uFEFF'],
  ];

  it('drops the overrides, isolates, marks and zero-width characters a one-line field could hide', () => {
    expect(withoutInvisibleFormatting('Ann\u202Egnp.exe')).toBe('Anngnp.exe');
    expect(withoutInvisibleFormatting('\u2067Shine\u2069 Co\u200B')).toBe('Shine Co');
    expect(withoutInvisibleFormatting('\uFEFFZoë’s Détailing 🚗')).toBe('Zoë’s Détailing 🚗');
  });

  it('keeps the zero-width non-joiner, which Persian spelling needs', () => {
    expect(withoutInvisibleFormatting('مهدی\u200Cزاده')).toBe('مهدی\u200Cزاده');
  });

  it('holds for any text: nothing invisible is left, and the rest is kept in order', () => {
    const visible = fc
      .string({ unit: 'grapheme' })
      .map((text) => [...text].filter((character) => !invisible.includes(character)).join(''));
    const anyInvisible = fc.constantFrom(...invisible);
    fc.assert(fc.property(visible, (text) => withoutInvisibleFormatting(text) === text));
    fc.assert(
      fc.property(visible, anyInvisible, visible, (before, hidden, after) => {
        const cleaned = withoutInvisibleFormatting(`${before}${hidden}${after}`);
        return cleaned === `${before}${after}` && !invisible.some((character) => cleaned.includes(character));
      }),
    );
  });
});

describe('oneLineText', () => {
  it('drops invisible formatting before trimming and counting, so a padded name is not too long', () => {
    const name = oneLineText().trim().min(1).max(5);
    expect(name.parse(' \u202EAnn\u202C ')).toBe('Ann');
    expect(name.safeParse('\u200B\u200B\u200B\u200BAnn').success).toBe(true);
    expect(name.safeParse('\u202E').success).toBe(false);
  });
});
