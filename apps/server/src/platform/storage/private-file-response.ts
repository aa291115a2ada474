import type { StoredFile } from './storage';

/** A stored file whose readers depend on the session: the browser may keep it, no shared cache may. */
export function privateFileResponse(file: StoredFile): Response {
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      ...(file.size === null ? {} : { 'Content-Length': String(file.size) }),
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
