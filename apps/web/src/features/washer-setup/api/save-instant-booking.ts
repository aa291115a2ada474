import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  instantBookingSettingsViewSchema,
  type InstantBookingSettings,
  type InstantBookingSettingsView,
} from '@sudsy/domain/instant-booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerSetupQueryKeys } from './washer-setup-query-keys';

export async function saveInstantBooking(settings: InstantBookingSettings): Promise<InstantBookingSettingsView> {
  return parseAnswer(
    instantBookingSettingsViewSchema,
    await apiFetch('/api/washer-profile/instant-booking', { method: 'PUT', json: settings }),
  );
}

/** Saves at once (a switch and a select, no form to submit) and keeps the answer as the cached settings. */
export function useSaveInstantBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstantBooking,
    onSuccess: (saved) => queryClient.setQueryData(washerSetupQueryKeys.instantBooking, saved),
  });
}
