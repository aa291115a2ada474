import { Link } from 'react-router';
import { CarIcon, PlusIcon } from 'lucide-react';
import { vehicleEmptyState, vehicleLabel, vehicleToasts, vehicleTypeLabels } from '@sudsy/domain/vehicle';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useOwnerVehicles } from '@/lib/owner-vehicles';

/** The dashboard's My Vehicles tab: the owner's vehicles at a glance, managed on My Vehicles. */
export function VehiclesTab() {
  const vehicles = useOwnerVehicles();
  if (vehicles.isPending) {
    return (
      <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">Loading vehicles...</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  if (vehicles.isError) {
    return (
      <LoadFailed
        title={vehicleToasts.loadFailed.title}
        description={serverMessage(vehicles.error) ?? 'Check your connection and try again.'}
        onRetry={() => void vehicles.refetch()}
        retrying={vehicles.isRefetching}
      />
    );
  }
  if (vehicles.data.length === 0) {
    return (
      <EmptyState
        icon={CarIcon}
        title={vehicleEmptyState.title}
        description="Add a vehicle so washers know what they will be working on."
        action={
          <Button asChild>
            <Link to="/vehicles/new">
              <PlusIcon aria-hidden />
              Add Vehicle
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label="Your vehicles" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {vehicles.data.map((vehicle) => (
          <li key={vehicle.id} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <CarIcon className="size-5" aria-hidden />
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate text-sm font-medium">{vehicleLabel(vehicle)}</span>
              {vehicle.color || vehicle.licensePlate ? (
                <span className="truncate text-xs text-muted-foreground">
                  {[vehicle.color, vehicle.licensePlate].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </span>
            <Badge variant="secondary">{vehicleTypeLabels[vehicle.type]}</Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/customer/vehicles">Manage Vehicles</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/vehicles/new">
            <PlusIcon aria-hidden />
            Add Vehicle
          </Link>
        </Button>
      </div>
    </div>
  );
}
