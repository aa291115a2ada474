import { useIsFetching } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * True once the first page has its data: no query has been fetching for `quietMs`, or `capMs` have
 * passed since the app first drew, whichever comes first; then true for good. What the frame loads
 * for later (its menus' code, the toasts, the live stream, the unread counts) waits for it: started
 * with the page, it took the connection and the processor from the page's own code and data, and on
 * a phone the page drew 0.3–0.9 s later (docs/benchmarks.md, "What the phone figures say (2026-11-28)").
 */
function useFirstPageSettled({ quietMs, capMs }: { quietMs: number; capMs: number }): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const cap = setTimeout(() => setSettled(true), capMs);
    return () => clearTimeout(cap);
  }, [capMs]);
  useEffect(() => {
    if (fetching > 0) return;
    const quiet = setTimeout(() => setSettled(true), quietMs);
    return () => clearTimeout(quiet);
  }, [fetching, quietMs]);
  return settled;
}

// Without a provider (a part rendered on its own) there is no page to wait for.
const PageSettled = createContext(true);

/** Decides once, for the whole app, when the first page has settled; a part mounted later knows at once. */
export function PageSettledProvider({
  quietMs = 300,
  capMs = 4000,
  children,
}: {
  quietMs?: number;
  capMs?: number;
  children: ReactNode;
}) {
  return <PageSettled.Provider value={useFirstPageSettled({ quietMs, capMs })}>{children}</PageSettled.Provider>;
}

export function usePageSettled(): boolean {
  return useContext(PageSettled);
}
