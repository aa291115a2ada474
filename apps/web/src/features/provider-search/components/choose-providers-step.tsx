import { useId, useState } from 'react';
import { ArrowLeftIcon, InfoIcon, LoaderCircleIcon, SearchXIcon, SendIcon } from 'lucide-react';
import { noWashersMessage, searchMessages } from '@sudsy/domain/washer-search';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { isSortOrder, sortOptions, sortProviders, type SortOrder } from '../lib/sort-providers';
import type { ProviderSearchWizard } from '../lib/use-provider-search-wizard';
import { ProviderCard } from './provider-card';

/** Step 2: the washers found, to tick and send the request to. */
export function ChooseProvidersStep({ wizard }: { wizard: ProviderSearchWizard }) {
  const sortLabelId = useId();
  const [order, setOrder] = useState<SortOrder>('closest');
  const { results, selected, user } = wizard;

  if (!results) return <ResultsSkeleton />;
  if (results.washers.length === 0) {
    return <NoProviders message={noWashersMessage(results, wizard.criteria.address)} onModify={wizard.backToSearch} />;
  }

  const washer = user !== null && user.role !== 'owner';
  const count = selected.length;
  const providers = sortProviders(results.washers, order);

  return (
    <section aria-labelledby="choose-providers-title" className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid justify-items-start gap-1">
          <Button type="button" variant="ghost" size="sm" className="mb-1 -ml-3" onClick={wizard.backToSearch}>
            <ArrowLeftIcon aria-hidden />
            Back to Search
          </Button>
          <h2 id="choose-providers-title" className="text-xl font-semibold tracking-tight">
            Choose Providers
          </h2>
          <p className="text-sm text-muted-foreground">
            {results.washers.length} found within {wizard.criteria.maxMiles} mi of {wizard.criteria.address.trim()}.
            Tick the washers you want quotes from.
          </p>
        </div>
        <div className="grid gap-2 sm:w-52">
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

      {results.geocoded ? null : (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden />
          <AlertTitle>We could not place that address on the map.</AlertTitle>
          <AlertDescription>
            Washers are shown without distances. Pick a suggestion or use your location for distances.
          </AlertDescription>
        </Alert>
      )}

      <ul aria-label="Providers" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {providers.map((provider) => (
          <ProviderCard
            key={provider.id}
            provider={provider}
            requestedCount={wizard.criteria.serviceIds.length}
            selected={selected.includes(provider.id)}
            onSelectedChange={(chosen) => wizard.toggleProvider(provider.id, chosen)}
          />
        ))}
      </ul>

      {washer ? (
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
        <p role="status" className="text-sm font-medium">
          {count === 1 ? '1 provider selected' : `${count} providers selected`}
        </p>
        <Button
          type="button"
          onClick={wizard.sendRequests}
          disabled={count === 0 || washer || wizard.sessionPending || wizard.sending}
          aria-busy={wizard.sending}
        >
          {wizard.sending ? (
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

function NoProviders({ message, onModify }: { message: string; onModify: () => void }) {
  return (
    <section
      aria-labelledby="no-providers-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 id="no-providers-title" className="text-xl font-semibold tracking-tight">
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
