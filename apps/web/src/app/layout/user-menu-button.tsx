import type { ComponentProps } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { SessionUser } from '@/lib/session';
import { initialsOf } from '@/lib/initials';

export function displayNameOf(user: SessionUser): string {
  return user.name.trim() || user.email;
}

/** The signed-in user's avatar button: shown on its own until the menu's code arrives, then as its trigger. */
export function UserMenuButton({ user, ...props }: ComponentProps<typeof Button> & { user: SessionUser }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={`Account: ${displayNameOf(user)}`}
      {...props}
    >
      <Avatar>
        {user.image ? <AvatarImage src={user.image} alt="" /> : null}
        <AvatarFallback>{initialsOf(user.name, user.email)}</AvatarFallback>
      </Avatar>
    </Button>
  );
}
