import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ZapIcon } from 'lucide-react';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import { InstantBookDialog } from '@/components/instant-booking/instant-book-dialog';
import { Button } from '@/components/ui/button';
import { useSavedAddress } from '@/lib/saved-address';
import { useSession } from '@/lib/session';

/**
 * Book now on the page of a washer who takes instant bookings: an owner chooses the services of the
 * catalogue they offer (the first ticked), the address (their saved one to start with) and a free time; a visitor signs in
 * first and comes back here. Washers cannot book, so they get nothing.
 */
export function BookNowButton({ provider, className }: { provider: PublicWasher; className?: string }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const saved = useSavedAddress(user?.role === 'owner');
  // A request names catalogue services only, and so does a booking made at once.
  const catalogue = provider.services.filter((service) => !service.custom);
  if (!provider.instantBooking || catalogue.length === 0 || user?.role === 'washer') return null;
  const options = catalogue.map((service) => ({
    serviceId: service.serviceId,
    name: service.name,
    priceCents: service.minPriceCents,
  }));
  const target = {
    washerId: provider.id,
    businessName: provider.businessName,
    serviceIds: options.slice(0, 1).map((option) => option.serviceId),
    serviceNames: [],
    address: saved.data?.address ?? '',
    coordinates: saved.data?.coordinates ?? null,
    serviceOptions: options,
  };
  return (
    <>
      <Button
        type="button"
        className={className}
        onClick={() => {
          if (user) return setOpen(true);
          void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
        }}
      >
        <ZapIcon aria-hidden />
        Book now
      </Button>
      {user ? <InstantBookDialog target={target} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
