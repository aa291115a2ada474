import type { Page } from '@playwright/test';

/**
 * Opens `path` with the app's JavaScript held back, so what shows is what the HTML, its stylesheet
 * and its inline theme script paint first; `release` lets the app load. Console errors and
 * Content-Security-Policy violations of the whole visit are collected.
 */
export async function openBeforeTheApp(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Not to 'load' or 'domcontentloaded': both wait for the module script held above.
  await page.goto(path, { waitUntil: 'commit' });
  return {
    errors,
    cspViolations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    release: async () => {
      release();
      await page.waitForLoadState('load');
    },
  };
}
