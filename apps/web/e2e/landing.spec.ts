import { expect, test } from '@playwright/test';
import { catalogue } from '@sudsy/domain/catalogue';

test('the landing page leads to sign-up and to the provider search', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Become a Provider' })).toHaveAttribute('href', '/providers');
  for (const step of ['Request', 'Receive Bids', 'Choose', 'Get Serviced']) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByText(catalogue[0]!.name).first()).toBeVisible();
});

test('the footer links reach the company and legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['About', '/about'],
    ['FAQ', '/faq'],
    ['Contact', '/contact'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
  ]) {
    await footer
      .getByRole('link', { name: new RegExp(name!, 'i') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Sudsy`);
});

test('the site can be installed on a phone', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest.name).toBe('Sudsy');
  expect(manifest.display).toBe('standalone');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});
