import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ArrowLeftIcon, InfoIcon, LoaderCircleIcon, LogInIcon, SearchXIcon, SendIcon } from 'lucide-react';
import { toast } from 'sonner';
import { requestMessages } from '@sudsy/domain/quote-request';
import { requestSlotForStart } from '@sudsy/domain/request-prefill';
import { listedPriceNote } from '@sudsy/domain/size-pricing';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import { noWashersMessage, searchMessages } from '@sudsy/domain/washer-search';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { ownerVehiclesQueryOptions } from '@/lib/owner-vehicles';
import type { ResultsView } from '@/lib/search-params';
import { freeTimeSummary } from '../lib/filter-chips';
import { requestSetMessage } from '../lib/request-set-message';
import { isSortOrder, sortOptions, sortWashers, type SortOrder } from '../lib/sort-washers';
import type { WasherSearchWizard } from '../lib/use-washer-search-wizard';
import type { RequestDetails, RequestDetailsOutput } from '../lib/use-request-details';
import { MapResults } from './map-results';
import { WasherCard } from './washer-card';
import { RequestDetailsCard } from './request-details-card';
import { ResultsViewToggle } from './results-view-toggle';

type ChooseWashersStepProps = { wizard: WasherSearchWizard; details: RequestDetails };

/** Step 2: the washers found, to tick, and for an owner what to ask them; then send. */
export function ChooseWashersStep({ wizard, details }: ChooseWashersStepProps) {
  const sortLabelId = useId();
  const detailsFormId = useId();
  const sendHintId = useId();
  const [order, setOrder] = useState<SortOrder>('closest');
  // Set when the map had to give way to the list, until the owner asks for the map again.
  const [mapFailed, setMapFailed] = useState(false);
  const { results, selected, user, view } = wizard;
  const owner = user?.role === 'owner';
  // The same cache entry as the vehicle field's: without a vehicle there is nothing to send.
  const vehicles = useQuery({ ...ownerVehiclesQueryOptions(), enabled: owner });
  const vehicleId = useWatch({ control: details.form.control, name: 'vehicleId' });
  const vehicle = vehicles.data?.find((candidate) => candidate.id === vehicleId) ?? null;
  // The date and time a card's free start set, said in the action bar while Your Request still holds them.
  const [asked, setAsked] = useState<{ date: string; time: string } | null>(null);
  const [preferredDate, preferredTime] = useWatch({
    control: details.form.control,
    name: ['preferredDate', 'preferredTime'],
  });
  const askedNote =
    asked && asked.date === preferredDate && asked.time === preferredTime ? requestSetMessage(asked) : '';

  if (!results) return <ResultsSkeleton />;
  if (results.washers.length === 0) {
    return <NoWashers message={noWashersMessage(results, wizard.criteria.address)} onModify={wizard.backToSearch} />;
  }

  const signedInAsWasher = user !== null && !owner;
  const count = selected.length;
  const washers = sortWashers(results.washers, order);
  const { photos } = details;
  const noVehicle = owner && vehicles.data?.length === 0;
  const sendHint = noVehicle ? 'Add a vehicle first.' : photos.uploading ? 'Uploading photos...' : null;

  const send = (values: RequestDetailsOutput) => {
    if (photos.failed) {
      toast.error('Some photos did not upload', { description: 'Retry them or remove them, then send again.' });
      return;
    }
    wizard.sendRequests({ ...values, photoIds: photos.photoIds, onSent: photos.keep });
  };
  const showAs = (next: ResultsView) => {
    if (next === 'map') setMapFailed(false);
    wizard.setView(next);
  };
  const mapUnavailable = () => {
    setMapFailed(true);
    wizard.setView('list');
  };
  const askForStart = (washerId: string, start: Date) => {
    const slot = requestSlotForStart(start, browserTimeZone() ?? 'UTC');
    details.askFor(slot.date, slot.time);
    if (!selected.includes(washerId)) wizard.toggleWasher(washerId, true);
    setAsked(slot);
  };
  const missingDetails = () =>
    toast.error(requestMessages.missingInformation.title, {
      description: requestMessages.missingInformation.description,
    });

  return (
    // A control focused by Tab or by a refused Send scrolls clear of the action bar, not under it.
    <section
      aria-labelledby="choose-washers-title"
      className="grid gap-6 [&_button]:scroll-mb-24 [&_textarea]:scroll-mb-24"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid justify-items-start gap-1">
          <Button type="button" variant="ghost" size="sm" className="mb-1 -ml-3" onClick={wizard.backToSearch}>
            <ArrowLeftIcon aria-hidden />
            Back to Search
          </Button>
          <h2 id="choose-washers-title" className="text-xl font-semibold tracking-tight">
            Choose Providers
          </h2>
          <p className="text-sm text-muted-foreground">
            {results.washers.length} found within {wizard.criteria.maxMiles} mi of {wizard.criteria.address.trim()}.{' '}
            {freeTimeSummary(wizard.criteria)} Tick the washers you want quotes from.{' '}
            {vehicle ? `Prices are for your ${vehicleLabel(vehicle)}.` : listedPriceNote}
          </p>
        </div>
        <div className="flex items-end gap-3">
          <ResultsViewToggle view={view} onChange={showAs} />
          <div className="grid flex-1 gap-2 sm:w-52 sm:flex-none">
            <span id={sortLabelId} className="text-sm leading-none font-medium">
              Sort by
            </span>
            <Select value={order} onValueChange={(value) => isSortOrder(value) && setOrder(value)}>
              <SelectTrigger aria-labelledby={sortLabelId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {sortOptions.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </div>

      {results.geocoded ? null : (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden />
          <AlertTitle>We could not place that address on the map.</AlertTitle>
          <AlertDescription>
            Washers are shown without distances. Pick a suggestion or use your location for distances.
          </AlertDescription>
        </Alert>
      )}

      {mapFailed && view === 'list' ? (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden />
          <AlertTitle>The map could not load, so the washers are shown as a list.</AlertTitle>
          <AlertDescription>Try the map again later, or choose from the list.</AlertDescription>
        </Alert>
      ) : null}

      {view === 'map' ? (
        <MapResults
          results={results.washers}
          origin={results.origin}
          selected={selected}
          requestedCount={wizard.criteria.serviceIds.length}
          vehicle={vehicle}
          onSelectedChange={wizard.toggleWasher}
          onAskForStart={owner ? askForStart : undefined}
          onUnavailable={mapUnavailable}
        />
      ) : (
        <ul aria-label="Providers" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {washers.map((washer) => (
            <WasherCard
              key={washer.id}
              washer={washer}
              vehicle={vehicle}
              requestedCount={wizard.criteria.serviceIds.length}
              selected={selected.includes(washer.id)}
              onSelectedChange={(chosen) => wizard.toggleWasher(washer.id, chosen)}
              onAskForStart={owner ? (start) => askForStart(washer.id, start) : undefined}
            />
          ))}
        </ul>
      )}

      {owner ? (
        <RequestDetailsCard
          details={details}
          formId={detailsFormId}
          onValid={send}
          onInvalid={missingDetails}
          sending={wizard.sending}
        />
      ) : user === null && !wizard.sessionPending ? (
        <Alert variant="info" role="note">
          <LogInIcon aria-hidden />
          <AlertTitle>Sign in to send your request.</AlertTitle>
          <AlertDescription>
            Send takes you to sign in and back here, to pick your vehicle and the date and time you would like.
          </AlertDescription>
        </Alert>
      ) : null}

      {signedInAsWasher ? (
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <AlertTitle>Only car owners can request quotes.</AlertTitle>
          <AlertDescription>
            You are signed in with a washer account. Sign in as a car owner to send quote requests.
          </AlertDescription>
        </Alert>
      ) : null}

      {/* Stays in view while the owner scrolls through the cards. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:mx-0 sm:rounded-xl sm:border sm:px-5">
        <div className="grid min-w-0 gap-0.5">
          <p role="status" className="text-sm font-medium">
            {count === 1 ? '1 provider selected' : `${count} providers selected`}
          </p>
          {/* Always rendered (an empty line takes no room), so a screen reader hears what a free start set. */}
          <p role="status" className="text-xs text-muted-foreground">
            {askedNote}
          </p>
          {sendHint ? (
            <p id={sendHintId} className="text-xs text-muted-foreground">
              {sendHint}
            </p>
          ) : null}
        </div>
        <Button
          // An owner's Send submits Your Request, so its fields are checked first; a visitor's signs in.
          type={owner ? 'submit' : 'button'}
          form={owner ? detailsFormId : undefined}
          onClick={owner ? undefined : () => wizard.sendRequests()}
          disabled={
            count === 0 || signedInAsWasher || noVehicle || photos.uploading || wizard.sessionPending || wizard.sending
          }
          aria-busy={wizard.sending || photos.uploading}
          aria-describedby={sendHint ? sendHintId : undefined}
        >
          {wizard.sending || photos.uploading ? (
            <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <SendIcon aria-hidden />
          )}
          Send Quote Requests
        </Button>
      </div>
    </section>
  );
}

function NoWashers({ message, onModify }: { message: string; onModify: () => void }) {
  return (
    <section
      aria-labelledby="no-washers-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 id="no-washers-title" className="text-xl font-semibold tracking-tight">
        {searchMessages.noneFound.title}
      </h2>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button type="button" onClick={onModify}>
        <ArrowLeftIcon aria-hidden />
        Modify Search
      </Button>
    </section>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Finding providers...</span>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-72 rounded-xl" />
      ))}
    </div>
  );
}
