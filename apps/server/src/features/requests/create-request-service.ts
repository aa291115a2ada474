import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { requestMessages, type QuoteRequestStatus, type createQuoteRequestSchema } from '@sudsy/domain/quote-request';
import { createRequestMessages, type CreatedQuoteRequest } from '@sudsy/domain/request-create-api';
import type { z } from 'zod';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { quoteRequestPhotos, quoteRequests, quoteResponses } from './schema';
import { vehicles } from '../vehicles/schema';
import { AppError, invalidFields } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { receivableWashers, washersReaching } from './matching';

export type NewQuoteRequest = z.output<typeof createQuoteRequestSchema>;

/**
 * The earliest date anywhere on Earth (UTC−12): the job's own zone is not known here, and a date
 * that is still today somewhere in the US must not be refused as past.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Creates a quote request and sends it, in one transaction: the wizard's to the washers the owner
 * picked, the form's to every washer whose work radius covers the place. A form request no washer
 * can take stays 'pending'; any failure leaves no request, no responses and the photos unattached.
 */
export async function createQuoteRequest(
  db: Db,
  geocoder: Geocoder,
  owner: Owner,
  input: NewQuoteRequest,
  now: Date = new Date(),
): Promise<CreatedQuoteRequest> {
  if (input.preferredDate !== null && input.preferredDate < earliestToday(now)) {
    throw invalidFields({ preferredDate: requestMessages.pastDate }, requestMessages.pastDate);
  }
  await checkVehicle(db, owner, input.vehicleId);
  const photoIds = [...new Set(input.photoIds)];
  await checkPhotos(db, owner, photoIds);

  const place: Coordinates | null = input.coordinates ?? (await geocoder.geocode(input.address));
  const recipients =
    input.source === 'washer-search'
      ? await chosenWashers(db, input.washerIds, input.serviceIds)
      : place
        ? await washersReaching(db, place, input.serviceIds)
        : [];

  const id = randomUUID();
  const status: QuoteRequestStatus = recipients.length > 0 ? 'sent' : 'pending';
  await db.transaction(async (tx) => {
    // Created pending, sent once its responses exist.
    await tx.insert(quoteRequests).values({
      id,
      ownerId: owner.id,
      vehicleId: input.vehicleId,
      address: input.address,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      serviceIds: input.serviceIds,
      preferredDate: input.preferredDate,
      preferredTime: input.preferredTime,
      notes: input.notes,
    });
    if (photoIds.length > 0) {
      const attached = await tx
        .update(quoteRequestPhotos)
        .set({ requestId: id })
        .where(
          and(
            inArray(quoteRequestPhotos.id, photoIds),
            eq(quoteRequestPhotos.ownerId, owner.id),
            isNull(quoteRequestPhotos.requestId),
          ),
        )
        .returning({ id: quoteRequestPhotos.id });
      // Deleted or sent with another request since they were checked.
      if (attached.length !== photoIds.length)
        throw invalidFields({ photoIds: createRequestMessages.unknownPhotos }, createRequestMessages.unknownPhotos);
    }
    if (recipients.length > 0) {
      await tx
        .insert(quoteResponses)
        .values(recipients.map((washerId) => ({ id: randomUUID(), requestId: id, washerId })));
      await tx.update(quoteRequests).set({ status }).where(eq(quoteRequests.id, id));
      // Each washer it went to hears of it.
      await recordEvent(tx, { type: 'request-sent', requestId: id });
    }
  });
  return { request: { id, status }, sentTo: recipients.length };
}

async function checkVehicle(db: Db, owner: Owner, vehicleId: string | null): Promise<void> {
  if (vehicleId === null) return;
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, owner.id)));
  if (!vehicle)
    throw invalidFields({ vehicleId: createRequestMessages.unknownVehicle }, createRequestMessages.unknownVehicle);
}

async function checkPhotos(db: Db, owner: Owner, photoIds: string[]): Promise<void> {
  if (photoIds.length === 0) return;
  const own = await db
    .select({ id: quoteRequestPhotos.id })
    .from(quoteRequestPhotos)
    .where(
      and(
        inArray(quoteRequestPhotos.id, photoIds),
        eq(quoteRequestPhotos.ownerId, owner.id),
        isNull(quoteRequestPhotos.requestId),
      ),
    );
  if (own.length !== photoIds.length)
    throw invalidFields({ photoIds: createRequestMessages.unknownPhotos }, createRequestMessages.unknownPhotos);
}

/** Every washer picked must still be searchable and offer a chosen service; otherwise the owner searches again. */
async function chosenWashers(db: Db, washerIds: readonly string[], serviceIds: readonly string[]): Promise<string[]> {
  const picked = [...new Set(washerIds)];
  const receivable = await receivableWashers(db, picked, serviceIds);
  if (receivable.size !== picked.length) {
    throw new AppError(400, 'washers_unavailable', createRequestMessages.unknownWashers, {
      washerIds: createRequestMessages.unknownWashers,
    });
  }
  return picked;
}
