import { useSearchParams } from 'react-router';
import type { WasherSearchResult } from '@sudsy/domain/washer-search';
import { useInstantBooking } from '@/components/instant-booking/use-instant-booking';

/** Book now on a search card: the services asked for, at the searched address. */
export function useBookNow(provider: WasherSearchResult) {
  const [params] = useSearchParams();
  return useInstantBooking(
    provider.instantBooking && provider.services.length > 0
      ? {
          washerId: provider.id,
          businessName: provider.businessName,
          serviceIds: provider.services.map((service) => service.serviceId),
          serviceNames: provider.services.map((service) => service.name),
          address: params.get('address') ?? '',
          // Book again carries the earlier job's vehicle and notes.
          vehicleId: params.get('vehicle') ?? undefined,
          notes: params.get('notes') ?? undefined,
        }
      : null,
  );
}
