import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';

// The registration success screen is checked in its journey (auth-registration.spec.ts).
const pages = [
  '/',
  '/about',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/reset-password',
  '/reset-password?token=unchecked',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const path of pages) {
      test(`${path} has no serious accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });
}
