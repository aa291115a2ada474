import type { z } from 'zod';
import {
  defaultVehicleValues,
  type Vehicle,
  type VehicleFormInput,
  type VehicleInput,
  type vehicleFormSchema,
} from '@sudsy/domain/vehicle';

/** What the form hands over once the domain schema has checked and trimmed it. */
export type VehicleFormOutput = z.output<typeof vehicleFormSchema>;

/** What the dialog opens with: the vehicle being edited, or the add defaults (this year, no type yet). */
export function vehicleFormValues(vehicle: Vehicle | null): VehicleFormInput {
  if (!vehicle) return defaultVehicleValues();
  return {
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    type: vehicle.type,
    nickname: vehicle.nickname ?? '',
    color: vehicle.color ?? '',
    licensePlate: vehicle.licensePlate ?? '',
    notes: vehicle.notes ?? '',
  };
}

/** Blank optional fields go as null, so clearing one in edit mode clears it on the server too. */
export function toVehicleInput(values: VehicleFormOutput): VehicleInput {
  const blankToNull = (text: string | null | undefined) => (text ? text : null);
  return {
    ...values,
    nickname: blankToNull(values.nickname),
    color: blankToNull(values.color),
    licensePlate: blankToNull(values.licensePlate),
    notes: blankToNull(values.notes),
  };
}
