import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** Reads an API answer with the domain's schema; an unexpected shape is an error, never half-shown data. */
export function parseAnswer<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(200, 'invalid_response', 'The server sent an unexpected answer.');
  return result.data;
}
