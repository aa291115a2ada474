import { dashboardPathFor } from '@sudsy/domain/roles';
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

// A parameterised path (/providers/:id) is no page to open as it stands; its own journey covers it.
const pages = Object.entries(routeAccess).filter(([path]) => !path.includes(':'));
const guarded = pages.filter(([, access]) => access !== 'public');
const publicPaths = pages.filter(([, access]) => access === 'public').map(([path]) => path);

test.describe('signed out', () => {
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} goes to ${to}, whose guard sends a visitor to /login`, async ({ visitorPage: page }) => {
      await open(page, from);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const [path] of guarded) {
    test(`${path} sends a visitor to /login`, async ({ visitorPage: page }) => {
      await open(page, path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const path of publicPaths) {
    test(`${path} opens without signing in`, async ({ visitorPage: page }) => {
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

for (const role of ['owner', 'washer'] as const) {
  test.describe(`signed in as ${role === 'owner' ? 'an owner' : 'a washer'}`, () => {
    const home = dashboardPathFor(role);

    for (const [from, to] of Object.entries(redirects)) {
      const lands = guardRedirect(routeAccess[to]!, { role }) ?? to;
      test(`${from} goes to ${to}${lands === to ? '' : ` and on to ${lands}`}`, async ({ sharedSession }) => {
        const { page } = await sharedSession(role);
        await open(page, from);
        await expect(page).toHaveURL(new RegExp(`${lands}$`));
      });
    }

    for (const [path, access] of guarded) {
      const admitted = access === 'signed-in' || access === role;
      test(`${path} ${admitted ? 'opens' : `sends them to ${home}`}`, async ({ sharedSession }) => {
        const { page } = await sharedSession(role);
        await open(page, path);
        await expect(page).toHaveURL(new RegExp(`${admitted ? path : home}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });
}
