import { useCallback, useSyncExternalStore } from 'react';
import { mobileBreakpointPx } from '@sudsy/domain/constants';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Prerendered pages are drawn as on a wide screen; hydration then takes the real answer.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the product's mobile breakpoint (768 px) navigation moves into the side menu. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${mobileBreakpointPx - 0.02}px)`);
}
