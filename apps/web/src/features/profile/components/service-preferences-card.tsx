import { useState, type ReactNode } from 'react';
import { CarIcon, ClockIcon, SlidersHorizontalIcon, SparklesIcon } from 'lucide-react';
import { hasServicePreferences, servicePreferencesTexts, timeOfDayLabel } from '@sudsy/domain/service-preferences';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useOwnerVehicles } from '@/lib/owner-vehicles';
import { serviceNames } from '@/lib/service-names';
import { useServicePreferences } from '@/lib/service-preferences';
import { ServicePreferencesDialog } from './service-preferences-dialog';

/** Service Preferences (owners): what a new request starts from, or the empty state with Set Preferences. */
export function ServicePreferencesCard() {
  const preferences = useServicePreferences();
  const vehicles = useOwnerVehicles();
  const [open, setOpen] = useState(false);
  const failed = preferences.isError ? preferences : vehicles.isError ? vehicles : null;

  const body = () => {
    if (preferences.isPending || vehicles.isPending) {
      return (
        <div role="status">
          <span className="sr-only">Loading your service preferences...</span>
          <Skeleton className="h-28 rounded-lg" />
        </div>
      );
    }
    if (failed) {
      return (
        <LoadFailed
          title="Could not load your service preferences"
          description={serverMessage(failed.error) ?? 'Check your connection and try again.'}
          onRetry={() => void Promise.all([preferences.refetch(), vehicles.refetch()])}
          retrying={preferences.isFetching || vehicles.isFetching}
        />
      );
    }
    const saved = preferences.data;
    if (!hasServicePreferences(saved)) {
      return (
        <EmptyState
          icon={SlidersHorizontalIcon}
          title={servicePreferencesTexts.emptyTitle}
          description="Choose the services, vehicle and time you usually want, and new requests start from them."
          action={<Button onClick={() => setOpen(true)}>{servicePreferencesTexts.emptyAction}</Button>}
        />
      );
    }
    const vehicle = vehicles.data?.find((candidate) => candidate.id === saved.vehicleId);
    return (
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <Preference
          icon={<SparklesIcon />}
          term="Services"
          value={saved.serviceIds.length > 0 ? serviceNames(saved.serviceIds) : 'No preference'}
        />
        <Preference icon={<CarIcon />} term="Vehicle" value={vehicle ? vehicleLabel(vehicle) : 'No preference'} />
        <Preference
          icon={<ClockIcon />}
          term="Time of day"
          value={saved.preferredTime ? timeOfDayLabel(saved.preferredTime) : 'No preference'}
        />
      </dl>
    );
  };

  return (
    <SectionCard
      id="service-preferences-title"
      title="Service Preferences"
      icon={<SlidersHorizontalIcon />}
      description="Your usual choices prefill each new service request."
      action={
        hasServicePreferences(preferences.data) ? (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Edit Preferences
          </Button>
        ) : null
      }
    >
      {body()}
      <ServicePreferencesDialog
        open={open}
        onOpenChange={setOpen}
        preferences={preferences.data ?? null}
        vehicles={vehicles.data ?? []}
      />
    </SectionCard>
  );
}

function Preference({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-lg border p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-3.5">
        <span aria-hidden>{icon}</span>
        {term}
      </dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
