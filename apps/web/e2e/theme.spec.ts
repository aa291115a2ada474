import { expect, test } from '@playwright/test';

test.describe('with a light system theme', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system by default, and a chosen theme holds across reloads', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);

    const themeButton = page.getByRole('button', { name: 'Theme' });
    await expect(themeButton).toHaveAttribute('aria-expanded', 'false');
    await themeButton.click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/dark/);

    await page.reload();
    await expect(html).toHaveClass(/dark/);
  });
});

// A dark system theme is followed from the first paint on: theme-first-paint.spec.ts.
