import { useIsFetching } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * True once the first page has its data: the page has mounted and no query has been fetching for
 * `quietMs` since, or `capMs` have passed since the app first drew, whichever comes first; then true
 * for good. What the frame loads for later (its menus' code, the toasts, the live stream, the unread
 * counts) waits for it: started with the page, it took the connection and the processor from the
 * page's own code and data, and on a phone the page drew 0.3–0.9 s later (docs/benchmarks.md, "What
 * the phone figures say (2026-11-28)").
 */
function useFirstPageSettled({
  quietMs,
  capMs,
  pageShown,
}: {
  quietMs: number;
  capMs: number;
  pageShown: boolean;
}): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const cap = setTimeout(() => setSettled(true), capMs);
    return () => clearTimeout(cap);
  }, [capMs]);
  useEffect(() => {
    // Nothing fetching before the page mounts only means it has not asked yet: between the session's
    // answer and the page's first effects lie its code and its render, which on a slow phone or a
    // loaded machine outlast the quiet period.
    if (!pageShown || fetching > 0) return;
    const quiet = setTimeout(() => setSettled(true), quietMs);
    return () => clearTimeout(quiet);
  }, [pageShown, fetching, quietMs]);
  return settled;
}

// Without a provider (a part rendered on its own) there is no page to wait for.
const PageSettled = createContext(true);
const MarkPageShown = createContext<() => void>(() => {});

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
  const [pageShown, setPageShown] = useState(false);
  const markPageShown = useCallback(() => setPageShown(true), []);
  return (
    <MarkPageShown.Provider value={markPageShown}>
      <PageSettled.Provider value={useFirstPageSettled({ quietMs, capMs, pageShown })}>{children}</PageSettled.Provider>
    </MarkPageShown.Provider>
  );
}

/**
 * Wraps a page (the router wraps each route's page; a test, the part it renders in a page's place):
 * its effect runs after those of the page below it, so the page's queries are already fetching when
 * the quiet period may start.
 */
export function PageShown({ children }: { children: ReactNode }) {
  const markPageShown = useContext(MarkPageShown);
  useEffect(() => markPageShown(), [markPageShown]);
  return children;
}

export function usePageSettled(): boolean {
  return useContext(PageSettled);
}
