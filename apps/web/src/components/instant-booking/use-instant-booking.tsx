import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { InstantBookDialog, type InstantBookTarget } from './instant-book-dialog';

/**
 * Book now for a washer who takes instant bookings (`target`, or null when they do not): an owner
 * opens the booking dialog, a visitor signs in first and comes back to this page. Washers cannot
 * book, so they get nothing.
 */
export function useInstantBooking(target: InstantBookTarget | null) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!target || user?.role === 'washer') return null;
  return {
    open: () => {
      if (user) return setOpen(true);
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    },
    dialog: user ? <InstantBookDialog target={target} open={open} onOpenChange={setOpen} /> : null,
  };
}
