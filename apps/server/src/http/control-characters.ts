import type { MiddlewareHandler } from 'hono';
import { controlCharacterMessage, fieldsWithControlCharacters, hasControlCharacters } from '@sudsy/domain/text';
import { invalidFields } from './app-error';
import type { AppEnv } from './app-env';

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The text fields of a JSON or urlencoded body; nothing for other bodies or for one that does not
 * parse. Uploads (multipart, up to 20 MB) are not read a second time here: their few text fields
 * refuse control characters in their own schemas (galleryTextFieldsSchema).
 */
async function bodyText(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('application/json')) return JSON.parse(await request.clone().text()) as unknown;
    if (type.startsWith('application/x-www-form-urlencoded')) {
      const fields: Record<string, string> = {};
      new URLSearchParams(await request.clone().text()).forEach((value, key) => (fields[key] = value));
      return fields;
    }
  } catch {
    // Malformed or over the size limit: the route's own parsing answers it as before.
  }
  return undefined;
}

/**
 * Refuses text with NUL or another control character in the path, the query or any text field
 * of the body, for every /api route (Better Auth's included), with a 400 naming each field:
 * PostgreSQL cannot store NUL, and no person types the others.
 */
export function refuseControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const fields = [
      ...(hasControlCharacters(decodedPath(url.pathname)) ? ['path'] : []),
      ...[...url.searchParams].flatMap(([key, value]) =>
        hasControlCharacters(key) || hasControlCharacters(value) ? [key] : [],
      ),
    ];
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      fields.push(...fieldsWithControlCharacters(await bodyText(c.req.raw)).map((field) => field || '_'));
    }
    if (fields.length > 0) {
      throw invalidFields(Object.fromEntries(fields.map((field) => [field, controlCharacterMessage])));
    }
    await next();
  };
}
