import type { Ref } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from 'lucide-react';
import { vehicleLabel, vehicleToasts } from '@sudsy/domain/vehicle';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { FormControl, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnerVehicles } from '@/lib/owner-vehicles';
import { useErrorToast } from '@/lib/use-error-toast';

type RequestVehicleFieldProps = {
  value: string;
  onChange: (vehicleId: string) => void;
  onBlur: () => void;
  /** The select's button, for the form to focus when the field is wrong. */
  ref?: Ref<HTMLButtonElement>;
  /**
   * Opens the add-vehicle dialog in place. Without it, 'Add a Vehicle' links to My Vehicles.
   * The dialog belongs outside the request's <form>: its own submit would bubble into this one.
   */
  onAddVehicle?: () => void;
};

/** Which of the owner's vehicles is to be washed, with 'Add a Vehicle'. Inside a FormField. */
export function RequestVehicleField({ value, onChange, onBlur, ref, onAddVehicle }: RequestVehicleFieldProps) {
  const vehicles = useOwnerVehicles();
  // This form has its own fixed text, not the server's.
  useErrorToast(vehicles, vehicleToasts.formLoadFailed.title, vehicleToasts.formLoadFailed.description);
  const none = vehicles.data?.length === 0;
  const addVehicle = onAddVehicle ? (
    // With nothing to pick, adding one is the way on: it is the field's main action.
    <Button type="button" variant={none ? 'default' : 'outline'} className="h-10 shrink-0" onClick={onAddVehicle}>
      <PlusIcon aria-hidden />
      Add a Vehicle
    </Button>
  ) : (
    <Button asChild variant="outline" className="h-10 shrink-0">
      <Link to="/vehicles">
        <PlusIcon aria-hidden />
        Add a Vehicle
      </Link>
    </Button>
  );

  if (vehicles.isError) {
    return (
      <LoadFailed
        title="Your vehicles did not load"
        description={vehicleToasts.formLoadFailed.description}
        onRetry={() => void vehicles.refetch()}
        retrying={vehicles.isRefetching}
      />
    );
  }

  return (
    <FormItem>
      <FormLabel>Vehicle</FormLabel>
      <div className="flex flex-col gap-2 sm:flex-row">
        {vehicles.isPending ? (
          <div role="status" className="flex-1">
            <span className="sr-only">Loading your vehicles...</span>
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <Select value={value} onValueChange={onChange} disabled={none}>
            <FormControl>
              <SelectTrigger ref={ref} onBlur={onBlur} className="min-w-0 flex-1">
                <SelectValue placeholder={none ? 'No vehicles yet' : 'Select a vehicle'} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {vehicles.data.map((vehicle) => (
                <SelectItem key={vehicle.id} value={vehicle.id}>
                  {vehicleLabel(vehicle)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
        {addVehicle}
      </div>
      {none ? (
        <p className="text-sm text-muted-foreground">
          {onAddVehicle
            ? 'Add the car to be washed; washers need it to quote.'
            : 'Add your car in My Vehicles first, then come back to pick it.'}
        </p>
      ) : null}
      <FormMessage />
    </FormItem>
  );
}
