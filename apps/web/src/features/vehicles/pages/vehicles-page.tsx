import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CarIcon, PlusIcon } from 'lucide-react';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { vehicleEmptyState, vehicleToasts, type Vehicle } from '@sudsy/domain/vehicle';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { VehicleFormDialog } from '@/components/vehicle-form-dialog';
import { serverMessage } from '@/lib/error-message';
import { useOwnerVehicles } from '@/lib/owner-vehicles';
import { useErrorToast } from '@/lib/use-error-toast';
import { VehicleCard } from '../components/vehicle-card';

/** The query flag that opens the add dialog: /vehicles/new leads here with it (docs/product.md, "Routes"). */
const addVehicleParam = 'add';
const loadFailedFallback = 'Check your connection and try again.';

/** /customer/vehicles: the owner's vehicles as cards, with the add/edit dialog and removal. */
export function VehiclesPage() {
  const vehicles = useOwnerVehicles();
  const [searchParams, setSearchParams] = useSearchParams();
  // The id, not the vehicle: reopening after a save shows the saved values.
  const [editingId, setEditingId] = useState<string | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const editing = vehicles.data?.find((vehicle) => vehicle.id === editingId) ?? null;
  const adding = searchParams.has(addVehicleParam);
  useErrorToast(vehicles, vehicleToasts.loadFailed.title, loadFailedFallback);

  const setAdding = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set(addVehicleParam, '1');
        else params.delete(addVehicleParam);
        return params;
      },
      { replace: true },
    );
  const openEdit = (vehicle: Vehicle) => {
    setEditingId(vehicle.id);
    setEditOpen(true);
  };
  // The server refuses a vehicle past the cap; the page says so before the owner fills the form.
  const full = (vehicles.data?.length ?? 0) >= userCaps.vehicles;
  const addButton = (label: string) => (
    <Button onClick={() => setAdding(true)} disabled={full} aria-describedby={full ? 'vehicle-limit' : undefined}>
      <PlusIcon aria-hidden />
      {label}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>My Vehicles | Sudsy</title>
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Vehicles</h1>
          <p className="mt-2 text-muted-foreground">Keep your vehicles here to pick them when you request a wash.</p>
        </div>
        {vehicles.data?.length ? (
          <div className="flex flex-col gap-2 sm:items-end">
            {addButton('Add Vehicle')}
            {full ? (
              <p id="vehicle-limit" className="max-w-xs text-sm text-muted-foreground sm:text-right">
                {limitMessages.vehicles}
              </p>
            ) : null}
          </div>
        ) : null}
      </header>

      {vehicles.isPending ? (
        <div role="status" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading vehicles...</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : vehicles.isError ? (
        <LoadFailed
          title={vehicleToasts.loadFailed.title}
          description={serverMessage(vehicles.error) ?? loadFailedFallback}
          onRetry={() => void vehicles.refetch()}
          retrying={vehicles.isRefetching}
        />
      ) : vehicles.data.length === 0 ? (
        <EmptyState
          icon={CarIcon}
          title={vehicleEmptyState.title}
          description="Add the cars you want washed; you pick one each time you ask for quotes."
          action={addButton(vehicleEmptyState.action)}
          className="py-16"
        />
      ) : (
        <ul aria-label="Your vehicles" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {vehicles.data.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard vehicle={vehicle} onEdit={openEdit} />
            </li>
          ))}
        </ul>
      )}

      <VehicleFormDialog open={adding} onOpenChange={setAdding} vehicle={null} />
      {editing ? <VehicleFormDialog open={editOpen} onOpenChange={setEditOpen} vehicle={editing} /> : null}
    </div>
  );
}
