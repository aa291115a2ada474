import { appointmentTexts } from '@sudsy/domain/appointment';
import { checklistTexts } from '@sudsy/domain/checklists';
import { jobDayTexts } from '@sudsy/domain/job-day';
import { angleLabels, proofPhotoTexts, walkaroundAngles } from '@sudsy/domain/photo-proof';
import { receiptTexts } from '@sudsy/domain/receipt';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi, type TestUser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { photoOf } from './support/marketplace';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { bookSoonBetween, newBoiseWasher } from './support/started-bookings';
import type { Browser } from '@playwright/test';

// The proof of a job on a phone: at the car, the washer photographs its four sides, starts, ticks
// the checklist, adds an after photo and completes; the owner sees each of them, and the receipt
// keeps the checklist.

const phone = { width: 375, height: 812 };

async function phonePage(browser: Browser, user: TestUser) {
  const context = await browser.newContext({ viewport: phone, hasTouch: true });
  await context.grantPermissions(['geolocation']);
  const { lat, lng } = places.bookingJourney.point;
  await context.setGeolocation({ latitude: lat, longitude: lng });
  const page = await context.newPage();
  await signInThroughApi(page, user);
  return { context, page };
}

test('at the car the washer photographs it, works the checklist and completes with an after photo', async ({
  browser,
}) => {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createPayingOwner()]);
  const { booking } = await bookSoonBetween(washer, owner);
  const path = `/appointments/${booking.appointmentId}`;
  const [washerSide, ownerSide] = await Promise.all([phonePage(browser, washer), phonePage(browser, owner)]);
  const washerPage = washerSide.page;

  await washerPage.goto(path);
  await washerPage.getByRole('button', { name: jobDayTexts.alreadyThere }).click();
  await expect(washerPage.getByRole('status').filter({ hasText: /^Arrived$/ })).toBeVisible();
  const start = washerPage.getByRole('button', { name: jobDayTexts.buttons.in_progress });
  await expect(start).toBeDisabled();

  const walkaround = washerPage.getByRole('region', { name: proofPhotoTexts.walkaroundTitle });
  for (const [index, angle] of walkaroundAngles.entries()) {
    const camera = walkaround.getByLabel(proofPhotoTexts.take(angleLabels[angle]));
    expect((await camera.locator('xpath=..').boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await camera.setInputFiles({
      name: `${angle}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photoOf({ r: 40 * index, g: 90, b: 160 }),
    });
    await expect(walkaround.getByText(proofPhotoTexts.progress(index + 1))).toBeVisible();
  }
  await expect(walkaround.getByRole('img')).toHaveCount(4);
  await expectNoSeriousViolations(washerPage);

  await start.click();
  await expect(washerPage.getByRole('status').filter({ hasText: /^In progress$/ })).toBeVisible();
  const checklist = washerPage.getByRole('region', { name: checklistTexts.title });
  for (const step of ['Rinse', 'Foam', 'Wheels', 'Windows', 'Dry']) {
    await checklist.getByRole('checkbox', { name: step }).click();
    await expect(checklist.getByRole('checkbox', { name: step })).toBeChecked();
  }
  await expect(checklist.getByText('5 of 5 steps done')).toBeVisible();
  const after = washerPage.getByRole('region', { name: proofPhotoTexts.afterTitle });
  await after
    .getByLabel(proofPhotoTexts.addAfter)
    .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: await photoOf({ r: 30, g: 200, b: 120 }) });
  await expect(after.getByRole('img')).toHaveCount(1);
  await expectNoSeriousViolations(washerPage);

  const ownerPage = ownerSide.page;
  await ownerPage.goto(path);
  await expect(ownerPage.getByRole('region', { name: proofPhotoTexts.walkaroundTitle }).getByRole('img')).toHaveCount(
    4,
  );
  await expect(
    ownerPage.getByRole('region', { name: checklistTexts.title }).getByText('5 of 5 steps done'),
  ).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: proofPhotoTexts.afterTitle }).getByRole('img')).toHaveCount(1);
  await expect(ownerPage.getByLabel(proofPhotoTexts.take('Front'))).toHaveCount(0);
  await expectNoSeriousViolations(ownerPage);

  // The after photo taken during the job is the proof: the dialog's own is optional now.
  await washerPage.getByRole('button', { name: appointmentTexts.markCompleted }).click();
  const dialog = washerPage.getByRole('dialog', { name: appointmentTexts.completeTitle });
  await expect(dialog.getByLabel(appointmentTexts.anotherAfterPhoto)).toBeAttached();
  await dialog.getByRole('button', { name: appointmentTexts.markCompleted }).click();
  await expect(dialog).toBeHidden();

  await ownerPage.reload();
  const receipt = ownerPage.getByRole('region', { name: receiptTexts.title });
  await expect(receipt.getByRole('heading', { name: 'Checklist: 5 of 5 steps done' })).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: proofPhotoTexts.walkaroundTitle }).getByRole('img')).toHaveCount(
    4,
  );
  await Promise.all([washerSide.context.close(), ownerSide.context.close()]);
});
