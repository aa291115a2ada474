// One booking for several cars of the owner (docs/product.md, "Instant booking"): each car with
// its own services and its own price line (the washer's prices with their size pricing for that
// car), one visit whose length is the cars' jobs end to end.
import { z } from 'zod';
import { serviceIdsSchema } from './quote-request';
import { servicesQueryParam } from './washer-search';

/** A booking covers at most this many cars: more is a fleet job, for a quote. */
export const maxCarsPerBooking = 4;

export const bookingCarsMessages = {
  chooseVehicle: 'Choose the vehicle for each car.',
  sameCarTwice: 'Choose each car once.',
  tooMany: `One booking covers at most ${maxCarsPerBooking} cars.`,
  addCar: 'Add another car',
  removeCar: (index: number) => `Remove car ${index}`,
  carHeading: (index: number) => `Car ${index}`,
} as const;

/** A car after the first in POST /api/washers/{id}/instant-bookings: one of the owner's vehicles and its services. */
export const extraCarSchema = z.object({
  vehicleId: z.string().min(1, bookingCarsMessages.chooseVehicle).max(64),
  serviceIds: serviceIdsSchema,
});
export type ExtraCar = z.infer<typeof extraCarSchema>;

/** The cars after the first (instantBookingSchema checks every car is a different vehicle). */
export const extraCarsSchema = z.array(extraCarSchema).max(maxCarsPerBooking - 1, bookingCarsMessages.tooMany);

/** `?more=` of the free-slots query: each further car's services, cars apart by ';' ("express-wash;express-wash,interior-detail"). */
export const moreCarsQueryParam = z
  .string()
  .max(2000)
  .transform((text) => (text === '' ? [] : text.split(';')))
  .pipe(z.array(servicesQueryParam).max(maxCarsPerBooking - 1, bookingCarsMessages.tooMany));

/** The query value for the cars after the first. */
export const moreCarsQuery = (cars: readonly { serviceIds: readonly string[] }[]) =>
  cars.map((car) => car.serviceIds.join(',')).join(';');

/** One car of a booking covering several, as the booking keeps it: the car as described at booking, its services and price. */
export const bookingCarSchema = z.object({
  vehicle: z.string(),
  services: z.array(z.string()),
  priceCents: z.number().int(),
});
export type BookingCar = z.infer<typeof bookingCarSchema>;

/** The booking's one vehicle line for several cars: "2022 Toyota RAV4 + 2020 Honda Civic". */
export const carsDescription = (cars: readonly Pick<BookingCar, 'vehicle'>[]) =>
  cars.map((car) => car.vehicle).join(' + ');
