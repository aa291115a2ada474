import type { ReactNode } from 'react';

/** The header's bar, the same on every page: sticky, blurred behind, one row of controls. */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">{children}</div>
    </header>
  );
}
