import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { jpegWithGps } from '../../platform/images/test-images';
import { startS3rver } from '../../test/s3rver';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { signedIn, callAs, sendFormAs, type SignedIn } from '../../test/accounts';

// The gallery with STORAGE_DRIVER=s3, as several server instances run it, against an S3-compatible server on loopback.
let s3rver: Awaited<ReturnType<typeof startS3rver>>;
let t: TestApp;
let washer: SignedIn;

beforeAll(async () => {
  s3rver = await startS3rver(['gallery-test']);
  t = await createTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3rver.endpoint,
    S3_BUCKET: 'gallery-test',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  washer = await signedIn(t, 'washer');
});
afterAll(async () => {
  await t.close();
  await s3rver.close();
});

describe('gallery on S3 storage', () => {
  it('uploads, serves and deletes the images through the bucket', async () => {
    const photo = new File([await jpegWithGps(640, 480)], 'photo.jpg', { type: 'image/jpeg' });
    const response = await sendFormAs(t, washer, 'POST', '/api/gallery', { before: photo, after: photo });
    expect(response.status).toBe(201);
    const { item } = (await response.json()) as { item: GalleryItem };

    const image = await t.app.request(`${testOrigin}${item.afterImageUrl ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();

    expect((await callAs(t, washer, 'DELETE', `/api/gallery/${item.id}`)).status).toBe(204);
    for (const url of [item.beforeImageUrl, item.beforeThumbUrl, item.afterImageUrl, item.afterThumbUrl]) {
      expect((await t.app.request(`${testOrigin}${url ?? ''}`)).status).toBe(404);
    }
  });
});
