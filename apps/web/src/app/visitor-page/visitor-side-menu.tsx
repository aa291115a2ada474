import { MenuIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/app/layout/logo';
import { MenuSignInLinks } from '@/app/layout/sign-in-links';
import { visitorPageIds as ids } from '@/app/visitor-page/visitor-page-ids';

/**
 * The side menu of a page drawn without the app (docs/decisions/017), below the width where the
 * header holds its links: the app's side menu as a native `<dialog>`, which visitor-islands.ts
 * opens as a modal (the browser then keeps focus inside, closes it on Escape and returns focus).
 */
export function VisitorSideMenu() {
  return (
    <>
      <Button
        id={ids.sideMenuButton}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-controls={ids.sideMenu}
        className="lg:hidden"
      >
        <MenuIcon className="size-5" aria-hidden />
      </Button>
      <dialog
        id={ids.sideMenu}
        aria-labelledby={ids.sideMenuTitle}
        aria-describedby={ids.sideMenuDescription}
        className="fixed inset-y-0 right-auto left-0 m-0 h-full max-h-none w-3/4 max-w-none border-0 border-r bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50 sm:max-w-sm"
      >
        <div className="relative flex h-full flex-col overflow-y-auto">
          <div className="flex flex-col gap-4 border-b p-4">
            <Logo className="self-start" />
            <h2 id={ids.sideMenuTitle} className="font-semibold text-foreground">
              Customer Menu
            </h2>
            <p id={ids.sideMenuDescription} className="sr-only">
              Pages of Sudsy you can go to.
            </p>
          </div>
          <div className="flex flex-col gap-2 p-4">
            <MenuSignInLinks />
          </div>
          <button
            type="button"
            data-closes-dialog
            className="absolute top-4 right-4 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">Close</span>
          </button>
        </div>
      </dialog>
    </>
  );
}
