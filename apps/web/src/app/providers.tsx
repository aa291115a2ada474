import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { importPatiently } from '@/lib/import-patiently';

// Toasts only ever answer an action, so their code can follow the first paint instead of
// weighing on the landing page's 150 kB first load; sonner shows any toast raised before then.
const Toaster = lazy(async () => ({
  default: (await importPatiently(() => import('@/components/ui/sonner'))).Toaster,
}));

/** Everything the pages share above the router: server state, the theme and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* index.html applies the saved theme before the first paint. next-themes' own inline script
          cannot run in a client-rendered app, so it is marked as data and React leaves it be. */}
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        scriptProps={{ type: 'application/json' }}
      >
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
