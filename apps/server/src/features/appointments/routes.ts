import { createRoute, z } from '@hono/zod-openapi';
import {
  appointmentDetailResponseSchema,
  appointmentListSchema,
  appointmentsQuerySchema,
  portfolioConsentSchema,
} from '@sudsy/domain/appointment';
import { bookingResponseSchema, cancelAppointmentSchema } from '@sudsy/domain/booking';
import { galleryMessages } from '@sudsy/domain/gallery';
import { asOwner, asWasher, signedIn } from '../../auth/access';
import { guard } from '../../http/guard';
import { errorResponse, imageResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { privateFileResponse } from '../../platform/storage/private-file-response';
import { cancelAppointment, reportWasherNoShow } from './cancel-service';
import { completeAppointment, readJobPhoto, setPortfolioConsent, type AppointmentDeps } from './completion-service';
import { appointmentCalendarRoutes } from './appointment-calendar-routes';
import { jobDayRoutes } from './job-day-routes';
import { getAppointmentDetail, listAppointments } from './service';

const tags = ['Appointments'];
const idParam = z.object({ id: z.uuid() });
const signedOut = { 401: errorResponse('Signed out') };
const notTheirs = errorResponse('No such appointment of the caller');

/** An optional photo field; an empty file input (sent as '' or a 0-byte file) counts as none. */
const optionalPhoto = z
  .preprocess(
    (value) => (value === '' || (value instanceof File && value.size === 0) ? undefined : value),
    z.instanceof(File, { error: galleryMessages.onlyImages }).optional(),
  )
  .openapi({ type: 'string', format: 'binary' });
const completionForm = z.object({ before: optionalPhoto, after: optionalPhoto });

const listRoute = createRoute({
  method: 'get',
  path: '/appointments',
  tags,
  summary:
    "A tab of the caller's appointments, 20 a page (scheduled soonest first, completed and cancelled the latest first), with the owner's rating and every tab's count; ?cursor= gives the next page",
  middleware: guard(signedIn),
  request: { query: appointmentsQuerySchema },
  responses: {
    200: jsonResponse(appointmentListSchema, 'Appointments'),
    400: errorResponse('An unknown tab, or a cursor the list did not give out'),
    ...signedOut,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}',
  tags,
  summary: 'One appointment for its washer or owner: completion, photos, portfolio consent, review and cancellation',
  middleware: guard(signedIn),
  request: { params: idParam },
  responses: { 200: jsonResponse(appointmentDetailResponseSchema, 'Appointment'), ...signedOut, 404: notTheirs },
});

const completeRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/complete',
  tags,
  summary:
    'The washer marks a scheduled job completed, optionally with before and after photos (private until the owner consents)',
  middleware: guard(asWasher),
  request: {
    params: idParam,
    body: { required: true, content: { 'multipart/form-data': { schema: completionForm } } },
  },
  responses: {
    200: jsonResponse(appointmentDetailResponseSchema, 'Completed'),
    400: errorResponse('A file that is not a supported image'),
    ...signedOut,
    403: errorResponse('Not a washer'),
    404: notTheirs,
    409: errorResponse('Already completed, or cancelled'),
    413: errorResponse('A file over 10 MB'),
  },
});

const consentRoute = createRoute({
  method: 'put',
  path: '/appointments/{id}/portfolio-consent',
  tags,
  summary: "The owner allows or stops the washer showing the job's photos in their public portfolio",
  middleware: guard(asOwner),
  request: { params: idParam, body: jsonBody(portfolioConsentSchema) },
  responses: {
    200: jsonResponse(appointmentDetailResponseSchema, 'Saved'),
    400: errorResponse('No consent flag'),
    ...signedOut,
    403: errorResponse('Not a car owner'),
    404: notTheirs,
    409: errorResponse('Not completed, or no photos'),
  },
});

const photoRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    middleware: guard(signedIn),
    request: { params: idParam.extend({ side: z.enum(['before', 'after']) }) },
    responses: {
      200: imageResponse(),
      ...signedOut,
      404: errorResponse('No such photo of an appointment of the caller'),
    },
  });
const readPhotoRoute = photoRoute(
  '/appointments/{id}/photos/{side}',
  "A job photo, for the appointment's washer and owner",
);
const readThumbRoute = photoRoute('/appointments/{id}/photos/{side}/thumb', "A job photo's thumbnail");

const cancelRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/cancel',
  tags,
  middleware: guard(signedIn),
  summary: 'Cancel a scheduled appointment, as its owner or its washer (who must give a reason)',
  request: { params: z.object({ id: z.uuid() }), body: jsonBody(cancelAppointmentSchema) },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'Cancelled'),
    400: errorResponse('A washer gave no reason, or it is too long'),
    401: errorResponse('Signed out'),
    404: errorResponse('No such appointment of this user'),
    409: errorResponse('Not scheduled any more'),
  },
});

const noShowRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/no-show',
  tags,
  middleware: guard(signedIn),
  summary: 'The owner reports that the washer did not come: cancelled as the washer’s, nothing charged',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'Reported and cancelled'),
    401: errorResponse('Signed out'),
    403: errorResponse('The washer cannot report themselves'),
    404: errorResponse('No such appointment of this user'),
    409: errorResponse('Not scheduled any more, or too early: 30 minutes after the start (too_early)'),
  },
});

export function appointmentsRoutes(deps: AppointmentDeps & { publicUrl: string }) {
  const { db } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { status, cursor } = c.req.valid('query');
      return c.json(await listAppointments(db, c.get('caller'), status, cursor), 200);
    })
    .openapi(detailRoute, async (c) =>
      c.json({ appointment: await getAppointmentDetail(db, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(completeRoute, async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ appointment: await completeAppointment(deps, c.get('caller'), id, c.req.valid('form')) }, 200);
    })
    .openapi(consentRoute, async (c) =>
      c.json(
        {
          appointment: await setPortfolioConsent(
            deps,
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json').consent,
          ),
        },
        200,
      ),
    )
    .openapi(cancelRoute, async (c) =>
      c.json(
        {
          booking: await cancelAppointment(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')),
        },
        200,
      ),
    )
    .openapi(noShowRoute, async (c) =>
      c.json({ booking: await reportWasherNoShow(db, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(readPhotoRoute, async (c) => {
      const { id, side } = c.req.valid('param');
      return privateFileResponse(await readJobPhoto(deps, c.get('caller'), id, side, 'full'));
    })
    .openapi(readThumbRoute, async (c) => {
      const { id, side } = c.req.valid('param');
      return privateFileResponse(await readJobPhoto(deps, c.get('caller'), id, side, 'thumb'));
    })
    .route('/', jobDayRoutes(db))
    .route('/', appointmentCalendarRoutes(db, deps.publicUrl));
}
