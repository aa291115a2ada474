import { useState } from 'react';
import { Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { vehicleLabel, vehicleToasts, type Vehicle } from '@sudsy/domain/vehicle';
import { PendingLabel } from '@/components/pending-label';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useDeleteVehicle } from '../api/delete-vehicle';

/** Remove, after a confirmation: a vehicle is gone for good, and requests that named it lose it. */
export function RemoveVehicleButton({ vehicle }: { vehicle: Vehicle }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteVehicle();
  const label = vehicleLabel(vehicle);

  const confirm = async () => {
    try {
      await remove.mutateAsync(vehicle.id);
      toast.success(vehicleToasts.removed.title, { description: vehicleToasts.removed.description });
      setOpen(false);
    } catch (error) {
      toast.error(vehicleToasts.deleteFailed.title, {
        description: serverMessage(error) ?? vehicleToasts.deleteFailed.description,
      });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2Icon aria-hidden />
          Remove
          <span className="sr-only"> {label}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove this vehicle?</AlertDialogTitle>
          <AlertDialogDescription>
            {label} will be removed from your account. Quote requests you already sent keep their details.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server agrees. */}
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            <PendingLabel pending={remove.isPending} idle="Remove Vehicle" busy="Removing..." />
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
