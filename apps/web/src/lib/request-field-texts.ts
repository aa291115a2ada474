import type { FieldValues, Resolver } from 'react-hook-form';

// The schema's messages suit the API; beside an empty field of a request the owner is told what to
// do instead. The Create Service Request form and the /providers wizard say the same.
export const missingRequestFieldTexts = {
  vehicleId: 'Choose a vehicle',
  preferredDate: 'Choose a date',
  preferredTime: 'Choose a time',
  address: 'Enter the address where the car will be',
  serviceIds: 'Choose at least one service',
} as const;

type RequestFieldName = keyof typeof missingRequestFieldTexts;

/** The resolver, with the plain instruction beside each of `fields` that was left empty. */
export function withMissingFieldTexts<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  fields: readonly (RequestFieldName & keyof TValues)[],
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Partial<Record<string, { message?: string }>>;
    for (const name of fields) {
      const value: unknown = values[name];
      const empty = Array.isArray(value) ? value.length === 0 : !String(value ?? '').trim();
      const error = errors[name];
      if (error && empty) error.message = missingRequestFieldTexts[name];
    }
    return result;
  };
}
