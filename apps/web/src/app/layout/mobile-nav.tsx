import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loadLaterFrameParts } from '@/app/layout/load-later-frame-parts';
import type { SessionUser } from '@/lib/session';

// The sheet's dialog code is fetched once the page has its data instead of with it: it is only
// needed once the menu button is pressed, and the landing page's first load has a byte budget.
const MobileMenuSheet = lazy(async () => ({ default: (await loadLaterFrameParts()).MobileMenuSheet }));

/** `loadMenu`: the sheet's code may come now (it comes at once when the button is pressed). */
export function MobileNav({ user, loadMenu }: { user: SessionUser | null; loadMenu: boolean }) {
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
      {loadMenu || open ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            id={sheetId}
            user={user}
            open={open}
            onOpenChange={(next) => setOpenAt(next ? location.key : null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
