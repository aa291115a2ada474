import { guardRedirect, redirects, routeAccess } from '@sudsy/domain/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Every case only navigates, so each worker visits them all in one warm page per role (signed
// out, owner, washer) instead of a fresh browser and a new account per case.

/**
 * Opens `path` as the browser's back and forward buttons do: the router takes the new address
 * without reloading the app, so the guards and redirects under test run as they do on any
 * navigation, and the app boots once per page, not once per case. Every other journey opens its
 * pages by address and so covers the guards on a full load.
 */
async function open(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

// Each page of the route table is opened by whoever may open it in layout-walk.spec.ts
// (a full load, its heading shown); who is sent away from which page is guardRedirect's rule,
// tested on every access and role in packages/domain and on the router in app/router.test.tsx.
// What is left here is the old addresses: each followed to its page, and on through that page's
// guard, in the built app.

test.describe('signed out', () => {
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} goes to ${to}, whose guard sends a visitor to /login`, async ({ visitorPage: page }) => {
      await open(page, from);
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});

for (const role of ['owner', 'washer'] as const) {
  test.describe(`signed in as ${role === 'owner' ? 'an owner' : 'a washer'}`, () => {
    for (const [from, to] of Object.entries(redirects)) {
      const lands = guardRedirect(routeAccess[to]!, { role }) ?? to;
      test(`${from} goes to ${to}${lands === to ? '' : ` and on to ${lands}`}`, async ({ sharedSession }) => {
        const { page } = await sharedSession(role);
        await open(page, from);
        await expect(page).toHaveURL(new RegExp(`${lands}$`));
      });
    }
  });
}
