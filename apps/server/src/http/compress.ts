import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Smaller answers fit a packet or two as they are. */
const thresholdBytes = 1024;
const compressors = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
type Encoding = keyof typeof compressors;

/** The encoding the client prefers of ours (gzip before deflate at equal preference), or none. */
function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyingOnEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Compresses answers whose type compresses well (JSON, HTML, text) for clients that accept gzip or
 * deflate, as Hono's compress middleware does, but whole and on Node's zlib (in its thread pool):
 * Hono's runs them through web streams, which cost a search answer about 2 ms of the event loop
 * against about 0.5 here. Files with a precompressed copy come encoded already; an event stream
 * (left out by `skipType`) must reach the browser as written.
 */
export function compressAnswers(skipType: (type: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    const type = answer.headers.get('Content-Type') ?? '';
    const length = answer.headers.get('Content-Length');
    if (
      answer.status === 206 ||
      answer.headers.has('Content-Encoding') ||
      answer.headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      !answer.body ||
      (length !== null && Number(length) < thresholdBytes) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      skipType(type) ||
      noTransform.test(answer.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = answer.headers.get('Vary');
    if (vary !== '*' && !(vary && varyingOnEncoding.test(vary)))
      answer.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await answer.arrayBuffer());
    if (body.length < thresholdBytes) {
      c.res = new Response(body, answer);
      return;
    }
    c.res = new Response(await compressors[encoding](body), answer);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
