import { expect, test } from '@playwright/test';
import { pushDeviceTexts } from '@sudsy/domain/push';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';

// A real subscription needs the browser's own push service (Google's), out of reach here: the
// server's pushes are proven against a local push service (push-delivery.test.ts). This journey
// checks what a browser gets of the installable app: the device switch, the manifest, the worker
// and its offline page.

const states = [pushDeviceTexts.on, pushDeviceTexts.off, pushDeviceTexts.blocked, pushDeviceTexts.unsupported];

test('the Preferences tab shows this device’s push switch with its state, accessibly', async ({ page }) => {
  const user = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, user);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const card = page.getByRole('region', { name: pushDeviceTexts.title });
  await expect(card).toBeVisible();
  const toggle = card.getByRole('switch', { name: pushDeviceTexts.title });
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toBeChecked();
  const description = await toggle.getAttribute('aria-describedby');
  expect(states).toContain(await page.locator(`#${description}`).textContent());
  await expect(card.getByText(pushDeviceTexts.noOtherDevices)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the app can be installed: a manifest named Sudsy with its icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Sudsy', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons
    .filter((icon) => icon.type === 'image/png')
    .map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
  }
});

test('without a network a page opens as the offline page, and Try again loads it once back', async ({
  page,
  context,
}) => {
  const user = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  // The app registers its worker once loaded; it keeps the offline page when it installs.
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toMatch(/\/service-worker\.js$/);

  await context.setOffline(true);
  await page.goto('/customer/vehicles');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  // Its icon comes from the worker's cache too.
  await expect
    .poll(() => page.locator('main img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Vehicles' })).toBeVisible();
  // The API is never answered from the worker: offline, it fails as it would without one.
  await context.setOffline(true);
  const answer = await page.evaluate(async () =>
    fetch('/api/push-subscriptions').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(answer).toBe('failed');
  await context.setOffline(false);
});
