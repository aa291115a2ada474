import { createRoute, z } from '@hono/zod-openapi';
import {
  vehicleToasts,
  vehicleInputSchema,
  vehicleResponseSchema,
  vehiclesResponseSchema,
  vehicleUpdateSchema,
} from '@sudsy/domain/vehicle';
import { asOwner } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { createVehicle, deleteVehicle, getVehicle, listVehicles, updateVehicle } from './service';

const tags = ['Vehicles'];
// Signed out, the vehicle form's own text explains why.
const middleware = guard((user) => asOwner(user, { unauthorized: vehicleToasts.authRequired.description }));
const ownerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a car owner') };
const notOwn = errorResponse("No such vehicle of this owner (someone else's answers the same)");
const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: 'get',
  path: '/vehicles',
  tags,
  middleware,
  summary: "The owner's vehicles, newest first",
  responses: { 200: jsonResponse(vehiclesResponseSchema, 'Vehicles'), ...ownerErrors },
});

const createVehicleRoute = createRoute({
  method: 'post',
  path: '/vehicles',
  tags,
  middleware,
  summary: 'Add a vehicle',
  request: { body: jsonBody(vehicleInputSchema) },
  responses: {
    201: jsonResponse(vehicleResponseSchema, 'Added'),
    400: errorResponse('Invalid fields'),
    ...ownerErrors,
    409: errorResponse('The owner keeps as many vehicles as a user may (limit_reached)'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/vehicles/{id}',
  tags,
  middleware,
  summary: 'One of the owner’s vehicles',
  request: { params: idParam },
  responses: { 200: jsonResponse(vehicleResponseSchema, 'Vehicle'), ...ownerErrors, 404: notOwn },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/vehicles/{id}',
  tags,
  middleware,
  summary: 'Change the fields sent; blank or null clears an optional one',
  request: { params: idParam, body: jsonBody(vehicleUpdateSchema) },
  responses: {
    200: jsonResponse(vehicleResponseSchema, 'Updated'),
    400: errorResponse('Invalid fields'),
    ...ownerErrors,
    404: notOwn,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/vehicles/{id}',
  tags,
  middleware,
  summary: 'Remove a vehicle; requests that named it keep their other details',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, ...ownerErrors, 404: notOwn },
});

export function vehiclesRoutes(db: Db) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ vehicles: await listVehicles(db, c.get('caller')) }, 200))
    .openapi(createVehicleRoute, async (c) =>
      c.json({ vehicle: await createVehicle(db, c.get('caller'), c.req.valid('json')) }, 201),
    )
    .openapi(getRoute, async (c) =>
      c.json({ vehicle: await getVehicle(db, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(updateRoute, async (c) =>
      c.json({ vehicle: await updateVehicle(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')) }, 200),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteVehicle(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
