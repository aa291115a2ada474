import { expect, type Page } from '@playwright/test';
import { secretOf, totpCode } from '../../../server/src/test/totp';
import { signInThroughApi, type TestUser } from './accounts';
import { productUrl } from './ports';

/**
 * Signs `user` in on the page's browser context and turns two-factor on the way the Security tab
 * does (password, then the app's first code); returns the app's secret.
 */
export async function enableTwoFactorThroughApi(page: Page, user: TestUser): Promise<string> {
  await signInThroughApi(page, user);
  const started = await page.request.post('/api/auth/two-factor/enable', {
    headers: { Origin: productUrl },
    data: { password: user.password },
  });
  expect(started.status(), await started.text()).toBe(200);
  const secret = secretOf(((await started.json()) as { totpURI: string }).totpURI);
  const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
    headers: { Origin: productUrl },
    data: { code: totpCode(secret) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return secret;
}
