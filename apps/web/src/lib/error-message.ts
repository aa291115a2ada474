import { ApiError } from '@/lib/api-client';

/**
 * The server's own words about a failure, when it sent some: error toasts pass them on. Null for a
 * network failure, an answer without our error body (a proxy's page) or an unreadable one, where
 * the caller's own fallback text fits better.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === 'invalid_response' || error.code.startsWith('http_')) return null;
  return Object.values(error.fields)[0] ?? error.message;
}

/** The fallback for a failed action when the server gave no words of its own. */
export const unexpectedFailure = 'Something went wrong. Check your connection and try again.';
