import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/** The body of every API error: a code, a message and, for bad input, the message of each field. */
export type ErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    /** An instant booking's 409 (slot taken): the washer's next free starts, so the owner can choose again. */
    freeSlots?: string[];
  };
};

/**
 * What services throw when a request cannot be served; the error handler turns it into
 * the API error shape. Anything else thrown becomes a generic 500.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: ErrorStatus & ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/** Default code and message per status, used when nothing more specific is known. */
export const statusDefaults: Record<ErrorStatus, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request is not valid.' },
  401: { code: 'unauthorized', message: 'Please sign in to continue.' },
  403: { code: 'forbidden', message: 'You do not have access to this.' },
  404: { code: 'not_found', message: 'Not found.' },
  409: { code: 'conflict', message: 'This conflicts with the current state. Refresh and try again.' },
  413: { code: 'payload_too_large', message: 'The request is too large.' },
  // Hono's route validators answer a body of a type the route does not declare with 415.
  415: { code: 'unsupported_media_type', message: 'This request body type is not accepted here.' },
  429: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
  500: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
};

const make =
  (status: Exclude<ErrorStatus, 500>) =>
  (message = statusDefaults[status].message, code = statusDefaults[status].code): AppError =>
    new AppError(status, code, message);

export const badRequest = make(400);
export const unauthorized = make(401);
export const forbidden = make(403);
export const notFound = make(404);
export const conflict = make(409);
export const payloadTooLarge = make(413);
export const tooManyRequests = make(429);

/** 400 naming each invalid field (dotted path → message), as forms show them next to inputs. */
export function invalidFields(fields: Record<string, string>, message = 'Some fields are not valid.'): AppError {
  return new AppError(400, 'invalid_input', message, fields);
}
