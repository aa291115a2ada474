import { dashboardPathFor, type Role } from './roles';

/** Old and short paths that lead to the product's pages (docs/product.md, "Routes"). */
export const redirects: Readonly<Record<string, string>> = {
  '/dashboard': '/customer/dashboard',
  '/vehicles': '/customer/vehicles',
  '/requests': '/customer/requests',
  '/requests/new': '/customer/requests/new',
  '/services': '/customer/services',
  '/service-area': '/provider/profile',
  '/provider-setup': '/provider/profile',
  '/provider/setup': '/provider/profile',
  '/provider-dashboard': '/provider/dashboard',
  '/provider-schedule': '/provider/schedule',
  '/bids': '/provider/bids',
};

export type RouteAccess = 'public' | 'signed-in' | Role;

/** Every page of the route table with who may open it. */
export const routeAccess: Readonly<Record<string, RouteAccess>> = {
  '/': 'public',
  '/login': 'public',
  '/register': 'public',
  '/reset-password': 'public',
  '/unsubscribe/:token': 'public',
  '/providers': 'public',
  '/providers/:id': 'public',
  '/about': 'public',
  '/faq': 'public',
  '/contact': 'public',
  '/privacy': 'public',
  '/terms': 'public',
  '/customer/dashboard': 'owner',
  '/customer/services': 'owner',
  '/customer/vehicles': 'owner',
  '/customer/requests': 'owner',
  '/customer/requests/new': 'owner',
  '/customer/requests/:id': 'owner',
  '/provider/dashboard': 'washer',
  '/provider/profile': 'washer',
  '/provider/schedule': 'washer',
  '/provider/bids': 'washer',
  '/messages': 'signed-in',
  '/profile': 'signed-in',
  // Booked jobs, the washer's and the owner's alike.
  '/appointments': 'signed-in',
  '/appointments/:id': 'signed-in',
  // The operator console: any signed-in account may ask, the server answers only operators.
  '/operator': 'signed-in',
};

/** Where the route guard sends a visitor, or null when they may stay. */
export function guardRedirect(access: RouteAccess, user: { role: Role } | null): string | null {
  if (access === 'public') return null;
  if (!user) return '/login';
  if (access === 'signed-in' || access === user.role) return null;
  return dashboardPathFor(user.role);
}
