import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { maxVehicleYear, minVehicleYear, vehicleTypes, type VehicleType } from '@sudsy/domain/constants';
import {
  vehicleFieldMax,
  vehicleFormSchema,
  vehicleLabel,
  vehicleToasts,
  vehicleTypeLabels,
  vehicleTypePlaceholder,
  type Vehicle,
  type VehicleFormInput,
} from '@sudsy/domain/vehicle';
import { guessVehicleType, vehicleTypeGuessText } from '@sudsy/domain/vehicle-type-guess';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useCreateVehicle } from '@/lib/create-vehicle';
import { useUpdateVehicle } from '@/lib/update-vehicle';
import { toVehicleInput, vehicleFormValues, type VehicleFormOutput } from '@/lib/vehicle-form';

type VehicleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; null adds a new one (add mode from the add button, edit mode from a card). */
  vehicle: Vehicle | null;
  /** Told of the vehicle once saved, before the dialog closes (a request form picks the one just added). */
  onSaved?: (vehicle: Vehicle) => void;
};

/** Adds or edits one of the owner's vehicles: on My Vehicles, and in place wherever a request asks for one. */
export function VehicleFormDialog({ open, onOpenChange, vehicle, onSaved }: VehicleFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{vehicle ? 'Edit Vehicle' : 'Add Vehicle'}</DialogTitle>
          <DialogDescription>
            {vehicle ? 'Update the details of this vehicle.' : 'Tell washers what they will be working on.'}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed so each opening starts from the vehicle's values, not the last one's. */}
        <VehicleForm
          key={vehicle?.id ?? 'new'}
          vehicle={vehicle}
          onSaved={(saved) => {
            onSaved?.(saved);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type VehicleFormProps = { vehicle: Vehicle | null; onSaved: (vehicle: Vehicle) => void; onCancel: () => void };

function VehicleForm({ vehicle, onSaved, onCancel }: VehicleFormProps) {
  const form = useForm<VehicleFormInput, unknown, VehicleFormOutput>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: vehicleFormValues(vehicle),
  });
  // Washers price by vehicle size, so the type is asked: in add mode the form proposes one from the
  // model until the owner picks one, and never overrides their pick; an edited vehicle keeps its own.
  const [typePicked, setTypePicked] = useState(vehicle !== null);
  const [guessedType, setGuessedType] = useState<VehicleType | null>(null);
  // Read while rendering, so the form state follows it: after a refused save a guess clears the error.
  const { isSubmitted } = form.formState;
  const proposeType = () => {
    if (typePicked) return;
    const guess = guessVehicleType(form.getValues('make'), form.getValues('model'));
    if (guess === guessedType) return;
    // A guess the model no longer supports is withdrawn rather than left standing as a default.
    form.setValue('type', guess ?? '', { shouldValidate: isSubmitted });
    setGuessedType(guess);
  };
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const saving = create.isPending || update.isPending;

  const onValid = async (values: VehicleFormOutput) => {
    const input = toVehicleInput(values);
    try {
      const saved = vehicle
        ? await update.mutateAsync({ id: vehicle.id, changes: input })
        : await create.mutateAsync(input);
      const done = vehicle ? vehicleToasts.updated : vehicleToasts.added;
      toast.success(done.title, { description: vehicleLabel(saved) });
      onSaved(saved);
    } catch (error) {
      // The server checks the same rules; a field it refuses is marked as the form would mark it.
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in input) form.setError(name as keyof VehicleFormInput, { message });
        }
      }
      toast.error(vehicleToasts.saveFailed.title, {
        description: serverMessage(error) ?? vehicleToasts.saveFailed.description,
      });
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="make"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Make</FormLabel>
                <FormControl>
                  <Input
                    placeholder="e.g. Toyota"
                    autoComplete="off"
                    maxLength={vehicleFieldMax.make}
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      proposeType();
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="model"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Model</FormLabel>
                <FormControl>
                  <Input
                    placeholder="e.g. Camry"
                    autoComplete="off"
                    maxLength={vehicleFieldMax.model}
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      proposeType();
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="year"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Year</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={minVehicleYear}
                    max={maxVehicleYear()}
                    step={1}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    // An empty box is NaN, which the schema reports as a missing year.
                    onChange={(event) => field.onChange(event.target.valueAsNumber)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="type"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Type</FormLabel>
                <Select
                  value={field.value}
                  onValueChange={(type) => {
                    setTypePicked(true);
                    setGuessedType(null);
                    field.onChange(type);
                  }}
                >
                  <FormControl>
                    <SelectTrigger onBlur={field.onBlur}>
                      <SelectValue placeholder={vehicleTypePlaceholder} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {vehicleTypes.map((type) => (
                      <SelectItem key={type} value={type}>
                        {vehicleTypeLabels[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
                {/* Always present, so a screen reader announces the guess when it appears. */}
                <p aria-live="polite" className="text-sm text-muted-foreground">
                  {guessedType ? vehicleTypeGuessText(vehicleTypeLabels[guessedType]) : null}
                </p>
              </FormItem>
            )}
          />
          <OptionalTextField
            name="nickname"
            label="Nickname"
            placeholder="e.g. Daily driver"
            maxLength={vehicleFieldMax.nickname}
            form={form}
          />
          <OptionalTextField
            name="color"
            label="Color"
            placeholder="e.g. Silver"
            maxLength={vehicleFieldMax.color}
            form={form}
          />
          <OptionalTextField
            name="licensePlate"
            label="License Plate"
            placeholder="e.g. 7ABC123"
            maxLength={vehicleFieldMax.licensePlate}
            form={form}
          />
        </div>
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Notes <span className="font-normal text-muted-foreground">(optional)</span>
              </FormLabel>
              <FormControl>
                <Textarea
                  placeholder="Anything a washer should know, e.g. roof rack or matte paint"
                  maxLength={vehicleFieldMax.notes}
                  rows={3}
                  {...field}
                  value={field.value ?? ''}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormDialogFooter onCancel={onCancel} pending={saving} submitLabel={vehicle ? 'Save Changes' : 'Add Vehicle'} />
      </form>
    </Form>
  );
}

type OptionalTextFieldProps = {
  name: 'nickname' | 'color' | 'licensePlate';
  label: string;
  placeholder: string;
  maxLength: number;
  form: ReturnType<typeof useForm<VehicleFormInput, unknown, VehicleFormOutput>>;
};

function OptionalTextField({ name, label, placeholder, maxLength, form }: OptionalTextFieldProps) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            {label} <span className="font-normal text-muted-foreground">(optional)</span>
          </FormLabel>
          <FormControl>
            <Input
              placeholder={placeholder}
              autoComplete="off"
              maxLength={maxLength}
              {...field}
              value={field.value ?? ''}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
