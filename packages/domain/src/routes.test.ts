import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { guardRedirect, redirects, routeAccess, type RouteAccess } from './routes';
import { roles, type Role } from './roles';

// The route table (docs/product.md, "Routes" and "Roles"): who may open each page.
const specPublicRoutes = ['/', '/login', '/register', '/reset-password', '/providers'];
// Linked from the footer for every visitor; no guard applies to them.
const specFooterRoutes = ['/about', '/faq', '/contact', '/privacy', '/terms'];
const specOwnerRoutes = [
  '/customer/dashboard',
  '/customer/services',
  '/customer/vehicles',
  '/customer/requests',
  '/customer/requests/new',
];
const specWasherRoutes = ['/provider/dashboard', '/provider/profile', '/provider/schedule', '/provider/bids'];
const specSignedInRoutes = ['/messages', '/profile'];
// The public washer page that search results link to.
const publicWasherRoutes = ['/providers/:id'];
// Each quote request's own page, opened from My Quote Requests.
const ownerDetailRoutes = ['/customer/requests/:id'];
// Booked jobs, listed and one by one, for the washer and the owner of each.
const appointmentRoutes = ['/appointments', '/appointments/:id'];
// A campaign mail's way out, opened without signing in.
const unsubscribeRoutes = ['/unsubscribe/:token'];
// The operator console: the guard asks only for a session, the server 404s anyone not an operator.
const operatorRoutes = ['/operator'];

// The redirects of short and old paths.
const specRedirects = {
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

const routePaths = Object.keys(routeAccess);
const accessArb = fc.constantFrom<RouteAccess>('public', 'signed-in', 'owner', 'washer');
const roleArb = fc.constantFrom<Role>(...roles);
const userArb = fc.option(fc.record({ role: roleArb }), { nil: null });

function accessOf(path: string): RouteAccess {
  const access = routeAccess[path];
  if (access === undefined) throw new Error(`no route ${path}`);
  return access;
}

describe('route table', () => {
  it('holds exactly the pages of the route table', () => {
    const specRoutes = [
      ...specPublicRoutes,
      ...specFooterRoutes,
      ...specOwnerRoutes,
      ...specWasherRoutes,
      ...specSignedInRoutes,
      ...publicWasherRoutes,
      ...ownerDetailRoutes,
      ...appointmentRoutes,
      ...unsubscribeRoutes,
      ...operatorRoutes,
    ];
    expect(routePaths.toSorted()).toEqual(specRoutes.toSorted());
  });

  it('opens the landing, authentication and washer search pages to everyone', () => {
    for (const path of [...specPublicRoutes, ...unsubscribeRoutes]) expect(accessOf(path), path).toBe('public');
  });

  it("opens a washer's public page to everyone", () => {
    for (const path of publicWasherRoutes) expect(accessOf(path), path).toBe('public');
  });

  it('opens the footer pages to everyone', () => {
    for (const path of specFooterRoutes) expect(accessOf(path), path).toBe('public');
  });

  it('keeps the /customer/ pages for owners only', () => {
    for (const path of [...specOwnerRoutes, ...ownerDetailRoutes]) expect(accessOf(path), path).toBe('owner');
  });

  it('keeps the /provider/ pages for washers only', () => {
    for (const path of specWasherRoutes) expect(accessOf(path), path).toBe('washer');
  });

  it('opens messages and profile to any signed-in user', () => {
    for (const path of specSignedInRoutes) expect(accessOf(path), path).toBe('signed-in');
  });

  it('lets any signed-in user ask for the operator console, whose API decides who is an operator', () => {
    for (const path of operatorRoutes) expect(accessOf(path), path).toBe('signed-in');
  });

  it('gives every /customer/ page to owners and every /provider/ page to washers, but /providers to everyone', () => {
    for (const path of routePaths) {
      if (path.startsWith('/customer/')) expect(accessOf(path), path).toBe('owner');
      if (path.startsWith('/provider/')) expect(accessOf(path), path).toBe('washer');
    }
    expect(accessOf('/providers')).toBe('public');
  });
});

describe('redirects', () => {
  it('are exactly the documented redirects', () => {
    expect(redirects).toEqual(specRedirects);
  });

  it('all land on a page of the route table, never on another redirect', () => {
    for (const [from, to] of Object.entries(redirects)) {
      expect(routePaths, `${from} -> ${to}`).toContain(to);
      expect(redirects[to], `${from} -> ${to}`).toBeUndefined();
    }
  });

  it('never shadow a page of the route table', () => {
    for (const from of Object.keys(redirects)) expect(routePaths, from).not.toContain(from);
  });
});

describe('guardRedirect examples', () => {
  it('lets signed-out visitors open public pages', () => {
    expect(guardRedirect(accessOf('/providers'), null)).toBeNull();
    expect(guardRedirect(accessOf('/login'), null)).toBeNull();
  });

  it('sends signed-out visitors of guarded pages to /login', () => {
    expect(guardRedirect(accessOf('/customer/dashboard'), null)).toBe('/login');
    expect(guardRedirect(accessOf('/provider/bids'), null)).toBe('/login');
    expect(guardRedirect(accessOf('/messages'), null)).toBe('/login');
  });

  it('sends an owner opening /provider/dashboard to /customer/dashboard', () => {
    expect(guardRedirect(accessOf('/provider/dashboard'), { role: 'owner' })).toBe('/customer/dashboard');
  });

  it('sends a washer opening /customer/dashboard to /provider/dashboard', () => {
    expect(guardRedirect(accessOf('/customer/dashboard'), { role: 'washer' })).toBe('/provider/dashboard');
  });

  it('lets each role open its own pages', () => {
    expect(guardRedirect(accessOf('/customer/requests/new'), { role: 'owner' })).toBeNull();
    expect(guardRedirect(accessOf('/provider/schedule'), { role: 'washer' })).toBeNull();
  });

  it('opens the appointment pages to any signed-in user, the service deciding whose appointment it is', () => {
    for (const path of appointmentRoutes) {
      expect(guardRedirect(accessOf(path), null), path).toBe('/login');
      for (const role of roles) expect(guardRedirect(accessOf(path), { role }), path).toBeNull();
    }
  });

  it('lets both roles open messages and profile', () => {
    for (const role of roles) {
      expect(guardRedirect(accessOf('/messages'), { role })).toBeNull();
      expect(guardRedirect(accessOf('/profile'), { role })).toBeNull();
    }
  });
});

describe('guardRedirect properties', () => {
  it('admits everyone to public pages', () => {
    fc.assert(fc.property(userArb, (user) => guardRedirect('public', user) === null));
  });

  it('sends every signed-out visitor of a non-public page to /login', () => {
    fc.assert(
      fc.property(
        accessArb.filter((access) => access !== 'public'),
        (access) => guardRedirect(access, null) === '/login',
      ),
    );
  });

  it('admits both roles to signed-in pages', () => {
    fc.assert(fc.property(roleArb, (role) => guardRedirect('signed-in', { role }) === null));
  });

  it('admits a signed-in user to a role page only with that role, and otherwise sends them to their own dashboard', () => {
    fc.assert(
      fc.property(roleArb, roleArb, (pageRole, userRole) => {
        const expected =
          pageRole === userRole ? null : userRole === 'washer' ? '/provider/dashboard' : '/customer/dashboard';
        return guardRedirect(pageRole, { role: userRole }) === expected;
      }),
    );
  });

  it('never redirects to a page the same visitor would be redirected away from', () => {
    fc.assert(
      fc.property(fc.constantFrom(...routePaths), userArb, (path, user) => {
        const target = guardRedirect(accessOf(path), user);
        return target === null || guardRedirect(accessOf(target), user) === null;
      }),
    );
  });
});
