import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { notificationTexts } from '@sudsy/domain/notifications';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser } from './support/accounts';
import { quoteThroughApi, requestQuoteThroughApi } from './support/marketplace';
import { places } from './support/places';
import { createWasherWithProfile, signedInPage } from './support/washers';

const tag = randomBytes(3).toString('hex');

test('the owner’s bell counts up live when the washer quotes, and opening the item reads it; the washer marks all read', async ({
  browser,
}) => {
  const [washer, owner] = await Promise.all([
    createWasherWithProfile(`Duluth Dazzle ${tag}`, { place: places.notifications, workRadiusMiles: 25 }),
    createVerifiedUser({ role: 'owner' }),
  ]);
  const requestId = await requestQuoteThroughApi(owner, washer.id, places.notifications);
  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto('/customer/dashboard');
  const ownerBell = ownerPage.getByRole('button', { name: /^Notifications/ });
  await expect(ownerBell).toHaveAccessibleName('Notifications');

  await quoteThroughApi(washer, requestId);
  await expect(ownerBell).toHaveAccessibleName('Notifications, 1 unread');
  await ownerBell.click();
  const ownerPanel = ownerPage.getByRole('region', { name: notificationTexts.title });
  const item = ownerPanel.getByRole('link', { name: new RegExp(`New quote from Duluth Dazzle ${tag}: \\$85\\.00`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await expectNoSeriousViolations(ownerPage);
  await item.click();
  await expect(ownerPage).toHaveURL(`/customer/requests/${requestId}`);
  await expect(ownerBell).toHaveAccessibleName('Notifications');

  const washerPage = await signedInPage(browser, washer);
  await washerPage.goto('/provider/dashboard');
  const washerBell = washerPage.getByRole('button', { name: /^Notifications/ });
  await expect(washerBell).toHaveAccessibleName('Notifications, 1 unread');
  await washerBell.click();
  const washerPanel = washerPage.getByRole('region', { name: notificationTexts.title });
  await expect(washerPanel.getByRole('link', { name: /New quote request from/ })).toBeVisible();
  await washerPanel.getByRole('button', { name: notificationTexts.markAllRead }).click();
  await expect(washerBell).toHaveAccessibleName('Notifications');
  await expect(washerPanel.getByText('Unread')).toHaveCount(0);
  await expect(washerPanel.getByRole('button', { name: notificationTexts.markAllRead })).toBeDisabled();
});
