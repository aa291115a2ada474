import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';
import { noticeHoursOf } from '../features/appointments/views';
import { jpegWithGps } from '../platform/images/test-images';
import { sendFormAs, type SignedIn } from './accounts';
import type { TestApp } from './test-app';

/**
 * An appointment as accepting a quote books it, written straight to the table so tests of the
 * schedule, completion, reviews and dashboards need no quote round trip; like a booking, it keeps
 * the washer's cancellation notice of now. Returns its id.
 */
export async function insertAppointment(
  db: Db,
  washer: { id: string },
  owner: { id: string },
  fields: Partial<typeof appointments.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(appointments).values({
    id,
    washerId: washer.id,
    ownerId: owner.id,
    vehicleDescription: '2020 Honda Civic (Blue)',
    address: '1 Market St, San Francisco, CA 94105',
    services: ['express-wash'],
    serviceDate: '2030-06-03',
    startTime: '10:00',
    endTime: '11:30',
    ownerName: 'Olivia Owner',
    cancellationNoticeHours: await noticeHoursOf(db, washer.id),
    ...fields,
  });
  return id;
}

let afterPhoto: Promise<File> | undefined;
/** A small photo of a finished car: completion needs one after photo. */
export function afterPhotoFile(): Promise<File> {
  afterPhoto ??= jpegWithGps(160, 120).then(
    (bytes) => new File([new Uint8Array(bytes)], 'after.jpg', { type: 'image/jpeg' }),
  );
  return afterPhoto;
}

/** The washer marks the job completed, sending the after photo completion needs (and `fields`); the answer. */
export async function completeAs(
  t: TestApp,
  washer: SignedIn,
  appointmentId: string,
  fields: Record<string, File | undefined> = {},
): Promise<Response> {
  return sendFormAs(t, washer, 'POST', `/api/appointments/${appointmentId}/complete`, {
    after: await afterPhotoFile(),
    ...fields,
  });
}
