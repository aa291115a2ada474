import { queryOptions, useQuery } from '@tanstack/react-query';
import { instantBookingSettingsViewSchema, type InstantBookingSettingsView } from '@sudsy/domain/instant-booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerSetupQueryKeys } from './washer-setup-query-keys';

/** Whether owners may book the washer at once, with how much notice, and whether payouts allow it. */
export async function getInstantBooking(): Promise<InstantBookingSettingsView> {
  return parseAnswer(instantBookingSettingsViewSchema, await apiFetch('/api/washer-profile/instant-booking'));
}

export function instantBookingQueryOptions() {
  return queryOptions({ queryKey: washerSetupQueryKeys.instantBooking, queryFn: getInstantBooking });
}

export function useInstantBooking() {
  return useQuery(instantBookingQueryOptions());
}
