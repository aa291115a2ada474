import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { signedIn, type SessionUser } from '../../auth/access';
import { user as users } from '../../auth/schema';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { notFound } from '../../http/app-error';
import { errorResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { washerProfiles } from '../washer-setup/schema';
import { calendarFile } from './appointment-calendar';
import { appointments } from './schema';
import { partOf, washerName } from './service';

const calendarRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/calendar.ics',
  tags: ['Appointments'],
  summary:
    'One booking as a calendar file (.ics) for its owner and its washer: time, address, car, notes and a link back to it',
  middleware: guard(signedIn),
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: { description: 'The booking', content: { 'text/calendar': { schema: z.string() } } },
    401: errorResponse('Signed out'),
    404: errorResponse('No such appointment of the caller'),
  },
});

/** The booking's calendar file, for its parties only (anyone else's, or an unknown id, is a 404). */
async function bookingCalendar(db: Db, viewer: SessionUser, id: string, publicUrl: string) {
  const [row] = await db
    .select({ appointment: appointments, washerName })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .where(and(eq(appointments.id, id), partOf(viewer)));
  if (!row) throw notFound();
  return calendarFile(db, row.appointment, row.washerName, publicUrl);
}

/** "Add to calendar" on the booking page (docs/product.md, "The booking page"). */
export function appointmentCalendarRoutes(db: Db, publicUrl: string) {
  return createRouter().openapi(calendarRoute, async (c) => {
    const file = await bookingCalendar(db, c.get('caller'), c.req.valid('param').id, publicUrl);
    return c.body(file.content, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
