import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import {
  bookingCarsMessages,
  carsDescription,
  maxCarsPerBooking,
  moreCarsQuery,
  moreCarsQueryParam,
} from './booking-cars';
import { instantBookingSchema } from './instant-booking';

const booking = {
  serviceIds: ['express-wash'],
  start: new Date(Date.now() + 86_400_000).toISOString(),
  vehicleId: 'rav4',
  address: '600 Congress Ave, Austin, TX 78701',
  notes: '',
};

describe('moreCarsQueryParam', () => {
  it('reads each further car’s services, cars apart by semicolons', () => {
    expect(moreCarsQueryParam.parse('express-wash;express-wash,interior-detail')).toEqual([
      ['express-wash'],
      ['express-wash', 'interior-detail'],
    ]);
    expect(moreCarsQueryParam.parse('')).toEqual([]);
    expect(moreCarsQueryParam.safeParse('express-wash;no-such-service').success).toBe(false);
    expect(
      moreCarsQueryParam.safeParse(Array(maxCarsPerBooking).fill('express-wash').join(';')).error?.issues[0]?.message,
    ).toBe(bookingCarsMessages.tooMany);
  });

  it('reads back what moreCarsQuery wrote', () => {
    const ids = catalogue.map((service) => service.id);
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1 }), { maxLength: maxCarsPerBooking - 1 }),
        (cars) => {
          const written = moreCarsQuery(cars.map((serviceIds) => ({ serviceIds })));
          expect(moreCarsQueryParam.parse(written)).toEqual(cars);
        },
      ),
    );
  });
});

describe('instantBookingSchema with several cars', () => {
  it('takes up to four cars, each vehicle once', () => {
    const two = instantBookingSchema.parse({
      ...booking,
      moreCars: [{ vehicleId: 'civic', serviceIds: ['express-wash'] }],
    });
    expect(two.moreCars).toHaveLength(1);
    expect(instantBookingSchema.parse(booking).moreCars).toEqual([]);
    const again = instantBookingSchema.safeParse({
      ...booking,
      moreCars: [{ vehicleId: 'rav4', serviceIds: ['express-wash'] }],
    });
    expect(again.error?.issues[0]).toMatchObject({ path: ['moreCars'], message: bookingCarsMessages.sameCarTwice });
    const civicTwice = instantBookingSchema.safeParse({
      ...booking,
      moreCars: ['civic', 'civic'].map((vehicleId) => ({ vehicleId, serviceIds: ['express-wash'] })),
    });
    expect(civicTwice.error?.issues[0]?.message).toBe(bookingCarsMessages.sameCarTwice);
    const five = instantBookingSchema.safeParse({
      ...booking,
      moreCars: ['a', 'b', 'c', 'd'].map((vehicleId) => ({ vehicleId, serviceIds: ['express-wash'] })),
    });
    expect(five.error?.issues[0]?.message).toBe(bookingCarsMessages.tooMany);
    const noServices = instantBookingSchema.safeParse({
      ...booking,
      moreCars: [{ vehicleId: 'civic', serviceIds: [] }],
    });
    expect(noServices.success).toBe(false);
  });

  it('describes the cars as one line', () => {
    expect(carsDescription([{ vehicle: '2022 Toyota RAV4' }, { vehicle: '2019 Honda Civic' }])).toBe(
      '2022 Toyota RAV4 + 2019 Honda Civic',
    );
  });
});
