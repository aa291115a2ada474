import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** The pause before a failed read's one retry: both tries and the pause fit well inside two seconds. */
const retryDelayMs = 500;

/**
 * The one retry rule for every read. A failed load shows its error and Retry within two seconds:
 * seconds of Loading… while retries back off look like a page that hangs, on a phone most of all,
 * and Retry hands the next try to the person. A 4xx is the server's decision (signed out,
 * forbidden, bad input) and an unexpected body will not change on its own, so neither is asked
 * again; a network failure or a 5xx may be a blip, so it is asked once more after a short pause.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The app's query client. Component tests pass `retryDelayMs: 0` so a failing answer is retried
 * at once instead of after the pause.
 */
export function createQueryClient(options: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay: options.retryDelayMs ?? retryDelayMs,
        // Ask even when the browser says it is offline: a paused query is endless Loading…, while a
        // failed one shows its error and Retry (a phone's idea of online is often wrong both ways).
        networkMode: 'always',
      },
      // Likewise a change: an error to act on, not a button spinning until a connection returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
