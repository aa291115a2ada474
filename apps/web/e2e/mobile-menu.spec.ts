import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';

test.use({ viewport: { width: 375, height: 812 } });

test('below 768 px the navigation opens as a side menu from the left', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  const menu = page.getByRole('dialog', { name: 'Customer Menu' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.x).toBe(0);
  await expectNoSeriousViolations(page);

  await expect(menu.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await menu.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(menu).toBeHidden();
});
