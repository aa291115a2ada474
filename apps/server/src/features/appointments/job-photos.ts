import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { ProcessedImage } from '../../platform/images/process-image';
import type { Storage } from '../../platform/storage/storage';

// A job's before and after photos pass every upload's checks (platform/images/uploaded-image: content,
// size, re-encoding that drops GPS) and are stored under keys outside 'gallery/', so the public
// files route never serves them.

export type PhotoSide = 'before' | 'after';
export type StoredPhoto = { key: string; thumbKey: string };

/** Stores an encoded photo and its thumbnail under `base` plus a random part: a new upload never reuses a URL. */
export async function storePhoto(
  storage: Storage,
  base: string,
  { image, thumb }: ProcessedImage,
): Promise<StoredPhoto> {
  const stem = `${base}-${randomBytes(6).toString('hex')}`;
  const photo = { key: `${stem}.${image.extension}`, thumbKey: `${stem}-thumb.${thumb.extension}` };
  await storage.put(photo.key, image.bytes, image.contentType);
  try {
    await storage.put(photo.thumbKey, thumb.bytes, thumb.contentType);
  } catch (error) {
    await storage.delete(photo.key).catch(() => undefined);
    throw error;
  }
  return photo;
}

/** A private job photo's key: 'appointment-photos/<appointment>/<side>'. */
export function jobPhotoBase(appointmentId: string, side: PhotoSide): string {
  return `appointment-photos/${appointmentId}/${side}`;
}

/** Copies a stored file to `toKey` (a job photo into the public gallery). */
export async function copyFile(storage: Storage, fromKey: string, toKey: string): Promise<void> {
  const file = await storage.get(fromKey);
  if (!file) throw new Error(`stored file ${fromKey} is missing`);
  const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
  await storage.put(toKey, bytes, file.contentType);
}

/** Best effort: the row pointing at these files is gone, so a file left behind only costs space. */
export async function removePhotos(storage: Storage, logger: Logger, photos: readonly StoredPhoto[]): Promise<void> {
  const results = await Promise.allSettled(
    photos.flatMap((photo) => [storage.delete(photo.key), storage.delete(photo.thumbKey)]),
  );
  for (const result of results) {
    if (result.status === 'rejected') logger.warn({ err: result.reason }, 'could not remove a job photo file');
  }
}
