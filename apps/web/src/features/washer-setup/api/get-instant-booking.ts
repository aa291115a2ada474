import { queryOptions, useQuery } from '@tanstack/react-query';
import { instantBookingSettingsSchema, type InstantBookingSettings } from '@sudsy/domain/instant-booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerSetupQueryKeys } from './washer-setup-query-keys';

/** Whether owners may book the washer at once, and with how much notice. */
export async function getInstantBooking(): Promise<InstantBookingSettings> {
  return parseAnswer(instantBookingSettingsSchema, await apiFetch('/api/washer-profile/instant-booking'));
}

export function instantBookingQueryOptions() {
  return queryOptions({ queryKey: washerSetupQueryKeys.instantBooking, queryFn: getInstantBooking });
}

export function useInstantBooking() {
  return useQuery(instantBookingQueryOptions());
}
