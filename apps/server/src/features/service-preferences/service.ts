import { and, eq } from 'drizzle-orm';
import { servicePreferencesMessages, type ServicePreferences } from '@sudsy/domain/service-preferences';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { vehicles } from '../vehicles/schema';
import { invalidFields } from '../../http/app-error';
import { servicePreferences } from './schema';

const toPreferences = (row: typeof servicePreferences.$inferSelect): ServicePreferences => ({
  serviceIds: row.serviceIds,
  vehicleId: row.vehicleId,
  preferredTime: row.preferredTime,
});

/** Null until the owner saves some. */
export async function myServicePreferences(db: Db, owner: Owner): Promise<ServicePreferences | null> {
  const [row] = await db.select().from(servicePreferences).where(eq(servicePreferences.ownerId, owner.id));
  return row ? toPreferences(row) : null;
}

/** The preferred vehicle must be one of the owner's own; another's id is refused like an unknown one. */
export async function saveMyServicePreferences(
  db: Db,
  owner: Owner,
  input: ServicePreferences,
): Promise<ServicePreferences> {
  if (input.vehicleId !== null) {
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.ownerId, owner.id)));
    if (!vehicle) throw invalidFields({ vehicleId: servicePreferencesMessages.unknownVehicle });
  }
  const values = {
    serviceIds: input.serviceIds,
    vehicleId: input.vehicleId,
    preferredTime: input.preferredTime,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(servicePreferences)
    .values({ ownerId: owner.id, ...values })
    .onConflictDoUpdate({ target: servicePreferences.ownerId, set: values })
    .returning();
  if (!row) throw new Error(`service preferences of ${owner.id} not returned by upsert`);
  return toPreferences(row);
}
