import { useEffect, useState } from 'react';
import { hasStarted } from '@sudsy/domain/appointment';

// setTimeout fires at once past 2^31 - 1 ms (about 24.8 days); a job further ahead waits for a
// later visit instead of a timer.
const longestTimerMs = 2 ** 31 - 1;

/**
 * Whether the job starting at `startsAt` (an ISO instant) has started, turning true while the page
 * is open when the start arrives. The server decides on its own clock; this only spares the washer
 * a refusal.
 */
export function useHasStarted(startsAt: string): boolean {
  const [now, setNow] = useState(() => new Date());
  const started = hasStarted(new Date(startsAt), now);
  useEffect(() => {
    if (started) return;
    const waitMs = Date.parse(startsAt) - Date.now();
    if (waitMs > longestTimerMs) return;
    const timer = setTimeout(() => setNow(new Date()), Math.max(waitMs, 0));
    return () => clearTimeout(timer);
  }, [started, startsAt]);
  return started;
}
