import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { WasherSearchResult } from '@sudsy/domain/washer-search';
import { useSession } from '@/lib/session';
import { InstantBookDialog } from '@/components/instant-booking/instant-book-dialog';

/**
 * Book now on a card of a washer who takes instant bookings: owners open the booking dialog for
 * the services asked for at the searched address; a visitor signs in first and comes back here.
 * Washers cannot book, so they get nothing.
 */
export function useBookNow(provider: WasherSearchResult) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!provider.instantBooking || provider.services.length === 0 || user?.role === 'washer') return null;
  const target = {
    washerId: provider.id,
    businessName: provider.businessName,
    serviceIds: provider.services.map((service) => service.serviceId),
    serviceNames: provider.services.map((service) => service.name),
    address: params.get('address') ?? '',
    // Book again carries the earlier job's vehicle and notes.
    vehicleId: params.get('vehicle') ?? undefined,
    notes: params.get('notes') ?? undefined,
  };
  return {
    open: () => {
      if (user) return setOpen(true);
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    },
    dialog: user ? <InstantBookDialog target={target} open={open} onOpenChange={setOpen} /> : null,
  };
}
