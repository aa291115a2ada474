import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentCompletions, appointments, proofPhotos } from '../appointments/schema';
import { galleryItems } from '../washer-setup/schema';
import { quoteRequestPhotos } from '../requests/schema';
import { user as users } from '../../auth/schema';
import { fileUrl } from '../../platform/storage/files-route';
import { jobPhotoUrl, proofPhotoUrl } from '../appointments';
import { requestPhotoUrl } from '../requests';
import { verificationDocuments } from '../verification/schema';

/** A file a user uploaded: what it is, where the API serves it, and the storage keys it takes (image and thumbnail). */
export type Upload = { kind: string; url: string; keys: string[] };

/**
 * Every file a user uploaded, for the export's list and for closing the account: the profile photo,
 * request photos, gallery pairs, and (for washers) the photos of their jobs (at completion and as
 * proof) and their verification documents.
 */
export async function uploadsOf(db: Db, userId: string): Promise<Upload[]> {
  const uploads: Upload[] = [];
  const [person] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  if (person?.image?.startsWith(fileUrl('')))
    uploads.push({ kind: 'profile photo', url: person.image, keys: [person.image.slice(fileUrl('').length)] });

  const photos = await db.select().from(quoteRequestPhotos).where(eq(quoteRequestPhotos.ownerId, userId));
  for (const photo of photos)
    uploads.push({
      kind: 'request photo',
      url: photo.requestId ? requestPhotoUrl(photo.requestId, photo.id) : `/api/request-photos/${photo.id}`,
      keys: [photo.imageKey, photo.thumbKey],
    });

  const gallery = await db.select().from(galleryItems).where(eq(galleryItems.washerId, userId));
  for (const item of gallery) {
    uploads.push({
      kind: 'gallery before photo',
      url: fileUrl(item.beforeKey),
      keys: [item.beforeKey, item.beforeThumbKey],
    });
    if (item.afterKey && item.afterThumbKey)
      uploads.push({
        kind: 'gallery after photo',
        url: fileUrl(item.afterKey),
        keys: [item.afterKey, item.afterThumbKey],
      });
  }

  const jobs = await db
    .select({ completion: appointmentCompletions })
    .from(appointmentCompletions)
    .innerJoin(appointments, eq(appointments.id, appointmentCompletions.appointmentId))
    .where(eq(appointments.washerId, userId));
  for (const { completion } of jobs) {
    const id = completion.appointmentId;
    if (completion.beforeKey && completion.beforeThumbKey)
      uploads.push({
        kind: 'job before photo',
        url: jobPhotoUrl(id, 'before', 'full'),
        keys: [completion.beforeKey, completion.beforeThumbKey],
      });
    if (completion.afterKey && completion.afterThumbKey)
      uploads.push({
        kind: 'job after photo',
        url: jobPhotoUrl(id, 'after', 'full'),
        keys: [completion.afterKey, completion.afterThumbKey],
      });
  }

  const proof = await db
    .select({ photo: proofPhotos })
    .from(proofPhotos)
    .innerJoin(appointments, eq(appointments.id, proofPhotos.appointmentId))
    .where(eq(appointments.washerId, userId));
  for (const { photo } of proof)
    uploads.push({
      kind: photo.kind === 'walkaround' ? `job walkaround photo (${photo.angle ?? ''})` : 'job after photo',
      url: proofPhotoUrl(photo.appointmentId, photo.id, 'full'),
      keys: [photo.key, photo.thumbKey],
    });

  const documents = await db.select().from(verificationDocuments).where(eq(verificationDocuments.washerId, userId));
  for (const document of documents)
    uploads.push({
      kind: `verification ${document.kind}`,
      url: `/api/verification/documents/${document.kind}`,
      keys: [document.key],
    });
  return uploads;
}
