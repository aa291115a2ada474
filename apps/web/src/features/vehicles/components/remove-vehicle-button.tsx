import { Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { vehicleLabel, vehicleToasts, type Vehicle } from '@sudsy/domain/vehicle';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useDeleteVehicle } from '../api/delete-vehicle';

/** Remove, after a confirmation: a vehicle is gone for good, and requests that named it lose it. */
export function RemoveVehicleButton({ vehicle }: { vehicle: Vehicle }) {
  const remove = useDeleteVehicle();
  const label = vehicleLabel(vehicle);

  const confirm = async () => {
    try {
      await remove.mutateAsync(vehicle.id);
      toast.success(vehicleToasts.removed.title, { description: vehicleToasts.removed.description });
      return true;
    } catch (error) {
      toast.error(vehicleToasts.deleteFailed.title, {
        description: serverMessage(error) ?? vehicleToasts.deleteFailed.description,
      });
      return false;
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2Icon aria-hidden />
          Remove
          <span className="sr-only"> {label}</span>
        </Button>
      }
      title="Remove this vehicle?"
      description={`${label} will be removed from your account. Quote requests you already sent keep their details.`}
      confirmLabel="Remove Vehicle"
      destructive
      onConfirm={confirm}
      waitFor={{ pending: remove.isPending, busyLabel: 'Removing...' }}
    />
  );
}
