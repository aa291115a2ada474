import type { CSSProperties } from 'react';
import { useTheme } from 'next-themes';
import { Toaster as Sonner } from 'sonner';

/** Toasts in the app's colours, light or dark as the page currently is (system preference by default). */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
    />
  );
}
