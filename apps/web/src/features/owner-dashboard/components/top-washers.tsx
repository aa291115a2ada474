import { Link } from 'react-router';
import { MapPinIcon, SearchIcon, StarIcon, StoreIcon } from 'lucide-react';
import { milesAwayLabel } from '@sudsy/domain/geo';
import type { TopWasher } from '@sudsy/domain/owner-dashboard';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** The best-rated washers serving the owner's saved address, each opening their public page. */
export function TopWashers({ washers }: { washers: readonly TopWasher[] }) {
  if (washers.length === 0) {
    return (
      <EmptyState
        icon={StoreIcon}
        title="No washers to show yet"
        description="Washers who serve your saved address appear here. Search by address to see who is near."
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/providers">
              <SearchIcon aria-hidden />
              Find Providers
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {washers.map((washer) => (
        <li key={washer.id}>
          <Link
            to={`/providers/${encodeURIComponent(washer.id)}`}
            className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors outline-none hover:bg-accent/50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="font-semibold leading-snug">{washer.businessName}</span>
              {washer.rating === null ? (
                <Badge variant="secondary">New Provider</Badge>
              ) : (
                <span className="inline-flex items-center gap-1 text-sm font-medium tabular-nums">
                  <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                  {washer.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </span>
              )}
            </span>
            <span className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span>
                {washer.experienceYears} {washer.experienceYears === 1 ? 'year' : 'years'} experience
              </span>
              <span className="inline-flex items-center gap-1">
                <MapPinIcon className="size-3.5" aria-hidden />
                {milesAwayLabel(washer.distanceMiles)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
