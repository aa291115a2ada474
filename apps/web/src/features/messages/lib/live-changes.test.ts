import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messagesQueryKeys } from '../api/messages-query-keys';
import { createLiveChanges } from './live-changes';

/** The header badge's query, watched as the header watches it, answering from `server` when asked. */
function watchedUnreadCount(queryClient: QueryClient, server: { unread: number; answers: Promise<void>[] }) {
  const observer = new QueryObserver(queryClient, {
    queryKey: messagesQueryKeys.unreadCount,
    queryFn: async () => {
      // Read now, answered later: the answer is the count at the moment it was read.
      const read = server.unread;
      await Promise.all(server.answers);
      return read;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { current: () => queryClient.getQueryData<number>(messagesQueryKeys.unreadCount), unsubscribe };
}

const increment = (queryClient: QueryClient) => () =>
  queryClient.setQueryData<number>(messagesQueryKeys.unreadCount, (count) => (count === undefined ? count : count + 1));

describe('live changes', () => {
  it('a count read before a message arrived, answered after it, does not undo the message', async () => {
    const queryClient = new QueryClient();
    let answer: () => void = () => {};
    const server = { unread: 0, answers: [new Promise<void>((resolve) => (answer = resolve))] };
    const badge = watchedUnreadCount(queryClient, server);
    // The message lands on the server while the count of 0 is on its way back.
    server.unread = 1;
    server.answers = [];
    const applied = createLiveChanges(queryClient)(increment(queryClient));
    answer();
    await applied;
    await expect.poll(badge.current).toBe(1);
    badge.unsubscribe();
  });

  it('with nothing in flight, applies the change at once and asks nothing again', async () => {
    const queryClient = new QueryClient();
    const server = { unread: 2, answers: [] as Promise<void>[] };
    const badge = watchedUnreadCount(queryClient, server);
    await expect.poll(badge.current).toBe(2);
    server.unread = 99; // Would show if the change asked the server again.
    await createLiveChanges(queryClient)(increment(queryClient));
    expect(badge.current()).toBe(3);
    expect(queryClient.isFetching()).toBe(0);
    badge.unsubscribe();
  });

  it('applies changes in the order they arrive', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(messagesQueryKeys.unreadCount, 1);
    const seen: number[] = [];
    const apply = createLiveChanges(queryClient);
    void apply(() => seen.push(1));
    await apply(() => seen.push(2));
    expect(seen).toEqual([1, 2]);
  });
});
