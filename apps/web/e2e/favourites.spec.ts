import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { favouriteMessages } from '@sudsy/domain/favourites';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { places } from './support/places';
import { createWasherWithProfile } from './support/washers';

const washerName = `Panhandle Suds ${randomBytes(3).toString('hex')}`;

test('an owner saves a washer from its page, finds it on the dashboard and removes it', async ({ page }) => {
  const washer = await createWasherWithProfile(washerName, { place: places.favourites, workRadiusMiles: 20 });
  await signInThroughApi(page, await createVerifiedUser({ role: 'owner' }));

  await page.goto(`/providers/${washer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: washerName })).toBeVisible();
  const save = page.getByRole('button', { name: favouriteMessages.save(washerName) });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByRole('button', { name: favouriteMessages.remove(washerName) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/customer/dashboard');
  const card = page.getByRole('region', { name: favouriteMessages.card.title });
  const row = card.getByRole('listitem').filter({ hasText: washerName });
  await expect(row.getByRole('link', { name: washerName })).toHaveAttribute('href', `/providers/${washer.id}`);
  await expect(row).toContainText('New Provider');
  await expect(row).toContainText('Amarillo, TX');
  await expectNoSeriousViolations(page);

  await row.getByRole('button', { name: favouriteMessages.remove(washerName) }).click();
  await expect(card.getByText(favouriteMessages.card.empty)).toBeVisible();
  await expect(card.getByRole('link', { name: favouriteMessages.card.findWashers })).toHaveAttribute(
    'href',
    '/providers',
  );

  // Kept on the server, not only in this page: a fresh load shows the same.
  await page.reload();
  await expect(
    page.getByRole('region', { name: favouriteMessages.card.title }).getByText(favouriteMessages.card.empty),
  ).toBeVisible();
});
