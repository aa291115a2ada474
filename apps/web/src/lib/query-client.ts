import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * Only network failures and 5xx answers are worth asking again. A 4xx is the server's decision
 * (signed out, forbidden, bad input) and an unexpected body will not change on its own.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The app's query client. `retryDelayMs` replaces TanStack Query's backoff (1 s, then 2 s):
 * component tests pass 0 so a failing answer is retried at once instead of after three seconds.
 */
export function createQueryClient({ retryDelayMs }: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
      },
      mutations: { retry: false },
    },
  });
}
