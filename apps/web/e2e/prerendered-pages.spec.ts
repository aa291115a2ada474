import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { openBeforeTheApp } from './support/before-the-app';

// docs/product.md, "Speed on a phone": the public pages are drawn at build time, so a phone paints
// them before any JavaScript arrives; the app then takes the page over as it is (hydration).
const pages = [
  ['/', 'A spotless car, wherever it’s parked'],
  ['/about', 'About Sudsy'],
  ['/faq', 'Frequently asked questions'],
  ['/contact', 'Contact us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/login', 'Welcome Back'],
  ['/register', 'Create an Account'],
  ['/providers', 'Get Car Wash Quotes'],
] as const;

const visitorPages = new Set(['/', '/about', '/contact', '/privacy', '/terms']);

test.use({ viewport: { width: 375, height: 812 } });

for (const [path, heading] of pages) {
  test(`${path} paints its page before the app's JavaScript, and the app takes it over without an error`, async ({
    page,
    baseURL,
  }) => {
    // The app's drawing of a visitor page is for a browser holding a session cookie, valid or not
    // (here not, so the app finds no one signed in); a visitor gets it without the app (visitor-pages.spec).
    if (visitorPages.has(path))
      await page.context().addCookies([{ name: 'better-auth.session_token', value: 'expired', url: baseURL! }]);
    const visit = await openBeforeTheApp(page, path);
    // Painted, its controls inert until the app takes it over (so by CSS, not by role: inert is out
    // of the accessibility tree).
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.locator('#root button').first()).toHaveAttribute('inert');
    await expect(page).toHaveTitle(/\| Sudsy$|^Sudsy — /);

    await visit.release();
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    // Hydrated: the header's menu button works, which only the app's code makes it do.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // A mismatch between the drawn page and the app's first render is logged as an error.
    expect(visit.errors).toEqual([]);
    expect(await visit.cspViolations()).toEqual([]);
    await expectNoSeriousViolations(page);
  });
}

test("a drawn page's links work before the app's code arrives: Get Started opens the sign-up page", async ({
  page,
}) => {
  const visit = await openBeforeTheApp(page, '/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('h1')).toHaveText('Create an Account');
  // The sign-up form is drawn but waits for the app: the browser must not send it itself.
  await expect(page.locator('#root form').first()).toHaveAttribute('inert');
  await visit.release();
  await expect(page.getByLabel('Email')).toBeEditable();
  expect(visit.errors).toEqual([]);
});

test('a drawn page carries its styles: it paints styled with no stylesheet, font or script arrived', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route(/\/assets\//, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await route.abort();
  });
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('A spotless car, wherever it’s parked');
  // Unstyled, the body would be transparent and the heading the browser's own 32 px.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('h1')).not.toHaveCSS('font-size', '32px');
  expect(asked.filter((path) => path.endsWith('.css'))).toEqual([]);
});

test('the search wizard asked for with a query shows what the query names, with no error', async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/providers?services=express-wash&address=94105');
  await visit.release();
  await expect(page.getByRole('list', { name: 'Search filters' })).toContainText('1 service');
  await expect(page.getByRole('combobox', { name: /Service Address/ })).toHaveValue('94105');
  expect(visit.errors).toEqual([]);
  expect(await visit.cspViolations()).toEqual([]);
});

test('the catalogue, the same for every owner, paints for a signed-in owner before the app, at its old address too', async ({
  page,
}) => {
  await signInThroughApi(page, await createVerifiedUser({ role: 'owner' }));
  const visit = await openBeforeTheApp(page, '/services');
  await expect(page.locator('h1')).toHaveText('Services');
  await expect(page.locator('#root [role="tab"]').first()).toHaveAttribute('inert');
  // The shown tab's services can be read already; only the tabs themselves wait for the app.
  const shownPanel = page.locator('#root [role="tabpanel"][data-state="active"]');
  await expect(shownPanel).not.toHaveAttribute('inert');
  await expect(shownPanel.getByRole('heading', { name: 'Express Wash & Go' })).toBeVisible();
  await expect(page).toHaveTitle('Services | Sudsy');

  await visit.release();
  await expect(page).toHaveURL(/\/customer\/services$/);
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  // Hydrated: the tabs switch, which only the app's code makes them do; the guard, now knowing the
  // owner, keeps the page.
  await page.getByRole('tab', { name: 'Add-Ons' }).click();
  await expect(page.getByRole('tab', { name: 'Add-Ons' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
  await expect(page).toHaveURL(/\/customer\/services$/);
  expect(visit.errors).toEqual([]);
  expect(await visit.cspViolations()).toEqual([]);
  await expectNoSeriousViolations(page);
});

test('a visitor opening the catalogue gets no drawing of it, and is asked to sign in', async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/customer/services');
  await expect(page.locator('#root')).toBeEmpty();
  await visit.release();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  expect(visit.errors).toEqual([]);
});
