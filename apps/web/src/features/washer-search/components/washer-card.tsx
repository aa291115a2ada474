import { useId } from 'react';
import { Link } from 'react-router';
import {
  BriefcaseIcon,
  CalendarClockIcon,
  CalendarXIcon,
  MapPinIcon,
  NavigationIcon,
  StarIcon,
  ZapIcon,
} from 'lucide-react';
import { freeStartLabel, noFreeTimeLabel } from '@sudsy/domain/free-time';
import { milesAwayLabel } from '@sudsy/domain/geo';
import { formatCents } from '@sudsy/domain/money';
import { priceForVehicle } from '@sudsy/domain/size-pricing';
import type { Vehicle } from '@sudsy/domain/vehicle';
import type { WasherSearchResult } from '@sudsy/domain/washer-search';
import { FavouriteButton } from '@/components/favourite-button';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { initialsOf } from '@/lib/initials';
import { useBookNow } from '../lib/use-book-now';
import { cn } from '@/lib/utils';
import { VerifiedBadge } from '@/components/verified-badge';
import { PayAtJobNote } from '@/components/pay-at-job-note';
import { SizeSurchargeRow } from '@/components/size-surcharge-row';

type WasherCardProps = {
  washer: WasherSearchResult;
  /** The owner's car chosen under Your Request: prices include its size pricing, and Book now starts with it. */
  vehicle: Vehicle | null;
  /** How many services the owner asked for: a washer may offer only some of them. */
  requestedCount: number;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** For an owner: ask for the washer's free start in Your Request (the free-start line becomes a button). */
  onAskForStart?: ((start: Date) => void) | undefined;
};

/** The drawn size of a portfolio thumbnail at its widest (three across a card). */
const portfolioThumbPx = 120;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * One washer found: who they are, how far, what the chosen services cost with them. A click on the
 * card ticks it; the checkbox is what keyboards and screen readers use, and the name links to the
 * washer's page without ticking.
 */
export function WasherCard({
  washer,
  vehicle,
  requestedCount,
  selected,
  onSelectedChange,
  onAskForStart,
}: WasherCardProps) {
  const id = useId();
  const { rating, distanceMiles, area } = washer;
  const bookNow = useBookNow(washer, vehicle?.id);
  const vehicleType = vehicle?.type ?? null;
  const price = priceForVehicle(washer.estimatedTotalCents, vehicleType, washer.sizeSurcharges);

  return (
    <li
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button')) return;
        onSelectedChange(!selected);
      }}
      className={cn(
        'flex cursor-pointer flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/50',
        'has-[button:focus-visible]:border-ring has-[button:focus-visible]:ring-[3px] has-[button:focus-visible]:ring-ring/50',
        selected && 'border-primary bg-primary/5 ring-1 ring-primary dark:bg-primary/10',
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar className="size-12">
          {washer.photoUrl ? <AvatarImage src={washer.photoUrl} alt="" /> : null}
          <AvatarFallback aria-hidden className="bg-primary/10 font-semibold text-primary">
            {initialsOf(washer.businessName, washer.businessName)}
          </AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h3 id={`${id}-name`} className="text-lg leading-tight font-semibold">
            <Link to={`/providers/${washer.id}`} className="underline-offset-4 hover:underline focus-visible:underline">
              {washer.businessName}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {rating ? (
              <span className="inline-flex items-center gap-1 text-foreground">
                <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span className="font-medium">{rating.average.toFixed(1)}</span>
                <span className="text-muted-foreground">({plural(rating.count, 'review', 'reviews')})</span>
              </span>
            ) : (
              <Badge variant="secondary">New Provider</Badge>
            )}
            {washer.verified ? <VerifiedBadge /> : null}
            <span className="inline-flex items-center gap-1">
              <BriefcaseIcon className="size-3.5" aria-hidden />
              {plural(washer.experienceYears, 'year', 'years')} experience
            </span>
          </div>
        </div>
        <FavouriteButton washerId={washer.id} businessName={washer.businessName} className="size-8" />
        <Checkbox
          checked={selected}
          onCheckedChange={(state) => onSelectedChange(state === true)}
          aria-label={`Select ${washer.businessName}`}
          className="mt-1 size-5"
        />
      </div>

      <p className="flex items-center gap-1.5 text-sm">
        {distanceMiles !== null ? (
          <>
            <NavigationIcon className="size-3.5 text-primary" aria-hidden />
            <span className="font-medium">{milesAwayLabel(distanceMiles)}</span>
            {area ? <span className="text-muted-foreground">· {area}</span> : null}
          </>
        ) : (
          <>
            <MapPinIcon className="size-3.5 text-muted-foreground" aria-hidden />
            <span className="text-muted-foreground">{area ?? 'Distance unknown'}</span>
          </>
        )}
      </p>

      <FreeStart start={washer.nextFreeStart} onAsk={onAskForStart} />

      {washer.bio ? (
        <p dir="auto" className="line-clamp-3 text-sm text-muted-foreground">
          {washer.bio}
        </p>
      ) : null}

      {washer.portfolio.length > 0 ? (
        <ul aria-label={`Recent work by ${washer.businessName}`} className="grid grid-cols-3 gap-2">
          {washer.portfolio.map((piece) => (
            <li key={piece.id}>
              {/* Sized before it loads, so the card never shifts; loaded only when scrolled near. */}
              <img
                src={piece.thumbUrl}
                alt={piece.title ?? `Work by ${washer.businessName}`}
                width={portfolioThumbPx}
                height={portfolioThumbPx}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-md bg-muted object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto grid gap-2 rounded-lg bg-muted/50 p-3 text-sm">
        <ul aria-label={`Prices from ${washer.businessName}`} className="grid gap-1">
          {washer.services.map((service) => (
            <li key={service.serviceId} className="flex justify-between gap-2">
              <span className="min-w-0 truncate">{service.name}</span>
              <span className="shrink-0 tabular-nums">{formatCents(service.priceCents)}</span>
            </li>
          ))}
        </ul>
        <SizeSurchargeRow vehicleType={vehicleType} price={price} />
        <div className="flex justify-between gap-2 border-t pt-2 font-semibold">
          <span>Estimated total</span>
          <span className="tabular-nums">{formatCents(price.totalCents)}</span>
        </div>
        <PayAtJobNote />
        {washer.services.length < requestedCount ? (
          <p className="text-xs text-muted-foreground">
            Offers {washer.services.length} of your {requestedCount} services
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {washer.otherServicesCount > 0
            ? `+${plural(washer.otherServicesCount, 'other service', 'other services')}`
            : 'No other services'}
        </span>
        <span>Serves within {washer.workRadiusMiles} mi</span>
      </div>

      {bookNow ? (
        <>
          <Button type="button" className="w-full" onClick={bookNow.open}>
            <ZapIcon aria-hidden />
            Book now
            <span className="sr-only"> with {washer.businessName}</span>
          </Button>
          {bookNow.dialog}
        </>
      ) : null}
    </li>
  );
}

/**
 * The earliest time the washer has room for the job, in the owner's zone. For an owner it is a
 * button that asks for that time in Your Request (a button, so a click on it does not tick the card).
 */
function FreeStart({ start, onAsk }: { start: string | null; onAsk?: ((start: Date) => void) | undefined }) {
  if (start === null) {
    return (
      <p className="-mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarXIcon className="size-3.5" aria-hidden />
        {noFreeTimeLabel}
      </p>
    );
  }
  const at = new Date(start);
  const label = freeStartLabel(at, new Date(), browserTimeZone() ?? 'UTC');
  const line = 'flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400';
  if (!onAsk) {
    return (
      <p className={cn('-mt-2', line)}>
        <CalendarClockIcon className="size-3.5" aria-hidden />
        {label}
      </p>
    );
  }
  return (
    <p className="-mt-2">
      <button
        type="button"
        onClick={() => onAsk(at)}
        className={cn(
          line,
          'cursor-pointer rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/50',
        )}
      >
        <CalendarClockIcon className="size-3.5 shrink-0" aria-hidden />
        <span>
          {label} <span aria-hidden>·</span> Ask for this time
        </span>
      </button>
    </p>
  );
}
