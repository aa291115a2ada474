import { queryOptions, useQuery } from '@tanstack/react-query';
import { pushDevicesResponseSchema, type PushDevice } from '@sudsy/domain/push';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const pushDevicesQueryKey = ['push', 'devices'] as const;

/** The user's devices that get push notifications. */
export async function getPushDevices(): Promise<PushDevice[]> {
  return parseAnswer(pushDevicesResponseSchema, await apiFetch('/api/push-subscriptions')).devices;
}

export function usePushDevices() {
  return useQuery(queryOptions({ queryKey: pushDevicesQueryKey, queryFn: getPushDevices }));
}
