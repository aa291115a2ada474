import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { galleryMaxItems, galleryMessages, type GalleryItem } from '@sudsy/domain/gallery';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { EncodedImage } from '../../platform/images/process-image';
import { checkUploadSize, encodeUpload } from '../../platform/images/uploaded-image';
import { fileUrl } from '../../platform/storage/files-route';
import type { Storage } from '../../platform/storage/storage';
import { galleryItems } from './schema';
import { requireVerifiedEmail } from './washer';

export type GalleryDeps = { db: Db; storage: Storage; logger: Logger };
export type NewGalleryItem = {
  before: File;
  after?: File | undefined;
  title?: string | undefined;
  description?: string | undefined;
};

type Row = typeof galleryItems.$inferSelect;
type StoredPair = { key: string; thumbKey: string };

function toGalleryItem(row: Row): GalleryItem {
  return {
    id: row.id,
    beforeImageUrl: fileUrl(row.beforeKey),
    beforeThumbUrl: fileUrl(row.beforeThumbKey),
    afterImageUrl: row.afterKey === null ? null : fileUrl(row.afterKey),
    afterThumbUrl: row.afterThumbKey === null ? null : fileUrl(row.afterThumbKey),
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

const blankToNull = (text: string | undefined) => (text === undefined || text === '' ? null : text);

/** The washer's gallery, newest first. */
export async function listGallery(db: Db, washer: Washer): Promise<GalleryItem[]> {
  const rows = await db
    .select()
    .from(galleryItems)
    .where(eq(galleryItems.washerId, washer.id))
    .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id));
  return rows.map(toGalleryItem);
}

export async function createGalleryItem(
  deps: GalleryDeps,
  washer: Washer,
  input: NewGalleryItem,
): Promise<GalleryItem> {
  await requireVerifiedEmail(deps.db, washer);
  const files = input.after ? [input.before, input.after] : [input.before];
  files.forEach(checkUploadSize);
  const [counted] = await deps.db
    .select({ items: count() })
    .from(galleryItems)
    .where(eq(galleryItems.washerId, washer.id));
  if ((counted?.items ?? 0) >= galleryMaxItems) throw conflict(galleryMessages.full, 'gallery_full');

  const id = randomUUID();
  const [before, after] = await Promise.all([
    encodeUpload(input.before),
    input.after ? encodeUpload(input.after) : null,
  ]);
  const stored: StoredPair[] = [];
  try {
    const beforeKeys = await storePair(deps.storage, washer, id, 'before', before);
    stored.push(beforeKeys);
    const afterKeys = after ? await storePair(deps.storage, washer, id, 'after', after) : null;
    if (afterKeys) stored.push(afterKeys);
    const [row] = await deps.db
      .insert(galleryItems)
      .values({
        id,
        washerId: washer.id,
        beforeKey: beforeKeys.key,
        beforeThumbKey: beforeKeys.thumbKey,
        afterKey: afterKeys?.key ?? null,
        afterThumbKey: afterKeys?.thumbKey ?? null,
        title: blankToNull(input.title),
        description: blankToNull(input.description),
      })
      .returning();
    if (!row) throw new Error(`gallery item ${id} not returned by insert`);
    return toGalleryItem(row);
  } catch (error) {
    await removeFiles(deps, stored);
    throw error;
  }
}

/** Adds (or replaces) the after image of one of the washer's items; another washer's item is a 404. */
export async function addAfterImage(deps: GalleryDeps, washer: Washer, id: string, after: File): Promise<GalleryItem> {
  await requireVerifiedEmail(deps.db, washer);
  const existing = await findOwn(deps.db, washer, id);
  checkUploadSize(after);
  const image = await encodeUpload(after);
  const stored = await storePair(deps.storage, washer, id, 'after', image);
  try {
    const [row] = await deps.db
      .update(galleryItems)
      .set({ afterKey: stored.key, afterThumbKey: stored.thumbKey })
      .where(and(eq(galleryItems.id, id), eq(galleryItems.washerId, washer.id)))
      .returning();
    // Deleted while the image was being processed.
    if (!row) throw notFound();
    if (existing.afterKey !== null && existing.afterThumbKey !== null) {
      await removeFiles(deps, [{ key: existing.afterKey, thumbKey: existing.afterThumbKey }]);
    }
    return toGalleryItem(row);
  } catch (error) {
    await removeFiles(deps, [stored]);
    throw error;
  }
}

/** Removes one of the washer's items and its images; another washer's item is a 404. */
export async function deleteGalleryItem(deps: GalleryDeps, washer: Washer, id: string): Promise<void> {
  const [row] = await deps.db
    .delete(galleryItems)
    .where(and(eq(galleryItems.id, id), eq(galleryItems.washerId, washer.id)))
    .returning();
  if (!row) throw notFound();
  const pairs: StoredPair[] = [{ key: row.beforeKey, thumbKey: row.beforeThumbKey }];
  if (row.afterKey !== null && row.afterThumbKey !== null)
    pairs.push({ key: row.afterKey, thumbKey: row.afterThumbKey });
  await removeFiles(deps, pairs);
}

async function findOwn(db: Db, washer: Washer, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(galleryItems)
    .where(and(eq(galleryItems.id, id), eq(galleryItems.washerId, washer.id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Stores an image and its thumbnail under fresh keys: a replaced image gets a new URL, so the
 * forever-cached old one is never shown in its place.
 */
async function storePair(
  storage: Storage,
  washer: Washer,
  itemId: string,
  side: 'before' | 'after',
  { image, thumb }: { image: EncodedImage; thumb: EncodedImage },
): Promise<StoredPair> {
  const base = `gallery/${washer.id}/${itemId}/${side}-${randomBytes(6).toString('hex')}`;
  const pair = { key: `${base}.${image.extension}`, thumbKey: `${base}-thumb.${thumb.extension}` };
  await storage.put(pair.key, image.bytes, image.contentType);
  try {
    await storage.put(pair.thumbKey, thumb.bytes, thumb.contentType);
  } catch (error) {
    await storage.delete(pair.key).catch(() => undefined);
    throw error;
  }
  return pair;
}

/** Best effort: the item is already gone or never existed, so a file left behind only costs space. */
async function removeFiles({ storage, logger }: GalleryDeps, pairs: StoredPair[]): Promise<void> {
  const results = await Promise.allSettled(
    pairs.flatMap((pair) => [storage.delete(pair.key), storage.delete(pair.thumbKey)]),
  );
  for (const result of results) {
    if (result.status === 'rejected') logger.warn({ err: result.reason }, 'could not remove a gallery file');
  }
}
