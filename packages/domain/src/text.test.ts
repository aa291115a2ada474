import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsWithControlCharacters, hasControlCharacters } from './text';

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
