import { and, asc, count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { maxAfterPhotos, proofPhotoMessages, type ProofPhotoFields, type ProofPhotos } from '@sudsy/domain/photo-proof';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { checkUploadSize, encodeUpload } from '../../platform/images/uploaded-image';
import type { Storage, StoredFile } from '../../platform/storage/storage';
import { dayStepOf } from './job-day-service';
import { removePhotos, storePhoto, type StoredPhoto } from './job-photos';
import { lockAppointmentOf } from './party';
import { appointments, proofPhotos } from './schema';
import { partOf } from './service';

// The photo proof of a job (docs/product.md, "The day of the job"). Uploads pass every upload's
// checks and are re-encoded, which drops what the phone wrote into them (GPS, its clock); the time
// they prove is the server's. Stored under 'appointment-photos/', outside what the public files
// route serves: only the job's washer and owner read them, through these routes.

export type ProofPhotoInput = ProofPhotoFields & { file: File };
type ProofPhotoDeps = { db: Db; storage: Storage; logger: Logger };

/** URL of a private proof photo; readable by the job's washer and owner only. */
export const proofPhotoUrl = (appointmentId: string, photoId: string, size: 'full' | 'thumb') =>
  `/api/appointments/${appointmentId}/proof-photos/${photoId}${size === 'thumb' ? '/thumb' : ''}`;

async function photosOf(db: Pick<Db, 'select'>, appointmentId: string): Promise<ProofPhotos> {
  const rows = await db
    .select()
    .from(proofPhotos)
    .where(eq(proofPhotos.appointmentId, appointmentId))
    .orderBy(asc(proofPhotos.takenAt), asc(proofPhotos.id));
  return {
    photos: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      angle: row.angle,
      url: proofPhotoUrl(appointmentId, row.id, 'full'),
      thumbUrl: proofPhotoUrl(appointmentId, row.id, 'thumb'),
      takenAt: row.takenAt.toISOString(),
    })),
  };
}

/** A job's photos for its washer or owner, the oldest first; anyone else's job is 404. */
export async function listProofPhotos(db: Db, viewer: SessionUser, appointmentId: string): Promise<ProofPhotos> {
  const [own] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), partOf(viewer)));
  if (!own) throw notFound();
  return photosOf(db, appointmentId);
}

/** How many after photos the job has: completion needs one. */
export async function afterPhotoCount(db: Pick<Db, 'select'>, appointmentId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(proofPhotos)
    .where(and(eq(proofPhotos.appointmentId, appointmentId), eq(proofPhotos.kind, 'after')));
  return row?.count ?? 0;
}

/**
 * The washer adds a photo: a side of the walkaround once they have arrived (a retake replaces that
 * side), or an after photo once the job is in progress (at most `maxAfterPhotos`). The file is
 * stored first and removed again if the job refuses it.
 */
export async function addProofPhoto(
  { db, storage, logger }: ProofPhotoDeps,
  washer: SessionUser,
  appointmentId: string,
  input: ProofPhotoInput,
  now = new Date(),
): Promise<ProofPhotos> {
  checkUploadSize(input.file);
  const image = await encodeUpload(input.file);
  const stored = await storePhoto(storage, `appointment-photos/${appointmentId}/${input.kind}`, image);
  try {
    const replaced = await db.transaction(async (tx) => {
      const { appointment, by } = await lockAppointmentOf(tx, washer, appointmentId);
      if (by !== 'washer') throw forbidden(proofPhotoMessages.washersOnly);
      if (appointment.status !== 'scheduled') throw conflict(proofPhotoMessages.completedKept, 'not_scheduled');
      const step = await dayStepOf(tx, appointmentId);
      let previous: StoredPhoto[] = [];
      if (input.kind === 'walkaround') {
        if (step !== 'arrived' && step !== 'in_progress')
          throw conflict(proofPhotoMessages.walkaroundWhen, 'not_arrived');
        const { angle } = input;
        previous = await tx
          .delete(proofPhotos)
          .where(and(eq(proofPhotos.appointmentId, appointmentId), eq(proofPhotos.angle, angle)))
          .returning({ key: proofPhotos.key, thumbKey: proofPhotos.thumbKey });
        await tx.insert(proofPhotos).values({ appointmentId, kind: 'walkaround', angle, ...stored, takenAt: now });
      } else {
        if (step !== 'in_progress') throw conflict(proofPhotoMessages.afterWhen, 'not_in_progress');
        if ((await afterPhotoCount(tx, appointmentId)) >= maxAfterPhotos)
          throw conflict(proofPhotoMessages.tooManyAfter, 'too_many');
        await tx.insert(proofPhotos).values({ appointmentId, kind: 'after', ...stored, takenAt: now });
      }
      return previous;
    });
    await removePhotos(storage, logger, replaced);
  } catch (error) {
    await removePhotos(storage, logger, [stored]);
    throw error;
  }
  return photosOf(db, appointmentId);
}

/** The washer removes a photo of a job not yet completed; a completed job keeps its proof. */
export async function removeProofPhoto(
  { db, storage, logger }: ProofPhotoDeps,
  washer: SessionUser,
  appointmentId: string,
  photoId: string,
): Promise<ProofPhotos> {
  const removed = await db.transaction(async (tx) => {
    const { appointment, by } = await lockAppointmentOf(tx, washer, appointmentId);
    if (by !== 'washer') throw forbidden(proofPhotoMessages.washersOnly);
    if (appointment.status !== 'scheduled') throw conflict(proofPhotoMessages.completedKept, 'not_scheduled');
    const [row] = await tx
      .delete(proofPhotos)
      .where(and(eq(proofPhotos.id, photoId), eq(proofPhotos.appointmentId, appointmentId)))
      .returning({ key: proofPhotos.key, thumbKey: proofPhotos.thumbKey });
    if (!row) throw notFound();
    return row;
  });
  await removePhotos(storage, logger, [removed]);
  return photosOf(db, appointmentId);
}

/** One photo's file for the job's washer or owner; anything else is 404. */
export async function readProofPhoto(
  { db, storage }: ProofPhotoDeps,
  viewer: SessionUser,
  appointmentId: string,
  photoId: string,
  size: 'full' | 'thumb',
): Promise<StoredFile> {
  const [row] = await db
    .select({ key: proofPhotos.key, thumbKey: proofPhotos.thumbKey })
    .from(proofPhotos)
    .innerJoin(appointments, eq(appointments.id, proofPhotos.appointmentId))
    .where(and(eq(proofPhotos.id, photoId), eq(proofPhotos.appointmentId, appointmentId), partOf(viewer)));
  const file = row ? await storage.get(size === 'full' ? row.key : row.thumbKey) : null;
  if (!file) throw notFound();
  return file;
}
