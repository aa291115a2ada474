import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SessionUser } from '@/lib/session';

// The sheet's dialog code is fetched right after the first paint instead of with it: it is only
// needed once the menu button is pressed, and the landing page's first load has a 150 kB budget.
const MobileMenuSheet = lazy(async () => ({
  default: (await import('@/app/layout/mobile-menu-sheet')).MobileMenuSheet,
}));

export function MobileNav({ user }: { user: SessionUser | null }) {
  const location = useLocation();
  const sheetId = useId();
  // Open for one location only: any navigation (a link in the menu, Back, a redirect) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onClick={() => setOpenAt(location.key)}
      >
        <MenuIcon className="size-5" aria-hidden />
      </Button>
      <Suspense fallback={null}>
        <MobileMenuSheet
          id={sheetId}
          user={user}
          open={open}
          onOpenChange={(next) => setOpenAt(next ? location.key : null)}
        />
      </Suspense>
    </>
  );
}
