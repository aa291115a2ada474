import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { catalogueByCategory } from '@sudsy/domain/catalogue';
import {
  servicePreferencesSchema,
  servicePreferencesTexts,
  timeOfDayLabel,
  type ServicePreferences,
} from '@sudsy/domain/service-preferences';
import { requestTimeSlots } from '@sudsy/domain/time-slots';
import { vehicleLabel, type Vehicle } from '@sudsy/domain/vehicle';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormField } from '@/components/ui/form';
import { FormSelectField } from '@/components/ui/form-select-field';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useSaveServicePreferences } from '../api/save-service-preferences';

const timeOptions = requestTimeSlots.map((slot) => ({ value: slot, label: timeOfDayLabel(slot) }));
const noPreferences: ServicePreferences = { serviceIds: [], vehicleId: null, preferredTime: null };

type ServicePreferencesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preferences: ServicePreferences | null;
  vehicles: Vehicle[];
};

/** Preferred services, vehicle and time of day, which a new service request starts from. */
export function ServicePreferencesDialog({ open, onOpenChange, preferences, vehicles }: ServicePreferencesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Service Preferences</DialogTitle>
          <DialogDescription>
            New service requests start from these choices; you can still change them on each request.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ServicePreferencesForm
            preferences={preferences ?? noPreferences}
            vehicles={vehicles}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ServicePreferencesForm({
  preferences,
  vehicles,
  onDone,
}: {
  preferences: ServicePreferences;
  vehicles: Vehicle[];
  onDone: () => void;
}) {
  const form = useForm<ServicePreferences>({
    resolver: zodResolver(servicePreferencesSchema),
    defaultValues: preferences,
  });
  const save = useSaveServicePreferences();

  const onValid = async (values: ServicePreferences) => {
    try {
      await save.mutateAsync(values);
      toast.success(servicePreferencesTexts.saved.title, { description: servicePreferencesTexts.saved.description });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as keyof ServicePreferences, { message });
      }
      toast.error(servicePreferencesTexts.saveFailed.title, {
        description: serverMessage(error) ?? servicePreferencesTexts.saveFailed.description,
      });
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
        <FormField
          control={form.control}
          name="serviceIds"
          render={({ field }) => (
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Preferred services</legend>
              {catalogueByCategory().map((category) => (
                <div key={category.type} className="grid gap-2">
                  <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {category.label}
                  </p>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {category.services.map((service) => {
                      const id = `preferred-service-${service.id}`;
                      const checked = field.value.includes(service.id);
                      return (
                        <div key={service.id} className="flex items-center gap-2">
                          <Checkbox
                            id={id}
                            checked={checked}
                            onCheckedChange={(next) =>
                              field.onChange(
                                next === true
                                  ? [...field.value, service.id]
                                  : field.value.filter((value) => value !== service.id),
                              )
                            }
                          />
                          <Label htmlFor={id} className="font-normal">
                            {service.name}
                          </Label>
                        </div>
                      );
                    })}
                  </div>
                </div>
              ))}
              {form.formState.errors.serviceIds ? (
                <p className="text-sm text-destructive">{form.formState.errors.serviceIds.message}</p>
              ) : null}
            </fieldset>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField
            control={form.control}
            name="vehicleId"
            label="Preferred vehicle"
            noneLabel="No preference"
            options={vehicles.map((vehicle) => ({ value: vehicle.id, label: vehicleLabel(vehicle) }))}
          />
          <FormSelectField
            control={form.control}
            name="preferredTime"
            label="Preferred time of day"
            noneLabel="No preference"
            options={timeOptions}
            className="tabular-nums"
          />
        </div>
        <FormDialogFooter onCancel={onDone} pending={save.isPending} submitLabel="Save Preferences" />
      </form>
    </Form>
  );
}
