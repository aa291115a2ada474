import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { hasGpsBlock, jpegWithGps } from '../../platform/images/test-images';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { signedIn, callAs, sendFormAs, unverifiedWasher, type SignedIn } from '../../test/accounts';

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let owner: SignedIn;
let photo: File;

const MB = 1024 * 1024;
const jpegFile = (bytes: Uint8Array, name = 'photo.jpg') => new File([bytes], name, { type: 'image/jpeg' });

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher, owner] = await Promise.all([
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
  ]);
  photo = jpegFile(await jpegWithGps(800, 600));
});
afterAll(() => t.close());

async function upload(who: SignedIn | null, fields: Record<string, string | File | undefined>) {
  return sendFormAs(t, who, 'POST', '/api/gallery', fields);
}

async function created(who: SignedIn, fields: Record<string, string | File | undefined>): Promise<GalleryItem> {
  const response = await upload(who, fields);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { item: GalleryItem }).item;
}

async function list(who: SignedIn): Promise<GalleryItem[]> {
  const response = await callAs(t, who, 'GET', '/api/gallery');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: GalleryItem[] }).items;
}

const fetchFile = (url: string) => t.app.request(`${testOrigin}${url}`);
const uploadsLeft = (item: GalleryItem) =>
  readdirSync(join(t.config.dataDir, 'uploads', 'gallery', washer.id, item.id), { recursive: true }).map(String);

describe('POST /api/gallery', () => {
  it('stores a before/after pair with title and description, and lists it newest first', async () => {
    const first = await created(washer, { before: photo });
    const second = await created(washer, {
      before: photo,
      after: photo,
      title: '  Ford F-150  ',
      description: 'Full detail',
    });
    expect(first).toEqual({
      id: expect.any(String),
      beforeImageUrl: expect.stringMatching(/^\/api\/files\/gallery\/.+\.jpg$/),
      beforeThumbUrl: expect.stringMatching(/^\/api\/files\/gallery\/.+-thumb\.jpg$/),
      afterImageUrl: null,
      afterThumbUrl: null,
      title: null,
      description: null,
      createdAt: expect.any(String),
    });
    expect(second).toMatchObject({
      title: 'Ford F-150',
      description: 'Full detail',
      afterImageUrl: expect.stringMatching(/\.jpg$/),
    });
    const items = await list(washer);
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('serves the images re-encoded: no EXIF or GPS, at most 2000 px, a 400 px thumbnail, cached for good', async () => {
    const big = jpegFile(await jpegWithGps(3000, 2000));
    expect(hasGpsBlock((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).exif ?? Buffer.alloc(0))).toBe(
      true,
    );
    const item = await created(washer, { before: big });
    const image = await fetchFile(item.beforeImageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2000, height: 1333 });
    expect(stored.exif).toBeUndefined();
    const thumb = await sharp(Buffer.from(await (await fetchFile(item.beforeThumbUrl)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 267 });
    expect(thumb.exif).toBeUndefined();
  });

  it('refuses a file that is not an image, even named .jpg and sent as image/jpeg', async () => {
    const fake = new File(['%PDF-1.4 definitely a document'], 'holiday.jpg', { type: 'image/jpeg' });
    for (const fields of [{ before: fake }, { before: photo, after: fake }]) {
      const response = await upload(washer, fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'not_an_image', message: 'Only image files are accepted' },
      });
    }
  });

  it('needs a before image', async () => {
    for (const fields of [
      { title: 'No photo' },
      { before: '' },
      { before: new File([], 'empty.jpg') },
      { before: 'text' },
    ]) {
      const response = await upload(washer, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_input',
          message: expect.any(String),
          fields: { before: 'A before image is required.' },
        },
      });
    }
  });

  it('answers a file over 10 MB, and a 20 MB body, with 413 in the error shape', async () => {
    const justOver = new File([new Uint8Array(10 * MB + 1)], 'big.jpg', { type: 'image/jpeg' });
    const twenty = new File([new Uint8Array(20 * MB)], 'huge.jpg', { type: 'image/jpeg' });
    for (const fields of [
      { before: justOver },
      { before: twenty },
      { before: photo, after: justOver },
      { before: twenty, after: twenty },
    ]) {
      const response = await upload(washer, fields);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: { code: 'payload_too_large', message: expect.any(String) } });
    }
  });

  it('takes two photos of up to 10 MB each in one upload', async () => {
    // Noise compresses badly, so this 2300 × 1500 PNG stays large.
    const noise = Uint8Array.from({ length: 2300 * 1500 * 3 }, () => Math.floor(Math.random() * 256));
    const png = await sharp(noise, { raw: { width: 2300, height: 1500, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(9 * MB);
    expect(png.length).toBeLessThanOrEqual(10 * MB + 1);
    const file = new File([png], 'noise.png', { type: 'image/png' });
    expect((await upload(washer, { before: file, after: file })).status).toBe(201);
  });

  it('refuses too long a title or description', async () => {
    const response = await upload(washer, { before: photo, title: 'x'.repeat(121), description: 'y'.repeat(1001) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['description', 'title']);
  });

  it('needs a verified email, with the product text', async () => {
    const unverified = await unverifiedWasher(t);
    const response = await upload(unverified, { before: photo });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: 'Please log in and verify your email before uploading images.' },
    });
    // Reading the (empty) gallery stays possible.
    expect(await list(unverified)).toEqual([]);
  });

  it('is 403 for owners, 401 signed out, and never 500 for a body of another type', async () => {
    expect((await upload(owner, { before: photo })).status).toBe(403);
    expect((await upload(null, { before: photo })).status).toBe(401);
    expect((await callAs(t, owner, 'GET', '/api/gallery')).status).toBe(403);
    expect((await callAs(t, null, 'GET', '/api/gallery')).status).toBe(401);
    expect((await callAs(t, washer, 'POST', '/api/gallery', { before: 'x' })).status).toBe(415);
    const broken = await t.app.request(`${testOrigin}/api/gallery`, {
      method: 'POST',
      headers: { origin: testOrigin, cookie: washer.cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="before"; filename="a.jpg"\r\n\r\nunterminated',
    });
    expect(broken.status).toBe(400);
  });
});

describe('PUT /api/gallery/:id/after', () => {
  it('adds an after image, then replaces it under a new URL and removes the old file', async () => {
    const item = await created(washer, { before: photo, title: 'Civic' });
    const response = await sendFormAs(t, washer, 'PUT', `/api/gallery/${item.id}/after`, { after: photo });
    expect(response.status).toBe(200);
    const withAfter = ((await response.json()) as { item: GalleryItem }).item;
    expect(withAfter).toMatchObject({
      id: item.id,
      title: 'Civic',
      beforeImageUrl: item.beforeImageUrl,
      afterImageUrl: expect.any(String),
    });
    expect((await fetchFile(withAfter.afterImageUrl ?? '')).status).toBe(200);

    const again = await sendFormAs(t, washer, 'PUT', `/api/gallery/${item.id}/after`, { after: photo });
    const replaced = ((await again.json()) as { item: GalleryItem }).item;
    expect(replaced.afterImageUrl).not.toBe(withAfter.afterImageUrl);
    expect((await fetchFile(withAfter.afterImageUrl ?? '')).status).toBe(404);
    expect((await fetchFile(withAfter.afterThumbUrl ?? '')).status).toBe(404);
    expect(uploadsLeft(item)).toHaveLength(4);
  });

  it("is a 404 for another washer's item, which stays as it was", async () => {
    const theirs = await created(otherWasher, { before: photo });
    const response = await sendFormAs(t, washer, 'PUT', `/api/gallery/${theirs.id}/after`, { after: photo });
    expect(response.status).toBe(404);
    expect((await list(otherWasher)).find((item) => item.id === theirs.id)?.afterImageUrl).toBeNull();
  });

  it('needs an image, a known id, a verified email and a washer', async () => {
    const item = await created(washer, { before: photo });
    const missing = await sendFormAs(t, washer, 'PUT', `/api/gallery/${item.id}/after`, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { fields: { after: 'An after image is required.' } } });
    const text = new File(['not an image'], 'after.jpg', { type: 'image/jpeg' });
    expect((await sendFormAs(t, washer, 'PUT', `/api/gallery/${item.id}/after`, { after: text })).status).toBe(400);
    expect(
      (await sendFormAs(t, washer, 'PUT', '/api/gallery/00000000-0000-4000-8000-000000000000/after', { after: photo }))
        .status,
    ).toBe(404);
    expect((await sendFormAs(t, washer, 'PUT', '/api/gallery/not-a-uuid/after', { after: photo })).status).toBe(400);
    expect((await sendFormAs(t, owner, 'PUT', `/api/gallery/${item.id}/after`, { after: photo })).status).toBe(403);
    expect((await sendFormAs(t, null, 'PUT', `/api/gallery/${item.id}/after`, { after: photo })).status).toBe(401);
  });
});

describe('DELETE /api/gallery/:id', () => {
  it('removes the item and its files', async () => {
    const item = await created(washer, { before: photo, after: photo });
    expect(uploadsLeft(item)).toHaveLength(4);
    expect((await callAs(t, washer, 'DELETE', `/api/gallery/${item.id}`)).status).toBe(204);
    expect((await list(washer)).map((entry) => entry.id)).not.toContain(item.id);
    for (const url of [item.beforeImageUrl, item.beforeThumbUrl, item.afterImageUrl, item.afterThumbUrl]) {
      expect((await fetchFile(url ?? '')).status).toBe(404);
    }
    expect(uploadsLeft(item)).toEqual([]);
    expect((await callAs(t, washer, 'DELETE', `/api/gallery/${item.id}`)).status).toBe(404);
  });

  it("is a 404 for another washer's item, which stays", async () => {
    const theirs = await created(otherWasher, { before: photo });
    expect((await callAs(t, washer, 'DELETE', `/api/gallery/${theirs.id}`)).status).toBe(404);
    expect((await list(otherWasher)).map((item) => item.id)).toContain(theirs.id);
    expect((await fetchFile(theirs.beforeImageUrl)).status).toBe(200);
    expect((await callAs(t, owner, 'DELETE', `/api/gallery/${theirs.id}`)).status).toBe(403);
    expect((await callAs(t, null, 'DELETE', `/api/gallery/${theirs.id}`)).status).toBe(401);
  });
});

describe('GET /api/files/*', () => {
  it('is a JSON 404 for unknown or unsafe keys', async () => {
    for (const path of [
      '/api/files/gallery/none.jpg',
      '/api/files/..%2F..%2Fauth-secret',
      '/api/files/.content-types/x',
      '/api/files/a%5Cb',
    ]) {
      const response = await t.app.request(`${testOrigin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });
});
