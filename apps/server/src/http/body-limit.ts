import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { galleryMaxFileBytes } from '@sudsy/domain/gallery';
import { payloadTooLarge } from './app-error';
import type { AppEnv } from './app-env';

export const jsonBodyLimitBytes = 1024 * 1024;
/**
 * Multipart bodies carry photos, re-encoded and checked per route (at most 10 MB each); this only
 * bounds memory: room for a before and an after photo plus the form's text fields.
 */
export const multipartBodyLimitBytes = 2 * galleryMaxFileBytes + 1024 * 1024;

/** Caps request bodies before anything reads them, so an oversized body is a 413, never a crash. */
export function apiBodyLimit(): MiddlewareHandler<AppEnv> {
  const onError = () => {
    throw payloadTooLarge();
  };
  const json = bodyLimit({ maxSize: jsonBodyLimitBytes, onError });
  const multipart = bodyLimit({ maxSize: multipartBodyLimitBytes, onError });
  return (c, next) =>
    c.req.header('content-type')?.startsWith('multipart/form-data') ? multipart(c, next) : json(c, next);
}
