import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { type Vehicle, type vehicleInputSchema, type vehicleUpdateSchema } from '@sudsy/domain/vehicle';
import type { Owner } from '../../auth/access';
import { takeTurn } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { vehicles } from './schema';

type Row = typeof vehicles.$inferSelect;
export type NewVehicle = z.output<typeof vehicleInputSchema>;
export type VehicleChanges = z.output<typeof vehicleUpdateSchema>;

/** Blank and null both store as null, so an emptied form field clears the column. */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

function toVehicle(row: Row): Vehicle {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    year: row.year,
    type: row.type,
    nickname: row.nickname,
    color: row.color,
    licensePlate: row.licensePlate,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

const ownVehicle = (owner: Owner, id: string) => and(eq(vehicles.id, id), eq(vehicles.ownerId, owner.id));

/** Newest first; the id breaks ties between vehicles added in the same instant. */
export async function listVehicles(db: Db, owner: Owner): Promise<Vehicle[]> {
  const rows = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.ownerId, owner.id))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  return rows.map(toVehicle);
}

/** Someone else's vehicle answers 404, as one that does not exist: its id reveals nothing. */
export async function getVehicle(db: Db, owner: Owner, id: string): Promise<Vehicle> {
  const [row] = await db.select().from(vehicles).where(ownVehicle(owner, id));
  if (!row) throw notFound();
  return toVehicle(row);
}

/** Refused with 409 once the owner keeps as many vehicles as a user may (docs/product.md, "Limits"). */
export async function createVehicle(db: Db, owner: Owner, input: NewVehicle): Promise<Vehicle> {
  return db.transaction(async (tx) => {
    await takeTurn(tx, `owner-vehicles:${owner.id}`);
    const [kept] = await tx.select({ total: count() }).from(vehicles).where(eq(vehicles.ownerId, owner.id));
    if ((kept?.total ?? 0) >= userCaps.vehicles) throw conflict(limitMessages.vehicles, 'limit_reached');
    return insertVehicle(tx, owner, input);
  });
}

async function insertVehicle(db: Db, owner: Owner, input: NewVehicle): Promise<Vehicle> {
  const [row] = await db
    .insert(vehicles)
    .values({
      id: randomUUID(),
      ownerId: owner.id,
      make: input.make,
      model: input.model,
      year: input.year,
      type: input.type,
      nickname: orNull(input.nickname),
      color: orNull(input.color),
      licensePlate: orNull(input.licensePlate),
      notes: orNull(input.notes),
    })
    .returning();
  if (!row) throw new Error('vehicle not returned by insert');
  return toVehicle(row);
}

/** Changes only the fields sent; the owner is never one of them. */
export async function updateVehicle(db: Db, owner: Owner, id: string, changes: VehicleChanges): Promise<Vehicle> {
  const set: Partial<typeof vehicles.$inferInsert> = {};
  if (changes.make !== undefined) set.make = changes.make;
  if (changes.model !== undefined) set.model = changes.model;
  if (changes.year !== undefined) set.year = changes.year;
  if (changes.type !== undefined) set.type = changes.type;
  if (changes.nickname !== undefined) set.nickname = orNull(changes.nickname);
  if (changes.color !== undefined) set.color = orNull(changes.color);
  if (changes.licensePlate !== undefined) set.licensePlate = orNull(changes.licensePlate);
  if (changes.notes !== undefined) set.notes = orNull(changes.notes);
  if (Object.keys(set).length === 0) return getVehicle(db, owner, id);
  const [row] = await db.update(vehicles).set(set).where(ownVehicle(owner, id)).returning();
  if (!row) throw notFound();
  return toVehicle(row);
}

export async function deleteVehicle(db: Db, owner: Owner, id: string): Promise<void> {
  const deleted = await db.delete(vehicles).where(ownVehicle(owner, id)).returning({ id: vehicles.id });
  if (deleted.length === 0) throw notFound();
}
