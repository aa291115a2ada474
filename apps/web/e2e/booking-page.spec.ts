import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { bookingPageTexts, washerCancelledTexts } from '@sudsy/domain/booking-page';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { bookThroughApi, quoteThroughApi, requestQuoteThroughApi, weekdayAhead } from './support/marketplace';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { createWasherWithProfile, signedInPage, workAllWeek } from './support/washers';

// The booking page, like a trip page (docs/product.md, "The booking page"): what happens next, the
// street and the owner's notes for the washer, the booking in a calendar, a word to the other side,
// and Cancel with its deadline, which the other side's open page shows at once; the owner then
// books the next-best quote from the same page.

test('the washer reads the street and the notes, takes the booking to a calendar, and cancels it from its page; the owner’s open page says so and books the next-best quote', async ({
  browser,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const area = { place: places.bookingJourney, workRadiusMiles: 20 };
  const [washer, rival, owner] = await Promise.all([
    createWasherWithProfile(`Boise Page ${suffix}`, area),
    createWasherWithProfile(`Boise Rival ${suffix}`, area),
    createPayingOwner(),
  ]);
  await Promise.all([workAllWeek(washer, 'UTC'), workAllWeek(rival, 'UTC')]);
  const requestId = await requestQuoteThroughApi(owner, [washer.id, rival.id], places.bookingJourney, {
    notes: 'Gate code 4321, keys with the doorman',
  });
  await quoteThroughApi(washer, requestId, { proposedDate: weekdayAhead(4), proposedTime: '10:00' });
  await quoteThroughApi(rival, requestId, {
    proposedDate: weekdayAhead(4),
    proposedTime: '13:00',
    amountCents: 9200,
  });
  const { appointmentId } = await bookThroughApi(owner, requestId, washer.id);
  const [ownerPage, washerPage] = await Promise.all([signedInPage(browser, owner), signedInPage(browser, washer)]);
  await washerPage.setViewportSize({ width: 375, height: 812 });

  await ownerPage.goto(`/appointments/${appointmentId}`);
  await expect(ownerPage.getByRole('region', { name: bookingPageTexts.whatsNext })).toContainText(
    `comes to ${places.bookingJourney.label}`,
  );

  await washerPage.goto(`/appointments/${appointmentId}`);
  await expect(washerPage.getByRole('region', { name: bookingPageTexts.whatsNext })).toContainText(
    `Be at ${places.bookingJourney.label}`,
  );
  const details = washerPage.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Gate code 4321, keys with the doorman');
  await expectNoSeriousViolations(washerPage);

  const [download] = await Promise.all([
    washerPage.waitForEvent('download'),
    washerPage.getByRole('link', { name: bookingPageTexts.addToCalendar }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sudsy-appointment.ics');
  const calendar = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
  expect(calendar).toContain(`/appointments/${appointmentId}`);
  expect(calendar).toContain('Gate code 4321\\, keys with the doorman');

  const cancel = washerPage.getByRole('button', { name: bookingPageTexts.cancel });
  await expect(cancel).toHaveAccessibleDescription(/^Free cancellation until /);
  await cancel.click();
  const dialog = washerPage.getByRole('dialog', { name: 'Cancel appointment' });
  await dialog.getByRole('textbox').fill('Van broke down');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(washerPage.getByRole('region', { name: bookingPageTexts.whatsNext })).toContainText(
    'This booking is cancelled',
  );

  // The owner's page, open all along, follows it without a reload.
  await expect(ownerPage.getByRole('note').filter({ hasText: 'Van broke down' })).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: bookingPageTexts.cancel })).toBeHidden();
  await expectNoSeriousViolations(ownerPage);

  // The owner chooses what now: the rival's quote still stands, at its price.
  const choices = ownerPage.getByRole('region', { name: washerCancelledTexts.title });
  await expect(choices.getByRole('link', { name: washerCancelledTexts.askSameTime })).toBeVisible();
  await choices.getByRole('button', { name: `Book Boise Rival ${suffix} at $92.00` }).click();
  await expect(ownerPage).not.toHaveURL(new RegExp(`/appointments/${appointmentId}$`));
  await expect(ownerPage.getByRole('region', { name: bookingPageTexts.whatsNext })).toContainText(
    `Boise Rival ${suffix} comes to`,
  );
});
