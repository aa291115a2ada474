import { createRoute, z } from '@hono/zod-openapi';
import { bookingResponseSchema } from '@sudsy/domain/booking';
import {
  freeSlotsQuerySchema,
  freeSlotsSchema,
  instantBookingSchema,
  instantBookingSettingsSchema,
  instantBookingSettingsViewSchema,
} from '@sudsy/domain/instant-booking';
import { asOwner, asWasher } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { BookingTermsOf } from './booking-service';
import {
  bookInstantly,
  freeSlotsOf,
  instantSettingsOf,
  saveInstantSettings,
  type PayoutsReadyOf,
} from './instant-service';

const tags = ['Instant booking'];
const washerParam = z.object({ id: z.string().min(1).max(100) });
const washerErrors = {
  401: errorResponse('Signed out'),
  403: errorResponse('Not a washer'),
  409: errorResponse('No business profile yet (profile_missing)'),
};

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/washer-profile/instant-booking',
  tags,
  middleware: guard(asWasher),
  summary: "The washer's instant booking settings",
  responses: { 200: jsonResponse(instantBookingSettingsViewSchema, 'Settings'), ...washerErrors },
});

const saveSettingsRoute = createRoute({
  method: 'put',
  path: '/washer-profile/instant-booking',
  tags,
  middleware: guard(asWasher),
  summary: 'Turn instant booking on or off and set its minimum notice',
  request: { body: jsonBody(instantBookingSettingsSchema) },
  responses: {
    200: jsonResponse(instantBookingSettingsViewSchema, 'Saved'),
    400: errorResponse('A notice that is not one of the options'),
    ...washerErrors,
    409: errorResponse(
      'No business profile yet (profile_missing), or turning it on before payouts are set up (washer_payouts_required)',
    ),
  },
});

const freeSlotsRoute = createRoute({
  method: 'get',
  path: '/washers/{id}/free-slots',
  tags,
  summary: "A washer's free starts within the week for the services, when they take instant bookings",
  request: { params: washerParam, query: freeSlotsQuerySchema },
  responses: {
    200: jsonResponse(freeSlotsSchema, 'Free starts (none when the washer does not take instant bookings)'),
    400: errorResponse('No or unknown services'),
    404: errorResponse('No washer with a public page has this id'),
  },
});

const bookRoute = createRoute({
  method: 'post',
  path: '/washers/{id}/instant-bookings',
  tags,
  middleware: guard(asOwner),
  summary: 'Book one of the washer’s free starts at once, at their listed prices',
  request: { params: washerParam, body: jsonBody(instantBookingSchema) },
  responses: {
    201: jsonResponse(bookingResponseSchema, 'Booked'),
    400: errorResponse('Bad input, a service the washer does not offer, or a vehicle not the owner’s'),
    401: errorResponse('Signed out'),
    403: errorResponse('Not a car owner'),
    404: errorResponse('No washer with a public page has this id'),
    409: errorResponse(
      'The washer does not take instant bookings (instant_booking_off), the start is no longer free (slot_taken, with freeSlots), dates of the repeat clash (series_conflict, with conflicts), or, with payments on, the washer has no payouts (washer_payouts_required) or the owner no card (card_required)',
    ),
  },
});

/** Instant booking: the washer's settings, anyone's view of their free starts, and an owner's booking. */
export function instantBookingRoutes(db: Db, termsOf: BookingTermsOf, payoutsReadyOf: PayoutsReadyOf) {
  return createRouter()
    .openapi(getSettingsRoute, async (c) => c.json(await instantSettingsOf(db, c.get('caller'), payoutsReadyOf), 200))
    .openapi(saveSettingsRoute, async (c) =>
      c.json(await saveInstantSettings(db, c.get('caller'), c.req.valid('json'), payoutsReadyOf), 200),
    )
    .openapi(freeSlotsRoute, async (c) =>
      c.json(
        await freeSlotsOf(db, c.req.valid('param').id, c.req.valid('query').services, c.req.valid('query').more),
        200,
      ),
    )
    .openapi(bookRoute, async (c) => {
      const booking = await bookInstantly(
        db,
        c.get('caller'),
        c.req.valid('param').id,
        c.req.valid('json'),
        await termsOf(c.get('caller').id, c.req.valid('param').id),
      );
      return c.json({ booking }, 201);
    });
}
