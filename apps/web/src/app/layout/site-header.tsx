import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageSquareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DesktopNav } from '@/app/layout/desktop-nav';
import { HeaderBar } from '@/app/layout/header-bar';
import { HeaderSignInLinks } from '@/app/layout/sign-in-links';
import { Logo } from '@/app/layout/logo';
import { MobileNav } from '@/app/layout/mobile-nav';
import { ThemeButton } from '@/app/layout/theme-button';
import { UserMenuButton } from '@/app/layout/user-menu-button';
import { loadLaterFrameParts } from '@/app/layout/load-later-frame-parts';
import { useSession } from '@/lib/session';
import { UnreadMessagesBadge } from '@/features/messages/components/unread-messages-badge';
import { NotificationBellButton } from '@/features/notifications/components/notification-bell-button';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePageSettled } from '@/lib/page-settled';

// The dropdown menus arrive once the page has its data (usePageSettled), each showing its plain
// button meanwhile: menu code is not needed to draw the header, the landing page's first load has a
// byte budget, and on a phone the page's own code and data come first.
// Offline, each keeps its plain button until its code arrives (importPatiently).
const ThemeMenu = lazy(async () => ({ default: (await loadLaterFrameParts()).ThemeMenu }));
const UserMenu = lazy(async () => ({ default: (await loadLaterFrameParts()).UserMenu }));
const NotificationBell = lazy(async () => ({ default: (await loadLaterFrameParts()).NotificationBell }));
// The live stream (with its schemas) waits for the page too; signed out, it never mounts.
const LiveUpdates = lazy(async () => ({ default: (await loadLaterFrameParts()).LiveUpdates }));

/**
 * Below this width the header's links move into the side menu: six links, the theme button and the
 * account menu need a laptop's width, and on a tablet they would push the account menu off screen.
 */
const headerMenuBelowPx = 1024;

/** `children` (lazy) once `when` holds, `meanwhile` until then and while their code arrives. */
function LoadWhen({ when, meanwhile, children }: { when: boolean; meanwhile: ReactNode; children: ReactNode }) {
  return when ? <Suspense fallback={meanwhile}>{children}</Suspense> : meanwhile;
}

export function SiteHeader() {
  const { user, isPending } = useSession();
  const isMobile = useMediaQuery(`(max-width: ${headerMenuBelowPx - 0.02}px)`);
  // A press on a menu's button before the menu's code has arrived opens it once it has, instead of being lost.
  const [pressedEarly, setPressedEarly] = useState<'theme' | 'notifications' | 'account' | null>(null);
  const settled = () => setPressedEarly(null);
  // The menus' code and the live stream come once the page has its data, or at once when pressed.
  const pageSettled = usePageSettled();
  const load = (menu: typeof pressedEarly) => pageSettled || pressedEarly === menu;

  return (
    <HeaderBar>
      {isMobile ? <MobileNav user={user} loadMenu={pageSettled} /> : null}
      <Logo className="mr-4" />
      {!isMobile && user ? <DesktopNav role={user.role} /> : null}
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <LoadWhen when={load('theme')} meanwhile={<ThemeButton onClick={() => setPressedEarly('theme')} />}>
          <ThemeMenu openAtOnce={pressedEarly === 'theme'} onOpenChange={settled} />
        </LoadWhen>
        {isPending ? (
          // Holds the place of the account controls so the header does not jump once the session is known.
          <div className="size-9 animate-pulse rounded-full bg-muted" aria-hidden />
        ) : user ? (
          <>
            <LoadWhen when={pageSettled} meanwhile={null}>
              <LiveUpdates userId={user.id} />
            </LoadWhen>
            {isMobile ? (
              // On a phone the navigation sits in the menu, so the unread count gets its own place in the bar.
              <Button asChild variant="ghost" size="icon" className="relative">
                <Link to="/messages">
                  <MessageSquareIcon className="size-5" aria-hidden />
                  <span className="sr-only">Messages</span>
                  <UnreadMessagesBadge className="absolute -top-0.5 -right-0.5" />
                </Link>
              </Button>
            ) : null}
            <LoadWhen
              when={load('notifications')}
              meanwhile={<NotificationBellButton onClick={() => setPressedEarly('notifications')} />}
            >
              <NotificationBell openAtOnce={pressedEarly === 'notifications'} onOpenChange={settled} />
            </LoadWhen>
            <LoadWhen
              when={load('account')}
              meanwhile={<UserMenuButton user={user} onClick={() => setPressedEarly('account')} />}
            >
              <UserMenu user={user} openAtOnce={pressedEarly === 'account'} onOpenChange={settled} />
            </LoadWhen>
          </>
        ) : (
          <HeaderSignInLinks />
        )}
      </div>
    </HeaderBar>
  );
}
