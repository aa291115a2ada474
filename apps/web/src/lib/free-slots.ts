import { queryOptions, useQuery } from '@tanstack/react-query';
import { freeSlotsSchema, type FreeSlots } from '@sudsy/domain/instant-booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** A washer's free starts over the next two weeks for the services, when they take instant bookings. */
export async function getFreeSlots(washerId: string, serviceIds: readonly string[]): Promise<FreeSlots> {
  const query = new URLSearchParams({ services: serviceIds.join(',') });
  return parseAnswer(
    freeSlotsSchema,
    await apiFetch(`/api/washers/${encodeURIComponent(washerId)}/free-slots?${query.toString()}`),
  );
}

export function freeSlotsQueryOptions(washerId: string, serviceIds: readonly string[]) {
  return queryOptions({
    queryKey: ['free-slots', washerId, [...serviceIds].sort().join(',')],
    queryFn: () => getFreeSlots(washerId, serviceIds),
  });
}

export function useFreeSlots(washerId: string, serviceIds: readonly string[], enabled: boolean) {
  return useQuery({ ...freeSlotsQueryOptions(washerId, serviceIds), enabled });
}
