import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMessages } from '@sudsy/domain/quote-request';
import { createRequestMessages, maxUnattachedRequestPhotos } from '@sudsy/domain/request-create-api';
import { quoteRequestPhotos, quoteRequests } from '../../db/schema';
import { hasGpsBlock, jpegWithGps } from '../../platform/images/test-images';
import { createStorage } from '../../platform/storage/create-storage';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { uploadRequestPhoto } from './request-photos-service';

let t: TestApp;
let owner: SignedIn;
let otherOwner: SignedIn;
let washer: SignedIn;
let photo: File;

type Photo = { id: string; url: string; thumbUrl: string };
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner'), signedIn(t, 'washer')]);
  photo = new File([await jpegWithGps(1200, 900)], 'car.jpg', { type: 'image/jpeg' });
});
afterAll(() => t.close());

const upload = (who: SignedIn | null, fields: Record<string, string | File>) =>
  sendFormAs(t, who, 'POST', '/api/request-photos', fields);
const remove = (who: SignedIn | null, id: string) => callAs(t, who, 'DELETE', `/api/request-photos/${id}`);

async function uploaded(who: SignedIn): Promise<Photo> {
  const response = await upload(who, { photo });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { photo: Photo }).photo;
}

async function errorOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /api/request-photos', () => {
  it("refuses a signed-out caller ('Authentication required') and washers", async () => {
    expect((await errorOf(await upload(null, { photo }), 401)).message).toBe(requestMessages.searchAuthRequired);
    await errorOf(await upload(washer, { photo }), 403);
  });

  it('stores the photo re-encoded without its GPS, with a thumbnail, both readable by its owner only', async () => {
    const stored = await uploaded(owner);
    expect(stored).toEqual({
      id: expect.any(String),
      url: `/api/request-photos/${stored.id}`,
      thumbUrl: `/api/request-photos/${stored.id}/thumb`,
    });
    expect((await callAs(t, otherOwner, 'GET', stored.url)).status).toBe(404);
    expect((await callAs(t, washer, 'GET', stored.thumbUrl)).status).toBe(403);
    expect((await callAs(t, null, 'GET', stored.url)).status).toBe(401);
    // Not published: the public files route never serves a request photo, whatever its key.
    const [keys] = await t.database.db.select().from(quoteRequestPhotos).where(eq(quoteRequestPhotos.id, stored.id));
    expect((await t.app.request(`${testOrigin}/api/files/${keys!.imageKey}`)).status).toBe(404);
    const image = await callAs(t, owner, 'GET', stored.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata.exif === undefined || !hasGpsBlock(metadata.exif)).toBe(true);
    const thumb = await sharp(
      Buffer.from(await (await callAs(t, owner, 'GET', stored.thumbUrl)).arrayBuffer()),
    ).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBeLessThanOrEqual(400);
    const [row] = await t.database.db.select().from(quoteRequestPhotos).where(eq(quoteRequestPhotos.id, stored.id));
    expect(row).toMatchObject({ ownerId: owner.id, requestId: null });
  });

  it('refuses no photo, a file that is not an image, and a file over 10 MB', async () => {
    expect((await errorOf(await upload(owner, {}), 400)).message).toBe('Some fields are not valid.');
    expect((await errorOf(await upload(owner, { photo: '' }), 400)).message).toBe('Some fields are not valid.');
    const text = new File(['just text, not a photo'], 'car.jpg', { type: 'image/jpeg' });
    expect((await errorOf(await upload(owner, { photo: text }), 400)).message).toBe(createRequestMessages.onlyImages);
    const huge = new File([new Uint8Array(10 * MB + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect((await errorOf(await upload(owner, { photo: huge }), 413)).message).toBe(createRequestMessages.tooLarge);
  });

  it('keeps at most a few photos waiting per owner, and clears those abandoned for a day', async () => {
    const fresh = await signedIn(t, 'owner');
    await t.database.db.insert(quoteRequestPhotos).values(
      Array.from({ length: maxUnattachedRequestPhotos }, () => {
        const id = randomUUID();
        return { id, ownerId: fresh.id, imageKey: `request-photos/${id}.jpg`, thumbKey: `request-photos/${id}-t.jpg` };
      }),
    );
    expect((await errorOf(await upload(fresh, { photo }), 409)).message).toBe(createRequestMessages.tooManyPhotos);
    const user = { id: fresh.id, name: 'Owner', email: 'o@example.com', role: 'owner' as const };
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const stored = await uploadRequestPhoto(
      { db: t.database.db, storage: createStorage(t.config.storage), logger: pino({ level: 'silent' }) },
      user,
      photo,
      tomorrow,
    );
    const waiting = await t.database.db
      .select()
      .from(quoteRequestPhotos)
      .where(eq(quoteRequestPhotos.ownerId, fresh.id));
    expect(waiting.map((row) => row.id)).toEqual([stored.id]);
  });
});

describe('DELETE /api/request-photos/:id', () => {
  it('removes an unsent photo of the owner and its files', async () => {
    const stored = await uploaded(owner);
    expect((await remove(owner, stored.id)).status).toBe(204);
    expect((await callAs(t, owner, 'GET', stored.url)).status).toBe(404);
    expect((await callAs(t, owner, 'GET', stored.thumbUrl)).status).toBe(404);
  });

  it("answers 404 for someone else's photo, a photo already sent, or none; 401 and 403 as usual", async () => {
    const stored = await uploaded(owner);
    await errorOf(await remove(otherOwner, stored.id), 404);
    await errorOf(await remove(owner, 'no-such-photo'), 404);
    const requestId = randomUUID();
    await t.database.db
      .insert(quoteRequests)
      .values({ id: requestId, ownerId: owner.id, address: 'x', serviceIds: ['express-wash'] });
    await t.database.db.update(quoteRequestPhotos).set({ requestId }).where(eq(quoteRequestPhotos.id, stored.id));
    await errorOf(await remove(owner, stored.id), 404);
    await errorOf(await remove(null, stored.id), 401);
    await errorOf(await remove(washer, stored.id), 403);
  });
});
