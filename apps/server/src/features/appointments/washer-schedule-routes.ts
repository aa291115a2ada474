import { createRoute, z } from '@hono/zod-openapi';
import { appointmentSchema, scheduleAppointmentsSchema } from '@sudsy/domain/schedule-schemas';
import { asWasher } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { notFound } from '../../http/app-error';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { getScheduleAppointment, listScheduleAppointments, renderCalendarFeed } from './washer-schedule-service';

// The washer's schedule page lists their appointments beside their hours and blocks, and the
// calendar feed carries both; the schedule feature keeps the hours, the blocks and the feed's URL.
const tags = ['Schedule'];
const middleware = guard(asWasher);
const washerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a washer') };

const listAppointmentsRoute = createRoute({
  method: 'get',
  path: '/schedule/appointments',
  tags,
  middleware,
  summary: "The washer's appointments of today (in their time zone) and later",
  responses: { 200: jsonResponse(scheduleAppointmentsSchema, 'Appointments'), ...washerErrors },
});

const getAppointmentRoute = createRoute({
  method: 'get',
  path: '/schedule/appointments/{id}',
  tags,
  middleware,
  summary: 'One of the washer’s appointments',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(appointmentSchema, 'Appointment'),
    ...washerErrors,
    404: errorResponse('No such appointment of this washer'),
  },
});

const feedRoute = createRoute({
  method: 'get',
  path: '/calendar/{file}',
  tags,
  summary: 'The iCalendar feed itself, public to whoever holds its secret URL',
  request: { params: z.object({ file: z.string() }) },
  responses: {
    200: { description: 'iCalendar document', content: { 'text/calendar': { schema: z.string() } } },
    404: errorResponse('Unknown or replaced feed'),
  },
});

// A secret is 32 random bytes in base64url (schedule/hours-service.ts newFeedSecret); anything else is not a feed.
const feedFile = /^([A-Za-z0-9_-]{43})\.ics$/;

export function washerScheduleRoutes(db: Db, publicUrl: string) {
  return createRouter()
    .openapi(listAppointmentsRoute, async (c) => c.json(await listScheduleAppointments(db, c.get('caller')), 200))
    .openapi(getAppointmentRoute, async (c) =>
      c.json(await getScheduleAppointment(db, c.get('caller'), c.req.valid('param').id), 200),
    )
    .openapi(feedRoute, async (c) => {
      const secret = feedFile.exec(c.req.valid('param').file)?.[1];
      const feed = secret ? await renderCalendarFeed(db, secret, publicUrl) : null;
      if (feed === null) throw notFound();
      return c.body(feed, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="sudsy-schedule.ics"',
        // The URL is a credential: no shared cache may keep it, and no search engine list it.
        'Cache-Control': 'private, no-cache',
        'X-Robots-Tag': 'noindex',
      });
    });
}
