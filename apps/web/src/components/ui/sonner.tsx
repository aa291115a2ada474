import type { CSSProperties } from 'react';
import { useTheme } from 'next-themes';
import { Toaster as Sonner } from 'sonner';
import { useIsMobile } from '@/lib/use-media-query';

/**
 * Toasts in the app's colours, light or dark as the page currently is (system preference by
 * default). On a phone they come from the top, so none covers a page's sticky action bar.
 */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  const isMobile = useIsMobile();
  return (
    <Sonner
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      position={isMobile ? 'top-center' : 'bottom-right'}
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
