import { flushSync } from 'react-dom';
import { RouterProvider, type RouterProviderProps } from 'react-router';

/**
 * React Router's provider with ReactDOM's flushSync, as `react-router/dom` would give it (that
 * entry loads a second copy of react-router under Vitest). Sign-out relies on it to leave a
 * guarded page before the session is cleared.
 */
export function AppRouterProvider({ router }: Pick<RouterProviderProps, 'router'>) {
  return (
    <RouterProvider
      router={router}
      flushSync={(update): undefined => {
        flushSync(update);
      }}
    />
  );
}
