import { useSyncExternalStore } from 'react';

/** Where the live message stream stands: 'offline' before it is started or after it is stopped. */
export type StreamStatus = 'offline' | 'connecting' | 'open' | 'reconnecting';

let current: StreamStatus = 'offline';
const listeners = new Set<() => void>();

export function setStreamStatus(status: StreamStatus): void {
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStreamStatus(): StreamStatus {
  return useSyncExternalStore(subscribe, () => current);
}
