import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import type { SignedIn } from '../../test/accounts';

/**
 * An appointment as an accepted quote books it (the bids feature), written straight to the table
 * so completion and review tests need no quote round trip.
 */
export async function insertAppointment(
  db: Db,
  washer: Pick<SignedIn, 'id'>,
  owner: Pick<SignedIn, 'id'>,
  fields: Partial<typeof appointments.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(appointments).values({
    id,
    washerId: washer.id,
    ownerId: owner.id,
    vehicleDescription: '2021 Toyota Camry (Silver)',
    address: '500 Congress Ave, Austin, TX 78701',
    services: ['express-wash', 'interior-quick-clean'],
    serviceDate: '2030-06-03',
    startTime: '10:00',
    endTime: '11:30',
    customerName: 'Olivia Owner',
    priceCents: 9500,
    ...fields,
  });
  return id;
}
