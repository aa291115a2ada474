import { CircleCheckIcon, InfoIcon, LoaderCircleIcon, SearchIcon } from 'lucide-react';
import { searchMessages } from '@sudsy/domain/provider-search';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { filterChips } from '../lib/filter-chips';
import { canSearch, type ProviderSearchWizard } from '../lib/use-provider-search-wizard';
import { AddressField } from './address-field';
import { DateField } from './date-field';
import { DistanceField } from './distance-field';
import { FilterChipsBar } from './filter-chips-bar';
import { ServicePicker } from './service-picker';

/** Step 1: where, when, how far and which services; then Find Providers. */
export function ServiceDetailsStep({ wizard }: { wizard: ProviderSearchWizard }) {
  const { criteria, searching } = wizard;
  const ready = canSearch(criteria);

  return (
    <form
      noValidate
      aria-labelledby="service-details-title"
      onSubmit={(event) => {
        event.preventDefault();
        wizard.findProviders();
      }}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle id="service-details-title" className="text-lg">
              Service Details
            </CardTitle>
            <CardDescription>Tell us where and when, and we will find washers who come to you.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <AddressField value={criteria.address} onType={wizard.typeAddress} onPlace={wizard.placeAddress} />
            <div className="grid gap-6 sm:grid-cols-2">
              <DateField value={criteria.date} onChange={wizard.setDate} />
              <DistanceField value={criteria.maxMiles} onChange={wizard.setMaxMiles} />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Services</CardTitle>
            <CardDescription>Choose one or more. Washers quote their own prices; these are starting prices.</CardDescription>
          </CardHeader>
          <CardContent>
            <ServicePicker value={criteria.serviceIds} onChange={wizard.setServiceIds} />
          </CardContent>
        </Card>
      </div>

      <Card className="gap-4 lg:sticky lg:top-20">
        <CardHeader>
          <CardTitle className="text-lg">Your Search</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FilterChipsBar chips={filterChips(criteria)} onRemove={wizard.removeChip} onClearAll={wizard.clearAll} />
          <p role="status" className={cn('flex items-start gap-2 text-sm', ready ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted-foreground')}>
            {ready ? <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden /> : <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />}
            {ready ? searchMessages.readyToSearch : searchMessages.needServicesAndAddress}
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={!ready || searching} aria-busy={searching}>
            {searching ? <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden /> : <SearchIcon aria-hidden />}
            Find Providers
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
