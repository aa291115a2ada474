// Text users type (docs/product.md, "Limits"): tabs and line breaks are text; every other control
// character (NUL above all, which PostgreSQL cannot store) is not, wherever it arrives. One-line
// text (names, titles, addresses) also loses the invisible characters that change how text is
// drawn; free text keeps them (emoji need the joiner) and is shown isolated.
import { z } from 'zod';

/** C0 controls and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Ours: the original product had no rule for control characters. */
export const controlCharacterMessage = 'Remove the control characters (such as NUL) from this text.';

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

/**
 * The dotted path of every string inside `value` that holds a control character ('' for `value`
 * itself), in the shape the API's field errors use.
 */
export function fieldsWithControlCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    fieldsWithControlCharacters(inner, path ? `${path}.${key}` : key),
  );
}

/**
 * Invisible characters that reorder or hide what a line shows: bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C), the
 * zero-width space and joiner, the word joiner and the byte-order mark. A right-to-left override
 * makes "Ann\u202Egnp.exe" read "Annexe.png". The zero-width non-joiner stays: Persian spelling
 * needs it.
 */
const invisibleFormatting = /[\u061C\u200B\u200D-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

export function withoutInvisibleFormatting(text: string): string {
  return text.replace(invisibleFormatting, '');
}

/**
 * A one-line field (a name, a business name, a title, an address): text whose invisible
 * formatting is dropped before any other rule (trim, length) looks at it.
 */
export function oneLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(withoutInvisibleFormatting);
}
