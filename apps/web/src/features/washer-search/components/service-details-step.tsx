import { CircleCheckIcon, InfoIcon, LoaderCircleIcon, SearchIcon } from 'lucide-react';
import { searchMessages } from '@sudsy/domain/washer-search';
import { ServicePicker } from '@/components/service-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { filterChips } from '../lib/filter-chips';
import { canSearch } from '../lib/search-criteria';
import type { WasherSearchWizard } from '../lib/use-washer-search-wizard';
import { AddressField } from './address-field';
import { DateField } from './date-field';
import { DistanceField } from './distance-field';
import { FilterChipsBar } from './filter-chips-bar';
import { TimeWindowField } from './time-window-field';
import { VerifiedOnlyField } from './verified-only-field';

/** Step 1: where, when, how far and which services; then Find Providers. */
export function ServiceDetailsStep({ wizard }: { wizard: WasherSearchWizard }) {
  const { criteria, searching } = wizard;
  const ready = canSearch(criteria);

  return (
    <form
      noValidate
      aria-labelledby="service-details-title"
      onSubmit={(event) => {
        event.preventDefault();
        wizard.findWashers();
      }}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <h2 id="service-details-title" className="text-lg leading-none font-semibold">
              Service Details
            </h2>
            <CardDescription>Tell us where and when, and we will find washers who come to you.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <AddressField value={criteria.address} onType={wizard.typeAddress} onPlace={wizard.placeAddress} />
            <div className="grid gap-6 sm:grid-cols-2">
              <DateField value={criteria.date} onChange={wizard.setDate} />
              <TimeWindowField value={criteria.timeWindow} onChange={wizard.setTimeWindow} />
            </div>
            <DistanceField value={criteria.maxMiles} onChange={wizard.setMaxMiles} />
            <VerifiedOnlyField value={Boolean(criteria.verifiedOnly)} onChange={wizard.setVerifiedOnly} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-none font-semibold">Services</h2>
            <CardDescription>
              Choose one or more. Washers quote their own prices; these are starting prices.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ServicePicker value={criteria.serviceIds} onChange={wizard.setServiceIds} />
          </CardContent>
        </Card>
      </div>

      {/* Below lg it rides along the bottom of the screen, so Find Providers is never a long scroll away. */}
      <Card
        className={cn(
          'gap-4 lg:sticky lg:top-20',
          'max-lg:sticky max-lg:bottom-0 max-lg:z-10 max-lg:-mx-4 max-lg:gap-0 max-lg:rounded-none max-lg:border-x-0 max-lg:border-b-0 max-lg:py-3 max-lg:shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] sm:max-lg:-mx-6',
        )}
      >
        <CardHeader className="max-lg:sr-only">
          <h2 className="text-lg leading-none font-semibold">Your Search</h2>
        </CardHeader>
        <CardContent className="grid gap-4 max-lg:gap-2.5 max-lg:px-4 sm:max-lg:px-6">
          <FilterChipsBar chips={filterChips(criteria)} onRemove={wizard.removeChip} onClearAll={wizard.clearAll} />
          <div className="grid gap-4 max-lg:flex max-lg:items-center max-lg:justify-between max-lg:gap-3">
            <p
              role="status"
              className={cn(
                'flex items-start gap-2 text-sm max-lg:text-xs',
                ready ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted-foreground',
              )}
            >
              {ready ? (
                <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              ) : (
                <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              )}
              {ready ? searchMessages.readyToSearch : searchMessages.needServicesAndAddress}
            </p>
            <Button
              type="submit"
              size="lg"
              className="w-full max-lg:h-10 max-lg:w-auto max-lg:text-sm"
              disabled={!ready || searching}
              aria-busy={searching}
            >
              {searching ? (
                <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
              ) : (
                <SearchIcon aria-hidden />
              )}
              Find Providers
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
