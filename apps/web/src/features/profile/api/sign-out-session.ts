import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceSession } from '@sudsy/domain/account';
import { ApiError, apiFetch } from '@/lib/api-client';
import { deviceSessionsQueryKey } from './get-device-sessions';

/** Ends one of the user's sessions on the server at once; that device is signed out on its next request. */
export async function signOutSession(id: string): Promise<void> {
  try {
    await apiFetch(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    // 204 has no JSON body, which apiFetch reports as an unexpected answer; it is the success.
    if (error instanceof ApiError && error.code === 'invalid_response' && error.status === 204) return;
    throw error;
  }
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSuccess: (_, id) => {
      queryClient.setQueryData<DeviceSession[]>(deviceSessionsQueryKey, (sessions) => sessions?.filter((session) => session.id !== id));
    },
  });
}
