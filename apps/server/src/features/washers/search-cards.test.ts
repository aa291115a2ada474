import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import { galleryItems, user } from '../../db/schema';
import { fileUrl } from '../../platform/storage/files-route';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { insertWasher } from '../../test/washers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const point = { lat: 44.5, lng: -110.5 };

async function cards(): Promise<WasherSearchResponse['washers']> {
  const response = await Promise.resolve(
    t.app.request(
      `${testOrigin}/api/washers/search?services=express-wash&address=here&lat=${point.lat}&lng=${point.lng}&maxMiles=5`,
    ),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as WasherSearchResponse).washers;
}

it("gives each card the washer's photo and their three latest portfolio pieces, the after photo where there is one", async () => {
  const db = t.database.db;
  const pictured = await insertWasher(db, { businessName: 'Pictured', point });
  await db.update(user).set({ image: '/files/avatars/pictured/logo.webp' }).where(eq(user.id, pictured));
  const plain = await insertWasher(db, { businessName: 'Plain', point });
  const day = (n: number) => new Date(Date.UTC(2030, 0, n));
  const piece = (n: number, after: boolean) => ({
    washerId: pictured,
    beforeKey: `gallery/${n}/before.jpg`,
    beforeThumbKey: `gallery/${n}/before-thumb.jpg`,
    afterKey: after ? `gallery/${n}/after.jpg` : null,
    afterThumbKey: after ? `gallery/${n}/after-thumb.jpg` : null,
    title: `Job ${n}`,
    createdAt: day(n),
  });
  await db.insert(galleryItems).values([piece(1, true), piece(2, true), piece(3, false), piece(4, true)]);
  // Another washer's portfolio never shows on this card.
  await db.insert(galleryItems).values({ ...piece(5, true), washerId: plain });

  const found = Object.fromEntries((await cards()).map((card) => [card.businessName, card]));
  expect(found.Pictured?.photoUrl).toBe('/files/avatars/pictured/logo.webp');
  expect(found.Pictured?.portfolio.map(({ title, thumbUrl }) => ({ title, thumbUrl }))).toEqual([
    { title: 'Job 4', thumbUrl: fileUrl('gallery/4/after-thumb.jpg') },
    { title: 'Job 3', thumbUrl: fileUrl('gallery/3/before-thumb.jpg') },
    { title: 'Job 2', thumbUrl: fileUrl('gallery/2/after-thumb.jpg') },
  ]);
  expect(found.Plain?.photoUrl).toBeNull();
  expect(found.Plain?.portfolio.map((item) => item.title)).toEqual(['Job 5']);
});
