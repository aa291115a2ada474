import { useState, type ComponentProps } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { SessionUser } from '@/lib/session';
import { initialsOf } from '@/lib/initials';

export function displayNameOf(user: SessionUser): string {
  return user.name.trim() || user.email;
}

/** The signed-in user's avatar button: shown on its own until the menu's code arrives, then as its trigger. */
export function UserMenuButton({ user, ...props }: ComponentProps<typeof Button> & { user: SessionUser }) {
  // The photo whose image has loaded: a photo removed or replaced shows the initials again meanwhile.
  const [loadedPhoto, setLoadedPhoto] = useState<string | null>(null);
  const photoShown = Boolean(user.image) && loadedPhoto === user.image;
  const initials = initialsOf(user.name, user.email);
  // The name holds what the button shows (WCAG 2.5.3, label in name): the initials stand in for the
  // photo until it has loaded, so whoever speaks or hears the letters they see finds the button.
  const name = `Account: ${displayNameOf(user)}`;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={photoShown ? name : `${name} (${initials})`}
      {...props}
    >
      <Avatar>
        {user.image ? (
          <AvatarImage
            src={user.image}
            alt=""
            onLoadingStatusChange={(status) => setLoadedPhoto(status === 'loaded' ? user.image : null)}
          />
        ) : null}
        <AvatarFallback>{initials}</AvatarFallback>
      </Avatar>
    </Button>
  );
}
