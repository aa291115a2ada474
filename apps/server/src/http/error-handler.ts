import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { AppError, statusDefaults, type ErrorStatus } from './app-error';
import type { AppEnv } from './app-env';

function isKnownStatus(status: number): status is Exclude<ErrorStatus, 500> {
  return status !== 500 && status in statusDefaults;
}

/** The app's one onError: AppError and Hono's own client errors keep their status, the rest is a 500. */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && isKnownStatus(error.status)) {
      // Hono's messages (e.g. "Malformed JSON in request body") are safe and useful to show.
      const { code, message } = statusDefaults[error.status];
      return c.json({ error: { code, message: error.message || message } }, error.status);
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ error: statusDefaults[500] }, 500);
  };
}
