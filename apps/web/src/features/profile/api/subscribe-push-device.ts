import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushDeviceResponseSchema, type PushDevice } from '@sudsy/domain/push';
import { apiFetch } from '@/lib/api-client';
import type { BrowserSubscription } from '@/lib/browser-push';
import { parseAnswer } from '@/lib/parse-answer';
import { pushDevicesQueryKey } from './get-push-devices';

/** Gives the server this browser's subscription; subscribing it again refreshes it. */
export async function subscribePushDevice(subscription: BrowserSubscription): Promise<PushDevice> {
  const answer = await apiFetch('/api/push-subscriptions', { method: 'POST', json: subscription });
  return parseAnswer(pushDeviceResponseSchema, answer).device;
}

export function useSubscribePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribePushDevice,
    onSuccess: (device) => {
      queryClient.setQueryData<PushDevice[]>(pushDevicesQueryKey, (devices) => [
        ...(devices ?? []).filter((known) => known.id !== device.id && known.endpoint !== device.endpoint),
        device,
      ]);
    },
  });
}
