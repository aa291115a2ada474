import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '@sudsy/domain/push';
import { apiFetch } from '@/lib/api-client';
import { pushDevicesQueryKey } from './get-push-devices';

/** Stops push notifications to one of the user's devices. */
export async function removePushDevice(id: string): Promise<void> {
  await apiFetch(`/api/push-subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: (_, id) => {
      queryClient.setQueryData<PushDevice[]>(pushDevicesQueryKey, (devices) =>
        devices?.filter((device) => device.id !== id),
      );
    },
  });
}
