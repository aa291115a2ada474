import type { Vehicle } from '@sudsy/domain/vehicle';

/** A saved vehicle as the API answers it: a 2020 Honda Civic sedan unless told otherwise. */
export function fakeVehicle(fields: Partial<Vehicle> & Pick<Vehicle, 'id'>): Vehicle {
  return {
    make: 'Honda',
    model: 'Civic',
    year: 2020,
    type: 'sedan',
    nickname: null,
    color: null,
    licensePlate: null,
    notes: null,
    createdAt: '2030-05-14T10:00:00.000Z',
    ...fields,
  };
}
