import type { LucideIcon } from 'lucide-react';
import {
  CalendarCheckIcon,
  CalendarDaysIcon,
  CarIcon,
  FileTextIcon,
  GavelIcon,
  LayoutDashboardIcon,
  MessageSquareIcon,
  StoreIcon,
  UserIcon,
} from 'lucide-react';
import type { Role } from '@sudsy/domain/roles';

export type NavLinkItem = { label: string; to: string; icon: LucideIcon };

/** The header navigation of each role (docs/product.md, "Roles"). */
export const roleNavigation: Readonly<Record<Role, readonly NavLinkItem[]>> = {
  owner: [
    { label: 'Dashboard', to: '/customer/dashboard', icon: LayoutDashboardIcon },
    { label: 'My Vehicles', to: '/customer/vehicles', icon: CarIcon },
    { label: 'Bid Requests', to: '/customer/requests', icon: FileTextIcon },
    // Ours: an owner's bookings have their own page (docs/product.md, "Roles").
    { label: 'Appointments', to: '/appointments', icon: CalendarCheckIcon },
    { label: 'Messages', to: '/messages', icon: MessageSquareIcon },
    { label: 'Profile', to: '/profile', icon: UserIcon },
  ],
  washer: [
    { label: 'Dashboard', to: '/provider/dashboard', icon: LayoutDashboardIcon },
    { label: 'Schedule', to: '/provider/schedule', icon: CalendarDaysIcon },
    { label: 'My Bids', to: '/provider/bids', icon: GavelIcon },
    { label: 'Provider Profile', to: '/provider/profile', icon: StoreIcon },
    { label: 'Messages', to: '/messages', icon: MessageSquareIcon },
  ],
};
