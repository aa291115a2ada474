import { Link } from 'react-router';
import { CalendarCheckIcon, LayoutDashboardIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { dashboardPathFor, roleLabels } from '@sudsy/domain/roles';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayNameOf, UserMenuButton } from '@/app/layout/user-menu-button';
import type { HeaderMenuProps } from '@/app/layout/header-menu';
import type { SessionUser } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';

/** The account menu; `openAtOnce` opens it as it mounts (its button was pressed while it loaded). */
export function UserMenu({ user, openAtOnce = false, onOpenChange }: HeaderMenuProps & { user: SessionUser }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu defaultOpen={openAtOnce} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{displayNameOf(user)}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          <span className="text-xs font-normal text-muted-foreground">{roleLabels[user.role]}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={dashboardPathFor(user.role)}>
            <LayoutDashboardIcon aria-hidden />
            Dashboard
          </Link>
        </DropdownMenuItem>
        {user.role === 'owner' ? (
          <DropdownMenuItem asChild>
            <Link to="/appointments">
              <CalendarCheckIcon aria-hidden />
              Appointments
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOutIcon aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
