import { randomBytes } from 'node:crypto';
import type { Locator, Page, Route } from '@playwright/test';
import type { Role } from '@sudsy/domain/roles';
import { routeAccess } from '@sudsy/domain/routes';
import { asUser } from './support/api';
import { expect, test as base } from './support/fixtures';
import { bookThroughApi, quoteThroughApi, requestQuoteThroughApi } from './support/marketplace';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { layoutProblems, layoutSizes, resizeTo } from './support/layout';
import { createWasherWithProfile, signedInPage } from './support/washers';

// Every page holds at a phone (375), a tablet (768), a small laptop (1280×768) and a wide screen
// (1440): none is wider than the screen (a page that scrolls sideways hides part of every line),
// and no sticky or fixed part covers a control. Each route of the route table is opened by
// whoever may open it, once with a new account's empty lists and, where a booked job fills a page,
// with one; the search's steps and a conversation are opened with what they show.

const phone = { width: 375, height: 812 };

type Booked = {
  washerId: string;
  washerName: string;
  ownerId: string;
  requestId: string;
  appointmentId: string;
  /** Signed-in pages of the booking's two sides, at phone width. */
  pages: Record<Role, Page>;
};

const test = base.extend<object, { booked: Booked }>({
  booked: [
    async ({ browser }, use) => {
      // A long business name, as real ones can be: it has to wrap on the cards that show it.
      const washerName = `Casper Mobile Detailing and Ceramic Coating ${randomBytes(3).toString('hex')}`;
      const [washer, owner] = await Promise.all([
        createWasherWithProfile(washerName, { place: places.noSidewaysScroll, workRadiusMiles: 20 }),
        createPayingOwner(),
      ]);
      const requestId = await requestQuoteThroughApi(owner, washer.id, places.noSidewaysScroll);
      await quoteThroughApi(washer, requestId);
      const booking = await bookThroughApi(owner, requestId, washer.id);
      const [ownerPage, washerPage] = await Promise.all([signedInPage(browser, owner), signedInPage(browser, washer)]);
      await Promise.all([ownerPage.setViewportSize(phone), washerPage.setViewportSize(phone)]);
      await use({
        washerId: washer.id,
        washerName,
        ownerId: await asUser(owner, async (_api, id) => id),
        requestId,
        appointmentId: booking.appointmentId,
        pages: { owner: ownerPage, washer: washerPage },
      });
      await Promise.all([ownerPage.context().close(), washerPage.context().close()]);
    },
    { scope: 'worker' },
  ],
});

/** The address of `route` for the booked job; a new route with a parameter needs its entry here. */
function addressOf(route: string, booked: Booked): string {
  const ids: Record<string, string> = {
    '/providers/:id': booked.washerId,
    '/customer/requests/:id': booked.requestId,
    '/appointments/:id': booked.appointmentId,
    // A conversation with the other side of the booking, its send bar at the foot.
    '/messages?contact=:washer': booked.washerId,
    '/messages?contact=:owner': booked.ownerId,
    // Its refusal is the page a visitor may reach with any token.
    '/unsubscribe/:token': 'not-a-token',
  };
  if (!route.includes(':')) return route;
  const id = ids[route];
  if (!id) throw new Error(`no id for ${route}: add one to addressOf`);
  return route.replace(/:\w+/, id);
}

const routes = Object.entries(routeAccess);
const publicRoutes = routes.filter(([, access]) => access === 'public').map(([route]) => route);
const routesOf = (role: Role) =>
  routes.filter(([, access]) => access === role || access === 'signed-in').map(([route]) => route);

// The profile's tabs are one route, each with cards of its own.
const profileTabs: Record<Role, string[]> = {
  owner: ['account', 'security', 'preferences'],
  washer: ['account', 'security', 'preferences', 'skills'],
};
const withProfileTabs = (role: Role, paths: string[]) =>
  paths.flatMap((path) => (path === '/profile' ? profileTabs[role].map((tab) => `/profile?tab=${tab}`) : [path]));

// Pages a booked job adds to: the rest look the same for a new account, which the shared session covers.
const bookedRoutes: Record<Role, string[]> = {
  owner: [
    '/customer/dashboard',
    '/customer/requests',
    '/customer/requests/:id',
    '/appointments',
    '/appointments/:id',
    '/messages?contact=:washer',
  ],
  washer: [
    '/provider/dashboard',
    '/provider/bids',
    '/provider/schedule',
    '/appointments',
    '/appointments/:id',
    '/messages?contact=:owner',
  ],
};

// The search's two steps with a search made: the details with their action bar, then the washers found.
const searchSteps = [
  `/providers?services=express-wash&address=${places.noSidewaysScroll.zip}`,
  `/providers?services=express-wash&address=${places.noSidewaysScroll.zip}&step=2`,
];

/**
 * A phone's full-length IPv6 address. The journeys' server sees every browser at the loopback
 * address and trusts no proxy header to say otherwise, so the sessions it lists carry this address
 * instead, as they would for a phone on IPv6 behind a proxy the server trusts.
 */
const longIpv6 = '2001:0db8:85a3:0000:0000:8a2e:0370:7334';

/** Runs `visit` with the device list answering as if every session came from `longIpv6`. */
async function withIpv6Sessions(page: Page, visit: () => Promise<void>): Promise<void> {
  const sessionsUrl = '**/api/account/sessions';
  const answerWithIpv6 = async (route: Route) => {
    const response = await route.fetch();
    const { sessions } = (await response.json()) as { sessions: Record<string, unknown>[] };
    await route.fulfill({
      response,
      json: { sessions: sessions.map((session) => ({ ...session, ipAddress: longIpv6 })) },
    });
  };
  await page.route(sessionsUrl, answerWithIpv6);
  try {
    await visit();
  } finally {
    await page.unroute(sessionsUrl, answerWithIpv6);
  }
}

/** Runs `visit` on a worker's shared page at phone width, then gives the page back at its own width. */
async function atPhoneWidth(page: Page, visit: () => Promise<void>): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(phone);
  try {
    await visit();
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/**
 * Opens `path` and, once its content is in (and `shown`, when given, is visible), checks at each of
 * the layout sizes that the page is no wider than the screen and that nothing covers a control.
 */
async function expectNoSidewaysScroll(page: Page, path: string, shown?: Locator): Promise<void> {
  const [first] = layoutSizes;
  await resizeTo(page, first);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lists and cards arrive after the heading, and what they bring is what overflows.
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Finding)\b/ })).toHaveCount(0);
  if (shown) await expect(shown).toBeVisible();
  const problems: string[] = [];
  for (const size of layoutSizes) {
    await resizeTo(page, size);
    for (const problem of await layoutProblems(page)) problems.push(`${size.width}×${size.height}: ${problem}`);
  }
  expect(problems, `${path} at every size`).toEqual([]);
}

test.describe('signed out', () => {
  for (const route of [...publicRoutes.filter((route) => !route.includes(':')), '/no-such-page']) {
    test(`${route} holds at every size`, async ({ visitorPage: page }) => {
      await atPhoneWidth(page, () => expectNoSidewaysScroll(page, route));
    });
  }

  for (const [step, path] of searchSteps.entries()) {
    test(`${path} holds at every size`, async ({ visitorPage: page, booked }) => {
      // The booked washer works there: the second step lists their card.
      const card = step === 1 ? page.getByText(booked.washerName).first() : undefined;
      await atPhoneWidth(page, () => expectNoSidewaysScroll(page, path, card));
    });
  }

  for (const route of publicRoutes.filter((route) => route.includes(':'))) {
    test(`${route} holds at every size`, async ({ visitorPage: page, booked }) => {
      await atPhoneWidth(page, () => expectNoSidewaysScroll(page, addressOf(route, booked)));
    });
  }
});

for (const role of ['owner', 'washer'] as const) {
  const someone = role === 'owner' ? 'an owner' : 'a washer';
  test.describe(`a new ${role}`, () => {
    for (const path of withProfileTabs(
      role,
      routesOf(role).filter((route) => !route.includes(':')),
    )) {
      test(`${path} holds at every size`, async ({ sharedSession }) => {
        const { page } = await sharedSession(role);
        await atPhoneWidth(page, async () => {
          if (path !== '/profile?tab=security') return expectNoSidewaysScroll(page, path);
          // The address shows whole, wrapped rather than cut off or pushing the page wide.
          const address = page
            .getByRole('list', { name: 'Signed-in devices' })
            .getByText(`IP ${longIpv6} · Active now`);
          await withIpv6Sessions(page, () => expectNoSidewaysScroll(page, path, address));
        });
      });
    }
  });

  test.describe(`${someone} with a booked job`, () => {
    for (const route of bookedRoutes[role]) {
      test(`${route} holds at every size`, async ({ booked }) => {
        await expectNoSidewaysScroll(booked.pages[role], addressOf(route, booked));
      });
    }
  });
}

test('the catalogue’s category tabs show that they scroll, and the keyboard brings each into view', async ({
  sharedSession,
}) => {
  const { page } = await sharedSession('owner');
  await atPhoneWidth(page, async () => {
    await page.goto('/customer/services');
    const tabs = page.getByRole('tab');
    const strip = page.getByRole('tablist');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // The last category is cut off at the edge, which fades out to say there is more that way.
    await expect(tabs.last()).not.toBeInViewport({ ratio: 1 });
    await expect(strip.locator('xpath=..')).toHaveCSS('mask-image', /gradient/);

    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.last()).toBeInViewport({ ratio: 1 });
    await expect(tabs.first()).not.toBeInViewport({ ratio: 1 });
  });
});
