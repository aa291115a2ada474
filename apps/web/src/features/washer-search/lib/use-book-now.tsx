import { useSearchParams } from 'react-router';
import type { WasherSearchResult } from '@sudsy/domain/washer-search';
import { useInstantBooking } from '@/components/instant-booking/use-instant-booking';

/**
 * Book now on a search card: the services asked for, at the searched address, for the car chosen
 * under Your Request (else the one Book again carried).
 */
export function useBookNow(washer: WasherSearchResult, chosenVehicleId: string | undefined) {
  const [params] = useSearchParams();
  return useInstantBooking(
    washer.instantBooking && washer.services.length > 0
      ? {
          washerId: washer.id,
          businessName: washer.businessName,
          verified: washer.verified,
          serviceIds: washer.services.map((service) => service.serviceId),
          serviceNames: washer.services.map((service) => service.name),
          address: params.get('address') ?? '',
          // Book again carries the earlier job's vehicle and notes.
          vehicleId: chosenVehicleId ?? params.get('vehicle') ?? undefined,
          notes: params.get('notes') ?? undefined,
        }
      : null,
  );
}
