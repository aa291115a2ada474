// The owner's vehicles (docs/product.md, "Vehicles"): the form's rules, which the server enforces again
// whatever a client sends, the vehicle the API answers with, and every vehicle text, verbatim.
import { z } from 'zod';
import { maxVehicleYear, minVehicleYear, vehicleTypes } from './constants';
import type { ToastText } from './schedule-messages';
import { oneLineText } from './text';

export const vehicleToasts = {
  added: { title: 'Vehicle Added' },
  updated: { title: 'Vehicle Updated' },
  removed: { title: 'Vehicle Removed', description: 'Vehicle has been removed from your account.' },
  loadFailed: { title: 'Error loading vehicles' },
  saveFailed: { title: 'Error', description: 'Failed to save vehicle. Please try again.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete vehicle. Please try again.' },
  authRequired: { title: 'Authentication required', description: 'You must be logged in to manage vehicles' },
  /** The request form's toast when the vehicle picker cannot load. */
  formLoadFailed: { title: 'Error', description: 'Failed to load your vehicles. Please try again.' },
} as const satisfies Record<string, ToastText>;

export const vehicleEmptyState = { title: 'No vehicles yet', action: 'Add Your First Vehicle' } as const;

export const vehicleTypeLabels = {
  sedan: 'Sedan',
  suv: 'SUV',
  truck: 'Truck',
  van: 'Van',
  sports: 'Sports',
  other: 'Other',
} as const satisfies Record<(typeof vehicleTypes)[number], string>;

/** The Type select's prompt while no type is chosen. */
export const vehicleTypePlaceholder = 'Choose the type';

export const vehicleFieldMax = { make: 50, model: 50, nickname: 50, color: 30, licensePlate: 15, notes: 500 } as const;

export const vehicleMessages = {
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  yearRequired: 'Year is required',
  yearWhole: 'Year must be a whole number',
  yearRange: (max: number) => `Year must be between ${minVehicleYear} and ${max}`,
  typeInvalid: `Type must be one of ${vehicleTypes.join(', ')}`,
  typeRequired: 'Choose the vehicle type',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

const required = (message: string, max: number, label: string) =>
  oneLineText({ error: message }).trim().min(1, message).max(max, vehicleMessages.tooLong(label, max));

/** Optional text: blank and null both mean none, so a form's empty input clears the field. */
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, vehicleMessages.tooLong(label, max)).nullish();
const optionalLine = (label: string, max: number) =>
  oneLineText().trim().max(max, vehicleMessages.tooLong(label, max)).nullish();

/**
 * The year is checked against the current year when validated, not when this module loaded, so a
 * server running over New Year accepts next year's models from the first day.
 */
const yearSchema = z
  .number({ error: vehicleMessages.yearRequired })
  .int(vehicleMessages.yearWhole)
  .superRefine((year, context) => {
    const max = maxVehicleYear();
    if (year < minVehicleYear || year > max)
      context.addIssue({ code: 'custom', message: vehicleMessages.yearRange(max) });
  });

const vehicleFields = {
  make: required(vehicleMessages.makeRequired, vehicleFieldMax.make, 'Make'),
  model: required(vehicleMessages.modelRequired, vehicleFieldMax.model, 'Model'),
  year: yearSchema,
  type: z.enum(vehicleTypes, { error: vehicleMessages.typeInvalid }),
  nickname: optionalLine('Nickname', vehicleFieldMax.nickname),
  color: optionalLine('Color', vehicleFieldMax.color),
  licensePlate: optionalLine('License plate', vehicleFieldMax.licensePlate),
  notes: optionalText('Notes', vehicleFieldMax.notes),
};

/** POST /api/vehicles: make, model and year required, type sedan unless given (clients that never ask). */
export const vehicleInputSchema = z.object({ ...vehicleFields, type: vehicleFields.type.default('sedan') });
export type VehicleInput = z.input<typeof vehicleInputSchema>;

/**
 * The add/edit dialog: the same rules, but the type is asked, never assumed, since washers price by
 * vehicle size. The form holds '' until the owner (or a guess from the model) picks one.
 */
export const vehicleFormSchema = z.object({
  ...vehicleFields,
  type: z
    .enum([...vehicleTypes, ''], {
      error: (issue) => (issue.input === undefined ? vehicleMessages.typeRequired : vehicleMessages.typeInvalid),
    })
    .pipe(z.enum(vehicleTypes, { error: vehicleMessages.typeRequired })),
});
export type VehicleFormInput = z.input<typeof vehicleFormSchema>;

/** PATCH /api/vehicles/:id: only the fields sent change, each under the same rule as on create. */
export const vehicleUpdateSchema = z.object(vehicleFields).partial();
export type VehicleUpdate = z.input<typeof vehicleUpdateSchema>;

/** What the dialog opens with in add mode: the current year and no type yet. */
export function defaultVehicleValues(today: Date = new Date()): VehicleFormInput {
  return {
    make: '',
    model: '',
    year: today.getFullYear(),
    type: '',
    nickname: '',
    color: '',
    licensePlate: '',
    notes: '',
  };
}

export const vehicleSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  type: z.enum(vehicleTypes),
  nickname: z.string().nullable(),
  color: z.string().nullable(),
  licensePlate: z.string().nullable(),
  notes: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleResponseSchema = z.object({ vehicle: vehicleSchema });
export const vehiclesResponseSchema = z.object({ vehicles: z.array(vehicleSchema) });

/** '2020 Honda Civic', with the nickname first when there is one: how a vehicle is named in lists and pickers. */
export function vehicleLabel(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'nickname'>): string {
  const description = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return vehicle.nickname ? `${vehicle.nickname} (${description})` : description;
}
