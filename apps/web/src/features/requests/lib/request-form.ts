import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Profile } from '@sudsy/domain/profile';
import { serviceRequestFormSchema } from '@sudsy/domain/quote-request';
import type { ServicePreferences } from '@sudsy/domain/service-preferences';

export type RequestFormValues = z.input<typeof serviceRequestFormSchema>;
export type RequestFormOutput = z.output<typeof serviceRequestFormSchema>;

/**
 * A new request: the saved address and its point prefill the place, the owner's
 * service preferences the services, vehicle and time (docs/product.md, "Account page"); the rest is blank.
 */
export function requestFormDefaults(
  profile: Profile | null | undefined,
  preferences: ServicePreferences | null = null,
): RequestFormValues {
  return {
    source: 'request-form',
    vehicleId: preferences?.vehicleId ?? '',
    preferredDate: '',
    preferredTime: preferences?.preferredTime ?? '',
    address: profile?.address ?? '',
    coordinates: profile?.address ? profile.coordinates : null,
    serviceIds: preferences?.serviceIds ?? [],
    notes: '',
    photoIds: [],
  };
}

// The schema's messages suit the API; beside an empty field the owner is told what to do instead.
const missingFieldTexts = {
  vehicleId: 'Choose a vehicle',
  preferredDate: 'Choose a date',
  preferredTime: 'Choose a time',
  address: 'Enter the address where the car will be',
  serviceIds: 'Choose at least one service',
} as const satisfies Partial<Record<keyof RequestFormValues, string>>;

const schemaResolver = zodResolver(serviceRequestFormSchema);

/** The domain schema, with a plain instruction beside each required field that was left empty. */
export const requestFormResolver: Resolver<RequestFormValues, unknown, RequestFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const errors = result.errors as FieldErrors<RequestFormValues>;
  for (const [name, text] of Object.entries(missingFieldTexts) as [keyof typeof missingFieldTexts, string][]) {
    const value = values[name];
    const empty = Array.isArray(value) ? value.length === 0 : !String(value ?? '').trim();
    const error = errors[name];
    if (error && empty) error.message = text;
  }
  return result;
};

/** The fields the Missing information toast is about. */
export const requiredRequestFields = Object.keys(missingFieldTexts) as (keyof typeof missingFieldTexts)[];
