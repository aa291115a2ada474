import { dashboardPathFor } from '@sudsy/domain/roles';
import { guardRedirect, redirects, routeAccess } from '@sudsy/domain/routes';
import { expect, test } from './support/fixtures';

// Every case only navigates, so each worker visits them all in one warm page per role (signed
// out, owner, washer) instead of a fresh browser and a new account per case.

// A parameterised path (/providers/:id) is no page to open as it stands; its own journey covers it.
const pages = Object.entries(routeAccess).filter(([path]) => !path.includes(':'));
const guarded = pages.filter(([, access]) => access !== 'public');
const publicPaths = pages.filter(([, access]) => access === 'public').map(([path]) => path);

test.describe('signed out', () => {
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} goes to ${to}, whose guard sends a visitor to /login`, async ({ visitorPage: page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const [path] of guarded) {
    test(`${path} sends a visitor to /login`, async ({ visitorPage: page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const path of publicPaths) {
    test(`${path} opens without signing in`, async ({ visitorPage: page }) => {
      await page.goto(path);
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
        await page.goto(from);
        await expect(page).toHaveURL(new RegExp(`${lands}$`));
      });
    }

    for (const [path, access] of guarded) {
      const admitted = access === 'signed-in' || access === role;
      test(`${path} ${admitted ? 'opens' : `sends them to ${home}`}`, async ({ sharedSession }) => {
        const { page } = await sharedSession(role);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${admitted ? path : home}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });
}
