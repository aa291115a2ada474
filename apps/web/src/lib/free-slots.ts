import { queryOptions, useQuery } from '@tanstack/react-query';
import { moreCarsQuery } from '@sudsy/domain/booking-cars';
import { freeSlotsSchema, type FreeSlots } from '@sudsy/domain/instant-booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

type MoreCars = readonly { serviceIds: readonly string[] }[];

/**
 * A washer's free starts over the next two weeks for the services, when they take instant
 * bookings; with further cars' services, for a visit washing them all.
 */
export async function getFreeSlots(
  washerId: string,
  serviceIds: readonly string[],
  more: MoreCars = [],
): Promise<FreeSlots> {
  const query = new URLSearchParams({ services: serviceIds.join(',') });
  if (more.length > 0) query.set('more', moreCarsQuery(more));
  return parseAnswer(
    freeSlotsSchema,
    await apiFetch(`/api/washers/${encodeURIComponent(washerId)}/free-slots?${query.toString()}`),
  );
}

export function freeSlotsQueryOptions(washerId: string, serviceIds: readonly string[], more: MoreCars = []) {
  return queryOptions({
    queryKey: ['free-slots', washerId, [...serviceIds].sort().join(','), moreCarsQuery(more)],
    queryFn: () => getFreeSlots(washerId, serviceIds, more),
  });
}

export function useFreeSlots(washerId: string, serviceIds: readonly string[], more: MoreCars, enabled: boolean) {
  return useQuery({ ...freeSlotsQueryOptions(washerId, serviceIds, more), enabled });
}
