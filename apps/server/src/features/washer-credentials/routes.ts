import { createRoute, z } from '@hono/zod-openapi';
import {
  certificationInputSchema,
  certificationResponseSchema,
  insuranceInputSchema,
  insuranceResponseSchema,
  publicCredentialsSchema,
  skillInputSchema,
  skillResponseSchema,
  washerCredentialsSchema,
} from '@sudsy/domain/washer-credentials';
import { asWasher } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import {
  addCertification,
  addSkill,
  myCredentials,
  publicCredentials,
  removeCertification,
  removeSkill,
  saveInsuranceNumber,
} from './service';

const tags = ['Washer credentials'];
const middleware = guard(asWasher);
const washerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a car washer') };
const notOwn = errorResponse("No such entry of this washer (someone else's answers the same)");
const idParam = z.object({ id: z.uuid() });

const getRoute = createRoute({
  method: 'get',
  path: '/washer-credentials',
  tags,
  middleware,
  summary: "The washer's insurance number, skills and certifications, oldest first",
  responses: { 200: jsonResponse(washerCredentialsSchema, 'Credentials'), ...washerErrors },
});

const insuranceRoute = createRoute({
  method: 'put',
  path: '/washer-credentials/insurance',
  tags,
  middleware,
  summary: 'Set the insurance number; blank removes it',
  request: { body: jsonBody(insuranceInputSchema) },
  responses: {
    200: jsonResponse(insuranceResponseSchema, 'Saved'),
    400: errorResponse('Invalid fields'),
    ...washerErrors,
  },
});

const addSkillRoute = createRoute({
  method: 'post',
  path: '/washer-credentials/skills',
  tags,
  middleware,
  summary: 'Add a skill (level beginner unless given)',
  request: { body: jsonBody(skillInputSchema) },
  responses: {
    201: jsonResponse(skillResponseSchema, 'Added'),
    400: errorResponse('Invalid fields, or the list is full'),
    ...washerErrors,
    409: errorResponse('The washer already lists this skill'),
  },
});

const removeSkillRoute = createRoute({
  method: 'delete',
  path: '/washer-credentials/skills/{id}',
  tags,
  middleware,
  summary: 'Remove a skill',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, ...washerErrors, 404: notOwn },
});

const addCertificationRoute = createRoute({
  method: 'post',
  path: '/washer-credentials/certifications',
  tags,
  middleware,
  summary: 'Add a certification: name, issuer and issue date required; expiry after issue; URL http or https',
  request: { body: jsonBody(certificationInputSchema) },
  responses: {
    201: jsonResponse(certificationResponseSchema, 'Added'),
    400: errorResponse('Invalid fields, or the list is full'),
    ...washerErrors,
  },
});

const removeCertificationRoute = createRoute({
  method: 'delete',
  path: '/washer-credentials/certifications/{id}',
  tags,
  middleware,
  summary: 'Remove a certification',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, ...washerErrors, 404: notOwn },
});

const publicRoute = createRoute({
  method: 'get',
  path: '/washers/{id}/credentials',
  tags: ['Washers'],
  summary:
    "A washer's skills and certifications; the insurance number only for the washer and owners with a booking with them",
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(publicCredentialsSchema, 'Credentials'),
    404: errorResponse('No such washer, not verified, or no profile yet'),
  },
});

export function washerCredentialsRoutes(db: Db) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await myCredentials(db, c.get('caller')), 200))
    .openapi(insuranceRoute, async (c) =>
      c.json({ insuranceNumber: await saveInsuranceNumber(db, c.get('caller'), c.req.valid('json')) }, 200),
    )
    .openapi(addSkillRoute, async (c) =>
      c.json({ skill: await addSkill(db, c.get('caller'), c.req.valid('json')) }, 201),
    )
    .openapi(removeSkillRoute, async (c) => {
      await removeSkill(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(addCertificationRoute, async (c) =>
      c.json({ certification: await addCertification(db, c.get('caller'), c.req.valid('json')) }, 201),
    )
    .openapi(removeCertificationRoute, async (c) => {
      await removeCertification(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(publicRoute, async (c) =>
      c.json(await publicCredentials(db, c.get('user'), c.req.valid('param').id), 200),
    );
}
