import { Link } from 'react-router';
import { HeartIcon, MapPinIcon, SearchIcon, StarIcon } from 'lucide-react';
import { favouriteMessages, type FavouriteWasher } from '@sudsy/domain/favourites';
import { EmptyState } from '@/components/empty-state';
import { FavouriteButton } from '@/components/favourite-button';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useFavouriteWashers } from '@/lib/favourite-washers';
import { initialsOf } from '@/lib/initials';

const texts = favouriteMessages.card;

/** The washers the owner saved with the heart, each opening their public page; newest first. */
export function FavouriteWashersCard() {
  const favourites = useFavouriteWashers();
  return (
    <SectionCard id="favourite-washers-title" title={texts.title} description={texts.description} icon={<HeartIcon />}>
      {favourites.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading favourite washers...</span>
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-14" />
          ))}
        </div>
      ) : favourites.isError ? (
        <LoadFailed
          title={texts.loadFailed}
          description={serverMessage(favourites.error) ?? 'Check your connection and try again.'}
          onRetry={() => void favourites.refetch()}
          retrying={favourites.isRefetching}
        />
      ) : favourites.data.length === 0 ? (
        <EmptyState
          icon={HeartIcon}
          title={texts.empty}
          action={
            <Button asChild variant="outline" size="sm">
              <Link to="/providers">
                <SearchIcon aria-hidden />
                {texts.findWashers}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-2">
          {favourites.data.map((favourite) => (
            <FavouriteRow key={favourite.washerId} favourite={favourite} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function FavouriteRow({ favourite }: { favourite: FavouriteWasher }) {
  const { washerId, businessName, imageUrl, rating, area } = favourite;
  return (
    <li className="flex items-center gap-3 rounded-lg border p-3">
      <Avatar className="size-10">
        {imageUrl ? <AvatarImage src={imageUrl} alt="" /> : null}
        <AvatarFallback aria-hidden>{initialsOf(businessName, businessName)}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={`/providers/${encodeURIComponent(washerId)}`}
          className="truncate font-medium underline-offset-4 hover:underline focus-visible:underline"
        >
          {businessName}
        </Link>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {rating ? (
            <span className="inline-flex items-center gap-1 text-foreground">
              <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              <span className="font-medium tabular-nums">{rating.average.toFixed(1)}</span>
              <span className="sr-only"> out of 5</span>
              <span className="text-muted-foreground">
                ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
              </span>
            </span>
          ) : (
            <Badge variant="secondary">{texts.newProvider}</Badge>
          )}
          {area ? (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-3.5" aria-hidden />
              {area}
            </span>
          ) : null}
        </span>
      </div>
      <FavouriteButton washerId={washerId} businessName={businessName} className="size-8" />
    </li>
  );
}
