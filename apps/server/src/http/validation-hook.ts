import type { z } from 'zod';
import { invalidFields } from './app-error';

/**
 * The openapi `defaultHook`: a failed zod check becomes a 400 naming each field, so every route
 * answers bad input the same way and never reaches its handler.
 */
export function validationHook(result: { success: true } | { success: false; error: z.ZodError }): void {
  if (result.success) return;
  throw invalidFields(fieldErrors(result.error));
}

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    // The first problem per field is the one to fix first; later ones would overwrite it.
    fields[path] ??= issue.message;
  }
  return fields;
}
