import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once the first page has its data: no query has been fetching for `quietMs`, or `capMs` have
 * passed since the header first drew, whichever comes first; then true for good. What the header
 * loads for later (its menus' code, the live stream) waits for it: started with the page, it took
 * the connection and the processor from the page's own code and data, and on a phone the page
 * drew 0.3–0.9 s later (docs/benchmarks.md, "What the phone figures say (2026-11-28)").
 */
export function usePageSettled({ quietMs = 300, capMs = 4000 } = {}): boolean {
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
