import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';

// docs/decisions/017: a visitor without a session gets the landing page and the company and legal
// pages drawn without the app, and one small script that works their two menus.

/** The scripts `path` asks for, by path, once it has loaded and gone quiet. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return scripts;
}

/** Whether React has taken over the page's root (it marks the element it renders into). */
const appRuns = (page: Page) =>
  page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')));

const visitorPages = [
  ['/', 'A spotless car, wherever it’s parked', 'Sudsy — Mobile car washing and detailing'],
  ['/about', 'About Sudsy', 'About Sudsy | Sudsy'],
  ['/contact', 'Contact us', 'Contact us | Sudsy'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy | Sudsy'],
  ['/terms', 'Terms of Service', 'Terms of Service | Sudsy'],
] as const;

for (const [path, heading, title] of visitorPages) {
  test(`a visitor runs no app on ${path}, only the script of its menus`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await scriptsOf(page, path);
    const documentScripts = await page.evaluate(() =>
      [...document.scripts].map((script) => script.src).filter(Boolean),
    );
    expect(documentScripts).toEqual([expect.stringMatching(/\/assets\/visitor-islands-[\w-]+\.js$/)]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    expect(await appRuns(page)).toBe(false);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });
}

test('once the landing page is idle, the app and the sign-up page are fetched, and sign-up finds them cached', async ({
  page,
}) => {
  // The landing page fetches them when the browser is idle, which a loaded machine reaches late:
  // wait for the two scripts themselves, not for a quiet network that may come before.
  const fetched = [/\/react-[\w-]+\.js$/, /\/register-page-[\w-]+\.js$/].map((file) =>
    page.waitForResponse((response) => file.test(new URL(response.url()).pathname)),
  );
  await page.goto('/');
  for (const response of await Promise.all(fetched)) {
    expect(response.ok()).toBe(true);
    await response.finished();
  }
  expect(await appRuns(page)).toBe(false);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  // Served from the cache: nothing crossed the network for the framework or the page's code.
  const transferred = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(react|register-page)-[\w-]+\.js$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(transferred).toEqual([0, 0]);
});

test.describe('when the browser asks to save data', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  });

  test('the landing page fetches nothing of the app ahead', async ({ page }) => {
    const scripts = await scriptsOf(page, '/');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/visitor-islands-[\w-]+\.js$/)]);
  });
});

test('someone holding a session gets the app on the landing page', async ({ page }) => {
  await signInThroughApi(page, await createVerifiedUser({ role: 'owner' }));
  const scripts = await scriptsOf(page, '/');
  expect(scripts.filter((script) => script.includes('visitor-islands'))).toEqual([]);
  expect(await appRuns(page)).toBe(true);
  // The app knows them: the header holds their account menu, not the way to sign up.
  await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test.describe('with a light system theme', () => {
  test.use({ colorScheme: 'light' });

  test("the theme menu works from the keyboard, and the choice is the app's too", async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const themeButton = page.getByRole('button', { name: 'Theme' });
    await expect(page.locator('#root [inert]')).toHaveCount(0);

    await themeButton.focus();
    await page.keyboard.press('Enter');
    await expect(themeButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'Theme' });
    // The saved choice (the system's, at first) is the one marked and focused.
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
    await expectNoSeriousViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(themeButton).toBeFocused();
    await expect(themeButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(html).toHaveClass(/dark/);
    await expect(menu).toBeHidden();
    await expect(themeButton).toBeFocused();

    // The app reads the same choice: a page it runs is dark, and its own menu marks Dark.
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(html).toHaveClass(/dark/);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  });

  test('a tap outside the theme menu closes it without a choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.getByRole('menu', { name: 'Theme' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menu', { name: 'Theme' })).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the side menu opens as a modal, closes on Escape and on Close, and gives focus back', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Customer Menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Modal: what lies behind it is out of reach of the keyboard, the pointer and a screen reader.
    expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expectNoSeriousViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();

    await menuButton.click();
    // Its backdrop, to the right of the panel, shuts it too.
    await page.mouse.click(360, 400);
    await expect(menu).toBeHidden();
  });
});
