import type { QueryClient } from '@tanstack/react-query';
import { messagesQueryKeys } from '../api/messages-query-keys';

/**
 * Applies what the live stream tells (a message, a read receipt) to the cached answers, in the
 * order it arrives. An answer still in flight was read on the server before that change and,
 * landing after it, would undo it (the badge back at 0 with a message unread): such fetches are
 * dropped first and asked again once the change is in. Returns a function taking each change.
 */
export function createLiveChanges(queryClient: QueryClient): (change: () => void) => Promise<void> {
  let applying = Promise.resolve();
  return (change) => {
    applying = applying.then(async () => {
      const stale = queryClient.isFetching({ queryKey: messagesQueryKeys.all }) > 0;
      if (stale) await queryClient.cancelQueries({ queryKey: messagesQueryKeys.all });
      change();
      if (stale) void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.all });
    });
    return applying;
  };
}
