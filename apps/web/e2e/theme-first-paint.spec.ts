import { expect, test, type Page } from '@playwright/test';
import { openBeforeTheApp } from './support/before-the-app';

type Shade = 'dark' | 'light' | 'unpainted' | 'mid';

/** How the page's background looks: read through a canvas, so any CSS colour format compares. */
function backgroundShade(page: Page): Promise<Shade> {
  return page.evaluate((): Shade => {
    if (!document.body) return 'unpainted';
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
    if (alpha < 255) return 'unpainted';
    const brightness = (red + green + blue) / 3;
    return brightness < 64 ? 'dark' : brightness > 192 ? 'light' : 'mid';
  });
}

test.describe('with a dark system theme', () => {
  test.use({ colorScheme: 'dark' });

  test('is dark from the first paint, and the app loads without a console error', async ({ page }) => {
    const visit = await openBeforeTheApp(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    await expect.poll(() => backgroundShade(page)).toBe('dark');
    // Nothing of the app has run yet: this is the HTML's own first paint, the page as the build drew it.
    await expect(page.locator('h1')).toHaveText('A spotless car, wherever it’s parked');

    await visit.release();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(html).toHaveClass(/dark/);
    expect(visit.errors).toEqual([]);
    expect(await visit.cspViolations()).toEqual([]);
  });
});

test.describe('with a light system theme', () => {
  test.use({ colorScheme: 'light' });

  test('is light from the first paint, and the app loads without a console error', async ({ page }) => {
    const visit = await openBeforeTheApp(page, '/');
    const html = page.locator('html');
    // The inline script has run: it names the scheme on <html>, and leaves the class off.
    await expect(html).toHaveAttribute('style', /color-scheme: light/);
    await expect(html).not.toHaveClass(/dark/);
    await expect.poll(() => backgroundShade(page)).toBe('light');

    await visit.release();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(html).not.toHaveClass(/dark/);
    expect(visit.errors).toEqual([]);
    expect(await visit.cspViolations()).toEqual([]);
  });
});
