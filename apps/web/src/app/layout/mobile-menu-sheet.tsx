import { NavLink } from 'react-router';
import { LogOutIcon } from 'lucide-react';
import { MenuSignInLinks } from '@/app/layout/sign-in-links';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { roleNavigation } from '@/app/layout/nav-links';
import { Logo } from '@/app/layout/logo';
import type { SessionUser } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';
import { UnreadMessagesBadge } from '@/features/messages/components/unread-messages-badge';

type MobileMenuSheetProps = {
  id: string;
  user: SessionUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The side menu from the left that holds the navigation below the mobile breakpoint. */
export function MobileMenuSheet({ id, user, open, onOpenChange }: MobileMenuSheetProps) {
  const signOut = useSignOut();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id={id} side="left" className="gap-0">
        <SheetHeader className="gap-4 border-b">
          <Logo onClick={close} className="self-start" />
          <SheetTitle>{user?.role === 'washer' ? 'Provider Menu' : 'Customer Menu'}</SheetTitle>
          <SheetDescription className="sr-only">Pages of Sudsy you can go to.</SheetDescription>
        </SheetHeader>
        {user ? (
          <>
            <nav aria-label="Menu" className="p-2">
              <ul className="flex flex-col gap-1">
                {roleNavigation[user.role].map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      onClick={close}
                      className="flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                    >
                      <Icon className="size-4" aria-hidden />
                      {label}
                      {to === '/messages' ? <UnreadMessagesBadge className="ml-auto" /> : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <SheetFooter className="border-t">
              <p className="truncate text-sm text-muted-foreground">Signed in as {user.email}</p>
              <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
                <LogOutIcon aria-hidden />
                Logout
              </Button>
            </SheetFooter>
          </>
        ) : (
          <SheetFooter className="mt-0">
            <MenuSignInLinks onClick={close} />
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}
