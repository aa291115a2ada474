import { randomUUID } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  appointmentMessages,
  hasStarted,
  isCompletable,
  jobStart,
  type AppointmentDetail,
} from '@sudsy/domain/appointment';
import { galleryMaxItems } from '@sudsy/domain/gallery';
import { canCompleteEarly } from '@sudsy/domain/job-day';
import { proofPhotoMessages } from '@sudsy/domain/photo-proof';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import type { Owner, SessionUser, Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { galleryItems } from '../washer-setup/schema';
import { quoteRequests } from '../requests/schema';
import { washerSchedules } from '../schedule/schema';
import { conflict, invalidFields, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import type { Storage, StoredFile } from '../../platform/storage/storage';
import { checkUploadSize, encodeUpload } from '../../platform/images/uploaded-image';
import { copyFile, jobPhotoBase, removePhotos, storePhoto, type PhotoSide, type StoredPhoto } from './job-photos';
import { afterPhotoCount } from './proof-photo-service';
import { lapsePendingProposals } from './reschedule-history';
import { appointmentCompletions, appointments } from './schema';
import { clearLivePoint, dayStepOf } from './job-day-service';
import { getAppointmentDetail, partOf } from './service';

export type AppointmentDeps = { db: Db; storage: Storage; logger: Logger };
export type CompletionInput = { before?: File | undefined; after?: File | undefined };

function notCompletable(status: string) {
  return status === 'completed'
    ? conflict(appointmentMessages.alreadyCompleted, 'already_completed')
    : conflict(appointmentMessages.cancelledCannotComplete, 'appointment_cancelled');
}

/**
 * The washer marks one of their scheduled jobs completed, with its before and after photos when
 * given, from the job's start on (server time, read in the washer's zone): the owner is then asked
 * to rate it and it counts in the washer's earnings, so it must have happened. The request the
 * booking came from is completed with it, and the owner is mailed the receipt.
 */
export async function completeAppointment(
  deps: AppointmentDeps,
  washer: Washer,
  id: string,
  input: CompletionInput,
  now = new Date(),
): Promise<AppointmentDetail> {
  const own = and(eq(appointments.id, id), eq(appointments.washerId, washer.id));
  const [found] = await deps.db
    .select({
      status: appointments.status,
      date: appointments.serviceDate,
      start: appointments.startTime,
      timeZone: washerSchedules.timeZone,
    })
    .from(appointments)
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    .where(own);
  if (!found) throw notFound();
  if (!isCompletable(found.status)) throw notCompletable(found.status);
  const timeZone = found.timeZone ?? defaultTimeZone;
  // From its start, or earlier once the washer is there (docs/product.md, "The day of the job").
  const opened = async (tx: Pick<Db, 'select'>, job: { date: string; start: string }) =>
    hasStarted(jobStart(job, timeZone), now) || canCompleteEarly(await dayStepOf(tx, id));
  if (!(await opened(deps.db, found))) throw conflict(appointmentMessages.notStarted, 'not_started');
  // The proof the job was done (docs/product.md, "The day of the job"): sent now, or taken during it.
  if (!input.after && (await afterPhotoCount(deps.db, id)) === 0)
    throw invalidFields({ after: proofPhotoMessages.afterMissing }, proofPhotoMessages.afterMissing);

  const files = { before: input.before, after: input.after };
  Object.values(files).forEach((file) => file && checkUploadSize(file));
  const [before, after] = await Promise.all([
    files.before && encodeUpload(files.before),
    files.after && encodeUpload(files.after),
  ]);
  const stored: StoredPhoto[] = [];
  const store = async (side: PhotoSide, image: typeof before) => {
    if (!image) return null;
    const photo = await storePhoto(deps.storage, jobPhotoBase(id, side), image);
    stored.push(photo);
    return photo;
  };
  try {
    const beforePhoto = await store('before', before);
    const afterPhoto = await store('after', after);
    await deps.db.transaction(async (tx) => {
      // Held until commit: a second completion (or a cancellation) waits, then sees the new status.
      const [locked] = await tx
        .select({
          status: appointments.status,
          requestId: appointments.quoteRequestId,
          date: appointments.serviceDate,
          start: appointments.startTime,
        })
        .from(appointments)
        .where(own)
        .for('update');
      if (!locked) throw notFound();
      if (!isCompletable(locked.status)) throw notCompletable(locked.status);
      // Read again under the lock: a new time accepted meanwhile may have moved the start.
      if (!(await opened(tx, locked))) throw conflict(appointmentMessages.notStarted, 'not_started');
      await tx.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, id));
      await lapsePendingProposals(tx, id, now);
      await clearLivePoint(tx, id);
      await tx.insert(appointmentCompletions).values({
        appointmentId: id,
        beforeKey: beforePhoto?.key ?? null,
        beforeThumbKey: beforePhoto?.thumbKey ?? null,
        afterKey: afterPhoto?.key ?? null,
        afterThumbKey: afterPhoto?.thumbKey ?? null,
      });
      if (locked.requestId !== null) {
        await tx
          .update(quoteRequests)
          .set({ status: 'completed' })
          .where(and(eq(quoteRequests.id, locked.requestId), ne(quoteRequests.status, 'cancelled')));
      }
      await recordEvent(tx, { type: 'appointment-completed', appointmentId: id });
    });
  } catch (error) {
    await removePhotos(deps.storage, deps.logger, stored);
    throw error;
  }
  return getAppointmentDetail(deps.db, washer, id);
}

/** A job photo for the appointment's washer or owner; anyone else, or a photo never taken, is a 404. */
export async function readJobPhoto(
  deps: AppointmentDeps,
  viewer: SessionUser,
  id: string,
  side: PhotoSide,
  size: 'full' | 'thumb',
): Promise<StoredFile> {
  const [row] = await deps.db
    .select({ completion: appointmentCompletions })
    .from(appointmentCompletions)
    .innerJoin(appointments, eq(appointments.id, appointmentCompletions.appointmentId))
    .where(and(eq(appointmentCompletions.appointmentId, id), partOf(viewer)));
  const completion = row?.completion;
  const key =
    side === 'before'
      ? size === 'full'
        ? completion?.beforeKey
        : completion?.beforeThumbKey
      : size === 'full'
        ? completion?.afterKey
        : completion?.afterThumbKey;
  const file = key ? await deps.storage.get(key) : null;
  if (!file) throw notFound();
  return file;
}

type PhotoKeys = Pick<
  typeof appointmentCompletions.$inferSelect,
  'beforeKey' | 'beforeThumbKey' | 'afterKey' | 'afterThumbKey'
>;

/** A job's (or a gallery item's) photos as stored pairs, before first. */
function photoPairs(completion: PhotoKeys): StoredPhoto[] {
  const pairs: StoredPhoto[] = [];
  if (completion.beforeKey && completion.beforeThumbKey)
    pairs.push({ key: completion.beforeKey, thumbKey: completion.beforeThumbKey });
  if (completion.afterKey && completion.afterThumbKey)
    pairs.push({ key: completion.afterKey, thumbKey: completion.afterThumbKey });
  return pairs;
}

/**
 * The owner allows (or stops allowing) the washer to show the job's photos in the public portfolio.
 * Allowing copies them into the washer's gallery under public keys, while the originals stay
 * private; withdrawing removes that copy. A full gallery keeps the consent without a copy.
 */
export async function setPortfolioConsent(
  deps: AppointmentDeps,
  owner: Owner,
  id: string,
  consent: boolean,
): Promise<AppointmentDetail> {
  const copied: StoredPhoto[] = [];
  let unpublished: StoredPhoto[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ appointment: appointments, completion: appointmentCompletions })
        .from(appointments)
        .leftJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
        .where(and(eq(appointments.id, id), eq(appointments.ownerId, owner.id)))
        .for('update', { of: appointments });
      if (!row) throw notFound();
      const { appointment, completion } = row;
      if (appointment.status !== 'completed' || !completion)
        throw conflict(appointmentMessages.consentNeedsCompletion, 'not_completed');
      const pairs = photoPairs(completion);
      if (consent && pairs.length === 0) throw conflict(appointmentMessages.noPhotosToShare, 'no_photos');

      if (!consent) {
        if (completion.galleryItemId !== null) {
          const [item] = await tx.delete(galleryItems).where(eq(galleryItems.id, completion.galleryItemId)).returning();
          if (item) unpublished = photoPairs(item);
        }
        await tx
          .update(appointmentCompletions)
          .set({ portfolioConsent: false, galleryItemId: null })
          .where(eq(appointmentCompletions.appointmentId, id));
        return;
      }
      const [counted] = await tx
        .select({ items: count() })
        .from(galleryItems)
        .where(eq(galleryItems.washerId, appointment.washerId));
      const hasRoom = (counted?.items ?? 0) < galleryMaxItems;
      let galleryItemId = completion.galleryItemId;
      if (galleryItemId === null && hasRoom) {
        galleryItemId = randomUUID();
        const publicCopies: StoredPhoto[] = [];
        for (const [index, pair] of pairs.entries()) {
          const base = `gallery/${appointment.washerId}/${galleryItemId}/${index === 0 ? 'before' : 'after'}-job`;
          const publicPair = {
            key: `${base}.${extensionOf(pair.key)}`,
            thumbKey: `${base}-thumb.${extensionOf(pair.thumbKey)}`,
          };
          // Listed first: removing a key never written is no error, so a half-done copy is cleaned up too.
          copied.push(publicPair);
          await copyFile(deps.storage, pair.key, publicPair.key);
          await copyFile(deps.storage, pair.thumbKey, publicPair.thumbKey);
          publicCopies.push(publicPair);
        }
        const [first, second] = publicCopies;
        if (!first) throw new Error(`appointment ${id} has no photo to publish`);
        await tx.insert(galleryItems).values({
          id: galleryItemId,
          washerId: appointment.washerId,
          beforeKey: first.key,
          beforeThumbKey: first.thumbKey,
          afterKey: second?.key ?? null,
          afterThumbKey: second?.thumbKey ?? null,
          title: serviceNames(appointment.services).join(', ') || null,
          description: null,
        });
      }
      await tx
        .update(appointmentCompletions)
        .set({ portfolioConsent: true, galleryItemId })
        .where(eq(appointmentCompletions.appointmentId, id));
    });
  } catch (error) {
    await removePhotos(deps.storage, deps.logger, copied);
    throw error;
  }
  await removePhotos(deps.storage, deps.logger, unpublished);
  return getAppointmentDetail(deps.db, owner, id);
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
