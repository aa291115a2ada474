import { randomUUID } from 'node:crypto';
import { quoteRequestPhotos, quoteRequests, quoteResponses } from '../db/schema';
import type { SignedIn } from './accounts';
import type { TestApp } from './test-app';

// Rows as the request-creation and bids features write them, so the reads can be tested on their own.

export async function insertRequest(
  t: TestApp,
  owner: SignedIn,
  fields: Partial<typeof quoteRequests.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(quoteRequests).values({
    id,
    ownerId: owner.id,
    address: '1 Market St, San Francisco, CA 94105',
    lat: 37.7864,
    lng: -122.3892,
    serviceIds: ['express-wash', 'clay-bar'],
    preferredDate: '2030-05-01',
    preferredTime: '10:30',
    notes: 'Gate code 1234',
    ...fields,
  });
  return id;
}

export async function insertResponse(
  t: TestApp,
  requestId: string,
  washer: SignedIn,
  fields: Partial<typeof quoteResponses.$inferInsert> = {},
): Promise<void> {
  await t.database.db.insert(quoteResponses).values({ id: randomUUID(), requestId, washerId: washer.id, ...fields });
}

export async function insertPhoto(t: TestApp, requestId: string, owner: SignedIn): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(quoteRequestPhotos).values({
    id,
    ownerId: owner.id,
    requestId,
    imageKey: `requests/${id}.webp`,
    thumbKey: `requests/${id}-thumb.webp`,
  });
  return id;
}
