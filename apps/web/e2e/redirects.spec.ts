import { expect, test } from '@playwright/test';
import { dashboardPathFor } from '@sudsy/domain/roles';
import { guardRedirect, redirects, routeAccess } from '@sudsy/domain/routes';
import { createVerifiedUser, signInThroughApi, type TestUser } from './support/accounts';

// A parameterised path (/providers/:id) is no page to open as it stands; its own journey covers it.
const pages = Object.entries(routeAccess).filter(([path]) => !path.includes(':'));
const guarded = pages.filter(([, access]) => access !== 'public');
const publicPaths = pages.filter(([, access]) => access === 'public').map(([path]) => path);

test.describe('signed out', () => {
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} goes to ${to}, whose guard sends a visitor to /login`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const [path] of guarded) {
    test(`${path} sends a visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const path of publicPaths) {
    test(`${path} opens without signing in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

for (const role of ['owner', 'washer'] as const) {
  test.describe(`signed in as ${role === 'owner' ? 'an owner' : 'a washer'}`, () => {
    const home = dashboardPathFor(role);
    let user: TestUser;

    test.beforeAll(async () => {
      user = await createVerifiedUser({ role });
    });

    test.beforeEach(async ({ page }) => {
      await signInThroughApi(page, user);
    });

    for (const [from, to] of Object.entries(redirects)) {
      const lands = guardRedirect(routeAccess[to]!, { role }) ?? to;
      test(`${from} goes to ${to}${lands === to ? '' : ` and on to ${lands}`}`, async ({ page }) => {
        await page.goto(from);
        await expect(page).toHaveURL(new RegExp(`${lands}$`));
      });
    }

    for (const [path, access] of guarded) {
      const admitted = access === 'signed-in' || access === role;
      test(`${path} ${admitted ? 'opens' : `sends them to ${home}`}`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${admitted ? path : home}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });
}
