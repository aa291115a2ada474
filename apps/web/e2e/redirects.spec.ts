import { expect, test } from '@playwright/test';
import { redirects, routeAccess } from '@sudsy/domain/routes';

const guarded = Object.entries(routeAccess).filter(([, access]) => access !== 'public');
const publicPaths = Object.entries(routeAccess).filter(([, access]) => access === 'public').map(([path]) => path);

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
