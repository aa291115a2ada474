import { ZapIcon } from 'lucide-react';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import { useInstantBooking } from '@/components/instant-booking/use-instant-booking';
import { Button } from '@/components/ui/button';
import { useSavedAddress } from '@/lib/saved-address';
import { useSession } from '@/lib/session';

/**
 * Book now on a washer's page: the owner chooses among the catalogue services they offer (the first
 * ticked; a booking names catalogue services only, as a request does) and confirms the address,
 * their saved one to start with.
 */
export function BookNowButton({ washer }: { washer: PublicWasher }) {
  const { user } = useSession();
  const saved = useSavedAddress(user?.role === 'owner');
  const options = washer.services
    .filter((service) => !service.custom)
    .map((service) => ({ serviceId: service.serviceId, name: service.name, priceCents: service.minPriceCents }));
  const booking = useInstantBooking(
    washer.instantBooking && options.length > 0
      ? {
          washerId: washer.id,
          businessName: washer.businessName,
          verified: washer.verified,
          serviceIds: options.slice(0, 1).map((option) => option.serviceId),
          serviceNames: [],
          address: saved.data?.address ?? '',
          coordinates: saved.data?.coordinates ?? null,
          serviceOptions: options,
        }
      : null,
  );
  if (!booking) return null;
  return (
    <>
      <Button type="button" onClick={booking.open}>
        <ZapIcon aria-hidden />
        Book now
      </Button>
      {booking.dialog}
    </>
  );
}
