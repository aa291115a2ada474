import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceSession } from '@sudsy/domain/account';
import { apiFetch } from '@/lib/api-client';
import { deviceSessionsQueryKey } from './get-device-sessions';

/** Ends one of the user's sessions on the server at once; that device is signed out on its next request. */
export async function signOutSession(id: string): Promise<void> {
  await apiFetch(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSuccess: (_, id) => {
      queryClient.setQueryData<DeviceSession[]>(deviceSessionsQueryKey, (sessions) =>
        sessions?.filter((session) => session.id !== id),
      );
    },
  });
}
