import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Profile } from '@sudsy/domain/profile';
import { serviceRequestFormSchema } from '@sudsy/domain/quote-request';
import type { ServicePreferences } from '@sudsy/domain/service-preferences';
import { withMissingFieldTexts } from '@/lib/request-field-texts';

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

const requiredFields = ['vehicleId', 'preferredDate', 'preferredTime', 'address', 'serviceIds'] as const;

/** The domain schema, with a plain instruction beside each required field that was left empty. */
export const requestFormResolver: Resolver<RequestFormValues, unknown, RequestFormOutput> = withMissingFieldTexts(
  zodResolver(serviceRequestFormSchema),
  requiredFields,
);

/** The fields the Missing information toast is about. */
export const requiredRequestFields: readonly (typeof requiredFields)[number][] = requiredFields;
