import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxVehicleYear, vehicleTypes } from './constants';
import {
  defaultVehicleValues,
  vehicleFormSchema,
  vehicleInputSchema,
  vehicleLabel,
  vehicleMessages,
  vehicleToasts,
  vehicleUpdateSchema,
} from './vehicle';

const valid = { make: 'Honda', model: 'Civic', year: 2020 };

function fieldErrors(
  input: unknown,
  schema: typeof vehicleInputSchema | typeof vehicleUpdateSchema | typeof vehicleFormSchema = vehicleInputSchema,
) {
  const result = schema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('vehicle form rules', () => {
  it('accepts make, model and year, with type sedan by default', () => {
    expect(vehicleInputSchema.parse(valid)).toEqual({ ...valid, type: 'sedan' });
  });

  it('requires make and model, blank or missing', () => {
    expect(fieldErrors({ ...valid, make: '   ', model: undefined })).toEqual({
      make: 'Make is required',
      model: 'Model is required',
    });
    expect(fieldErrors({ year: 2020 })).toEqual({ make: 'Make is required', model: 'Model is required' });
  });

  it('requires a whole year from 1900 to next year', () => {
    const max = new Date().getFullYear() + 1;
    expect(fieldErrors({ ...valid, year: 1899 })).toEqual({ year: `Year must be between 1900 and ${max}` });
    expect(fieldErrors({ ...valid, year: max + 1 })).toEqual({ year: `Year must be between 1900 and ${max}` });
    expect(fieldErrors({ ...valid, year: undefined })).toEqual({ year: 'Year is required' });
    expect(fieldErrors({ ...valid, year: '2020' })).toEqual({ year: 'Year is required' });
    expect(fieldErrors({ ...valid, year: Number.NaN })).toEqual({ year: 'Year is required' });
    expect(fieldErrors({ ...valid, year: 2020.5 })).toEqual({ year: 'Year must be a whole number' });
    expect(vehicleInputSchema.safeParse({ ...valid, year: 1900 }).success).toBe(true);
    expect(vehicleInputSchema.safeParse({ ...valid, year: max }).success).toBe(true);
  });

  it('accepts exactly the years 1900 to next year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 3000 }),
        (year) =>
          vehicleInputSchema.safeParse({ ...valid, year }).success === (year >= 1900 && year <= maxVehicleYear()),
      ),
    );
  });

  it('accepts exactly the six vehicle types', () => {
    for (const type of vehicleTypes) expect(vehicleInputSchema.parse({ ...valid, type }).type).toBe(type);
    expect(fieldErrors({ ...valid, type: 'boat' })).toEqual({
      type: 'Type must be one of sedan, suv, truck, van, sports, other',
    });
    fc.assert(
      fc.property(
        fc.string(),
        (type) =>
          vehicleInputSchema.safeParse({ ...valid, type }).success ===
          (vehicleTypes as readonly string[]).includes(type),
      ),
    );
  });

  it('takes optional nickname, color, plate and notes, trimmed and bounded', () => {
    expect(
      vehicleInputSchema.parse({ ...valid, nickname: '  Blue  ', color: null, licensePlate: '7ABC123', notes: '' }),
    ).toMatchObject({
      nickname: 'Blue',
      color: null,
      licensePlate: '7ABC123',
      notes: '',
    });
    expect(fieldErrors({ ...valid, licensePlate: 'X'.repeat(16) })).toEqual({
      licensePlate: 'License plate must be at most 15 characters',
    });
    expect(fieldErrors({ ...valid, notes: 'n'.repeat(501) })).toEqual({
      notes: 'Notes must be at most 500 characters',
    });
  });

  it('on update checks only what is sent, by the same rules, with no default type', () => {
    expect(vehicleUpdateSchema.parse({})).toEqual({});
    expect(vehicleUpdateSchema.parse({ color: 'Red' })).toEqual({ color: 'Red' });
    expect(fieldErrors({ make: '' }, vehicleUpdateSchema)).toEqual({ make: 'Make is required' });
    expect(fieldErrors({ year: 1899 }, vehicleUpdateSchema)).toEqual({
      year: `Year must be between 1900 and ${maxVehicleYear()}`,
    });
  });
});

describe('vehicle form defaults and texts', () => {
  it('opens in add mode with the current year and no type chosen', () => {
    expect(defaultVehicleValues(new Date(2031, 5, 1))).toMatchObject({
      year: 2031,
      type: '',
      make: '',
      model: '',
    });
  });

  it('asks for the type in the form, while the API still takes a sedan when none is sent', () => {
    const opening = { ...defaultVehicleValues(), make: 'Honda', model: 'Civic' };
    expect(fieldErrors(opening, vehicleFormSchema)).toEqual({ type: vehicleMessages.typeRequired });
    expect(fieldErrors(valid, vehicleFormSchema)).toEqual({ type: vehicleMessages.typeRequired });
    expect(fieldErrors({ ...valid, type: 'boat' }, vehicleFormSchema)).toEqual({ type: vehicleMessages.typeInvalid });
    expect(vehicleFormSchema.parse({ ...opening, type: 'suv' })).toMatchObject({ type: 'suv' });
    expect(vehicleInputSchema.parse(valid).type).toBe('sedan');
  });

  it('keeps the toasts verbatim', () => {
    expect(vehicleToasts.removed).toEqual({
      title: 'Vehicle Removed',
      description: 'Vehicle has been removed from your account.',
    });
    expect(vehicleToasts.saveFailed.description).toBe('Failed to save vehicle. Please try again.');
    expect(vehicleToasts.deleteFailed.description).toBe('Failed to delete vehicle. Please try again.');
    expect(vehicleToasts.authRequired).toEqual({
      title: 'Authentication required',
      description: 'You must be logged in to manage vehicles',
    });
  });

  it('labels a vehicle by year, make and model, nickname first', () => {
    expect(vehicleLabel({ ...valid, nickname: null })).toBe('2020 Honda Civic');
    expect(vehicleLabel({ ...valid, nickname: 'Daily' })).toBe('Daily (2020 Honda Civic)');
  });
});
