import { ApiError } from '@/lib/api-client';

/** What a failed save tells the washer: the server's own words when it gave some. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.code !== 'invalid_response') {
    return Object.values(error.fields)[0] ?? error.message;
  }
  return 'Something went wrong. Check your connection and try again.';
}
