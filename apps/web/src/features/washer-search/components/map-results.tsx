import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { XIcon } from 'lucide-react';
import type { WasherSearchResult } from '@sudsy/domain/washer-search';
import type { Vehicle } from '@sudsy/domain/vehicle';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';
import { LazyResultsMap } from './lazy-results-map';
import { WasherCard } from './washer-card';
import type { MapWasher } from './results-map';

type MapResultsProps = {
  /** The search answer's washers, as it came: a new array only for a new search. */
  results: readonly WasherSearchResult[];
  origin: Coordinates | null;
  selected: readonly string[];
  requestedCount: number;
  /** The owner's chosen car, whose size pricing the cards add. */
  vehicle: Vehicle | null;
  onSelectedChange: (id: string, chosen: boolean) => void;
  /** For an owner: ask for a washer's free start in Your Request (see WasherCard). */
  onAskForStart?: ((id: string, start: Date) => void) | undefined;
  /** The map cannot be shown: the step goes back to the list and says why. */
  onUnavailable: () => void;
};

/** The open cards' width beside the map on wide screens (22rem); below it on phones. */
const cardsWidthPx = 352;

/**
 * Step 2 as a map: a marker opens that washer's card over the map (below it on a phone), where it
 * is ticked as in the list; washers the map cannot place are named under it and open the same way.
 */
export function MapResults({
  results,
  origin,
  selected,
  requestedCount,
  vehicle,
  onSelectedChange,
  onAskForStart,
  onUnavailable,
}: MapResultsProps) {
  const [openIds, setOpenIds] = useState<string[]>([]);
  const wide = useMediaQuery('(min-width: 768px)');
  // Kept while the search answer is: the map fits its markers again only for new ones.
  const washers = useMemo(
    () =>
      results.flatMap(({ id, businessName, mapCenter, workRadiusMiles, distanceMiles }): MapWasher[] =>
        mapCenter ? [{ id, businessName, point: mapCenter, workRadiusMiles, distanceMiles }] : [],
      ),
    [results],
  );
  const unplaced = results.filter((washer) => washer.mapCenter === null);
  const open = openIds.flatMap((id) => results.filter((washer) => washer.id === id));

  return (
    <div className="grid gap-3">
      {origin === null && washers.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          None of these providers can be placed on the map.
        </p>
      ) : (
        <div className="relative">
          <LazyResultsMap
            origin={origin}
            washers={washers}
            openIds={openIds}
            selectedIds={selected}
            onOpen={setOpenIds}
            onUnavailable={onUnavailable}
            coveredRightPx={wide && open.length > 0 ? cardsWidthPx : 0}
            label="Map of providers"
          />
          {open.length > 0 ? (
            <OpenCards
              washers={open}
              selected={selected}
              requestedCount={requestedCount}
              vehicle={vehicle}
              onSelectedChange={onSelectedChange}
              onAskForStart={onAskForStart}
              onClose={() => setOpenIds([])}
            />
          ) : null}
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        Select a marker to see that provider&apos;s card. A numbered marker gathers providers close together: select it
        to zoom in.
      </p>
      {unplaced.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
          <span className="font-medium">Not on the map:</span>
          {unplaced.map((washer, index) => (
            <span key={washer.id}>
              <Button type="button" variant="link" className="h-auto p-0" onClick={() => setOpenIds([washer.id])}>
                {washer.businessName}
              </Button>
              {index < unplaced.length - 1 ? ',' : ''}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

type OpenCardsProps = Pick<
  MapResultsProps,
  'selected' | 'requestedCount' | 'vehicle' | 'onSelectedChange' | 'onAskForStart'
> & {
  washers: WasherSearchResult[];
  onClose: () => void;
};

/** The cards a marker opened, focused so a keyboard or a phone (where they sit below the map) lands on them. */
function OpenCards({
  washers,
  selected,
  requestedCount,
  vehicle,
  onSelectedChange,
  onAskForStart,
  onClose,
}: OpenCardsProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const shown = washers.map((washer) => washer.id).join(',');
  useEffect(() => {
    panel.current?.focus();
  }, [shown]);
  const [first] = washers;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="mt-3 grid gap-2 rounded-xl outline-none md:absolute md:top-3 md:right-3 md:bottom-3 md:z-10 md:mt-0 md:w-[22rem] md:content-start md:overflow-y-auto md:rounded-xl md:bg-background/90 md:p-2 md:shadow-lg md:backdrop-blur"
    >
      <div className="flex items-center justify-between gap-2 pl-1">
        <p id={titleId} className="text-sm font-medium">
          {washers.length > 1 || !first
            ? `${washers.length} providers here`
            : `${first.mapCenter ? 'On the map' : 'Not on the map'}: ${first.businessName}`}
        </p>
        <Button type="button" variant="ghost" size="icon" className="size-8" aria-label="Close" onClick={onClose}>
          <XIcon aria-hidden />
        </Button>
      </div>
      <ul aria-label="Opened from the map" className="grid gap-3">
        {washers.map((washer) => (
          <WasherCard
            key={washer.id}
            washer={washer}
            vehicle={vehicle}
            requestedCount={requestedCount}
            selected={selected.includes(washer.id)}
            onSelectedChange={(chosen) => onSelectedChange(washer.id, chosen)}
            onAskForStart={onAskForStart && ((start) => onAskForStart(washer.id, start))}
          />
        ))}
      </ul>
    </section>
  );
}
