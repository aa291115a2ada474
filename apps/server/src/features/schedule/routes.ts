import { createRoute, z } from '@hono/zod-openapi';
import {
  blockedTimeSchema,
  blockedTimesSchema,
  blockTimeOffSchema,
  calendarFeedSchema,
  saveWorkingHoursSchema,
  timeZoneSchema,
  workingHoursSchema,
} from '@sudsy/domain/schedule-schemas';
import { asWasher } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { deleteBlock, listBlocks, saveBlock, type JobsBetween } from './blocks-service';
import { getCalendarFeed, regenerateCalendarFeed } from './feed-service';
import { getWorkingHours, saveWorkingHours } from './hours-service';

const washerErrors = {
  401: errorResponse('Signed out'),
  403: errorResponse('Not a washer'),
};
const idParam = z.object({ id: z.uuid() });
const tags = ['Schedule'];
const middleware = guard(asWasher);

const getHoursRoute = createRoute({
  method: 'get',
  path: '/schedule/working-hours',
  tags,
  middleware,
  summary: "The washer's weekly working hours and time zone (the initial hours until first saved)",
  responses: { 200: jsonResponse(workingHoursSchema, 'Working hours'), ...washerErrors },
});

const putHoursRoute = createRoute({
  method: 'put',
  path: '/schedule/working-hours',
  tags,
  middleware,
  summary: 'Replace the weekly working hours',
  request: { body: { required: true, content: { 'application/json': { schema: saveWorkingHoursSchema } } } },
  responses: {
    200: jsonResponse(workingHoursSchema, 'Saved'),
    400: errorResponse('Invalid slot or input'),
    ...washerErrors,
  },
});

const listBlocksRoute = createRoute({
  method: 'get',
  path: '/schedule/blocks',
  tags,
  middleware,
  summary: "The washer's blocked time from today on",
  responses: { 200: jsonResponse(blockedTimesSchema, 'Blocks'), ...washerErrors },
});

const putBlockRoute = createRoute({
  method: 'put',
  path: '/schedule/blocks/{id}',
  tags,
  middleware,
  summary: 'Block time off under this id, replacing the block of that id if there is one',
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: blockTimeOffSchema } } },
  },
  responses: {
    200: jsonResponse(blockedTimeSchema, 'Saved'),
    400: errorResponse('Invalid input or a past date'),
    ...washerErrors,
    404: errorResponse("Another washer's block"),
    409: errorResponse(
      'Overlaps an appointment or another block (the message names which), or the cap on blocks ahead',
    ),
  },
});

const deleteBlockRoute = createRoute({
  method: 'delete',
  path: '/schedule/blocks/{id}',
  tags,
  middleware,
  summary: 'Remove a block',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, ...washerErrors, 404: errorResponse('No such block of this washer') },
});

const getFeedRoute = createRoute({
  method: 'get',
  path: '/schedule/calendar-feed',
  tags,
  middleware,
  summary: "The washer's private iCalendar feed URL",
  request: { query: z.object({ timeZone: timeZoneSchema.optional() }) },
  responses: {
    200: jsonResponse(calendarFeedSchema, 'Feed URL'),
    400: errorResponse('Unknown time zone'),
    ...washerErrors,
  },
});

const regenerateFeedRoute = createRoute({
  method: 'post',
  path: '/schedule/calendar-feed/regenerate',
  tags,
  middleware,
  summary: 'Replace the feed URL; the old one stops working',
  responses: { 200: jsonResponse(calendarFeedSchema, 'New feed URL'), ...washerErrors },
});

/**
 * `jobsBetween` comes from the composition root: a block may not cover an appointment, and the
 * appointments feature, built on this one, knows them.
 */
export function scheduleRoutes({
  db,
  publicUrl,
  jobsBetween,
}: {
  db: Db;
  publicUrl: string;
  jobsBetween: JobsBetween;
}) {
  return createRouter()
    .openapi(getHoursRoute, async (c) => c.json(await getWorkingHours(db, c.get('caller')), 200))
    .openapi(putHoursRoute, async (c) => c.json(await saveWorkingHours(db, c.get('caller'), c.req.valid('json')), 200))
    .openapi(listBlocksRoute, async (c) => c.json({ blocks: await listBlocks(db, c.get('caller')) }, 200))
    .openapi(putBlockRoute, async (c) =>
      c.json(await saveBlock(db, jobsBetween, c.get('caller'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteBlockRoute, async (c) => {
      await deleteBlock(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(getFeedRoute, async (c) =>
      c.json(await getCalendarFeed(db, c.get('caller'), publicUrl, c.req.valid('query').timeZone), 200),
    )
    .openapi(regenerateFeedRoute, async (c) =>
      c.json(await regenerateCalendarFeed(db, c.get('caller'), publicUrl), 200),
    );
}
