import { HeartIcon } from 'lucide-react';
import { favouriteMessages } from '@sudsy/domain/favourites';
import { Button } from '@/components/ui/button';
import { useChangeFavourite, useFavouriteWashers } from '@/lib/favourite-washers';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';

type FavouriteButtonProps = { washerId: string; businessName: string; className?: string };

/**
 * The heart that saves a washer to the owner's favourites or removes them. Only signed-in owners
 * keep favourites, so nobody else sees it; it waits for the list before it can say which it is.
 */
export function FavouriteButton({ washerId, businessName, className }: FavouriteButtonProps) {
  const { user } = useSession();
  const isOwner = user?.role === 'owner';
  const favourites = useFavouriteWashers(isOwner);
  const change = useChangeFavourite();
  if (!isOwner) return null;

  const favourite = favourites.data?.some((entry) => entry.washerId === washerId) ?? false;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-pressed={favourite}
      aria-label={favourite ? favouriteMessages.remove(businessName) : favouriteMessages.save(businessName)}
      title={favourite ? favouriteMessages.remove(businessName) : favouriteMessages.save(businessName)}
      disabled={favourites.data === undefined}
      onClick={() => change.mutate({ washerId, businessName, favourite: !favourite })}
      // A 32 px heart beside a card's checkbox still takes a 44 px tap: its hit area reaches 6 px out.
      className={cn('relative shrink-0 rounded-full after:absolute after:-inset-1.5 after:rounded-full', className)}
    >
      <HeartIcon className={cn(favourite && 'fill-rose-500 text-rose-500')} aria-hidden />
    </Button>
  );
}
