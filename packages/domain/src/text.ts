// Text users type (docs/product.md, "Limits"): tabs and line breaks are text; every other control
// character (NUL above all, which PostgreSQL cannot store) is not, wherever it arrives.

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
