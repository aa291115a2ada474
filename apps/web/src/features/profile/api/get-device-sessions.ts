import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceSessionsResponseSchema, type DeviceSession } from '@sudsy/domain/account';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const deviceSessionsQueryKey = ['account', 'sessions'] as const;

export async function getDeviceSessions(): Promise<DeviceSession[]> {
  return parseAnswer(deviceSessionsResponseSchema, await apiFetch('/api/account/sessions')).sessions;
}

export function useDeviceSessions() {
  return useQuery(queryOptions({ queryKey: deviceSessionsQueryKey, queryFn: getDeviceSessions }));
}
