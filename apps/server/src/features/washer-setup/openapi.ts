import { z } from '@hono/zod-openapi';
import { asWasher } from '../../auth/access';
import { guard } from '../../http/guard';

// Response declarations shared by the washer-setup routes.
const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
export const error = (description: string) => json(errorBody, description);
export const washerErrors = { 401: error('Signed out'), 403: error('Not a washer') };
export const tags = ['Washer setup'];
/** Every washer-setup operation is the signed-in washer's own: 401 signed out, 403 for owners. */
export const washerOnly = guard(asWasher);
