// An owner's Service Preferences (docs/product.md, "Account page", Preferences): the services, vehicle and time of
// day they usually want, kept on the server and used to prefill a new service request.
import { z } from 'zod';
import { catalogue } from './catalogue';
import { formatTime12h, requestTimeSlots } from './time-slots';

export const servicePreferencesTexts = {
  emptyTitle: 'No service preferences set yet',
  emptyAction: 'Set Preferences',
  saved: { title: 'Service Preferences Updated', description: 'New service requests will start from these choices.' },
  saveFailed: {
    title: 'Error Saving Preferences',
    description: 'There was a problem saving your service preferences.',
  },
} as const;

/** The washer's side of the Preferences tab: Service Availability, read from the schedule. */
export const availabilityTexts = {
  emptyTitle: 'No availability schedule set yet',
  emptyAction: 'Set Schedule',
} as const;

export const servicePreferencesMessages = {
  unknownService: 'Choose services from the catalogue',
  duplicateService: 'Each service can be chosen once',
  unknownVehicle: 'Choose one of your vehicles',
  timeOption: 'Choose one of the offered times',
} as const;

const catalogueIds = new Set(catalogue.map((service) => service.id));

/** PUT /api/service-preferences and its dialog; an empty list and nulls mean no preference. */
export const servicePreferencesSchema = z.object({
  serviceIds: z
    .array(z.string().refine((id) => catalogueIds.has(id), servicePreferencesMessages.unknownService))
    .max(catalogue.length)
    .refine((ids) => new Set(ids).size === ids.length, servicePreferencesMessages.duplicateService),
  vehicleId: z.string().min(1).max(100).nullable(),
  preferredTime: z
    .string()
    .refine((time) => requestTimeSlots.includes(time), servicePreferencesMessages.timeOption)
    .nullable(),
});
export type ServicePreferences = z.infer<typeof servicePreferencesSchema>;

/** Null before the owner has saved any. */
export const servicePreferencesResponseSchema = z.object({ preferences: servicePreferencesSchema.nullable() });
export const savedServicePreferencesResponseSchema = z.object({ preferences: servicePreferencesSchema });

export function hasServicePreferences(
  preferences: ServicePreferences | null | undefined,
): preferences is ServicePreferences {
  return (
    !!preferences &&
    (preferences.serviceIds.length > 0 || preferences.vehicleId !== null || preferences.preferredTime !== null)
  );
}

/** 'Morning, 9:00 AM': the time with the part of the day it falls in. */
export function timeOfDayLabel(time: string): string {
  const hour = Number(time.slice(0, 2));
  const part = hour < 12 ? 'Morning' : hour < 17 ? 'Afternoon' : 'Evening';
  return `${part}, ${formatTime12h(time)}`;
}
