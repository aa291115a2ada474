import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedServicePreferencesResponseSchema, type ServicePreferences } from '@sudsy/domain/service-preferences';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { servicePreferencesQueryKey } from '@/lib/service-preferences';

export async function saveServicePreferences(preferences: ServicePreferences): Promise<ServicePreferences> {
  const body = await apiFetch('/api/service-preferences', { method: 'PUT', json: preferences });
  return parseAnswer(savedServicePreferencesResponseSchema, body).preferences;
}

export function useSaveServicePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServicePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(servicePreferencesQueryKey, preferences),
  });
}
