import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { loadLaterFrameParts } from '@/app/layout/load-later-frame-parts';
import { PageSettledProvider, usePageSettled } from '@/lib/page-settled';

// Toasts only ever answer an action, so their code comes with the frame's other later parts once
// the first page has its data; sonner shows any toast raised before then.
const Toaster = lazy(async () => ({ default: (await loadLaterFrameParts()).Toaster }));

function LaterToaster() {
  return usePageSettled() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

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
        <PageSettledProvider>
          {children}
          <LaterToaster />
        </PageSettledProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
