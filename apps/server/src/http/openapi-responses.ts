import { z } from '@hono/zod-openapi';

// Response declarations for createRoute, so every feature documents its answers and errors alike.
const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
export const errorResponse = (description: string) => jsonResponse(errorBody, description);
/** A stored image answered as its bytes (a photo, a thumbnail). */
export const imageResponse = (description = 'The photo') => ({
  description,
  content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
});
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
