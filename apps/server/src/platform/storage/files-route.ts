import { notFound } from '../../http/app-error';
import { createRouter } from '../../http/router';
import { isStorageKey, type Storage } from './storage';

const filesPrefix = '/api/files/';
/**
 * Only what users publish (washers' galleries, profile photos) is served to anyone holding the URL.
 * Request photos are read through routes that check who asks (the owner, the washers the request went to).
 */
const publicKeyPrefixes = ['gallery/', 'avatars/'];
const isPublicKey = (key: string) => publicKeyPrefixes.some((prefix) => key.startsWith(prefix));

/** The URL a stored file is served at; relative, so it works behind any host name. */
export function fileUrl(key: string): string {
  return `${filesPrefix}${key}`;
}

/**
 * Serves published files to anyone holding the URL. Keys are never reused for other content (a new
 * upload gets a new key), so browsers and proxies may keep a file forever.
 */
export function filesRoutes(storage: Storage) {
  // A plain route: OpenAPI paths cannot express a key with slashes in it.
  return createRouter().get('/files/:key{.+}', async (c) => {
    const key = c.req.param('key');
    const file = isStorageKey(key) && isPublicKey(key) ? await storage.get(key) : null;
    if (!file) throw notFound();
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      ...(file.size === null ? {} : { 'Content-Length': String(file.size) }),
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The type is ours (set when re-encoded); a browser must not guess another from the bytes.
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
