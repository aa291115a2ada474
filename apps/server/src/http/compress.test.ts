import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress';

const big = { washers: Array.from({ length: 200 }, (_, index) => ({ id: `washer-${index}`, name: 'Shine Mobile' })) };

const app = new Hono()
  .use(compressAnswers((type) => type.startsWith('text/event-stream')))
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/stream', (c) => c.body('data: hello\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }))
  .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }))
  .get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('gzips a large JSON answer for a client that accepts it, to the same JSON', async () => {
    const answer = await get('/big', 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 5);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it('deflates for a client that prefers deflate, and sends it plain to one that accepts neither', async () => {
    const deflated = await get('/big', 'deflate, gzip;q=0.5');
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(big);
    for (const accepts of [undefined, 'br', 'gzip;q=0, deflate;q=0']) {
      const plain = await get('/big', accepts);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.json()).toEqual(big);
    }
  });

  it('leaves alone a small answer, an event stream, an image and an answer that asks for no transform', async () => {
    for (const path of ['/small', '/stream', '/image', '/no-transform']) {
      const answer = await get(path, 'gzip');
      expect(answer.headers.get('content-encoding'), path).toBeNull();
    }
    expect(await (await get('/stream', 'gzip')).text()).toBe('data: hello\n\n'.repeat(200));
  });
});
