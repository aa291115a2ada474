import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addDays, format, isWeekend } from 'date-fns';
import sharp from 'sharp';
import { appointmentToasts } from '@sudsy/domain/appointment';
import { requestMessages } from '@sudsy/domain/quote-request';
import { reviewToasts } from '@sudsy/domain/review';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser } from './support/accounts';
import { places } from './support/places';
import { createWasherWithProfile, signedInPage, type WasherArea } from './support/washers';

// The marketplace loop end to end (request, quote, booking, completion, review), an owner and a washer each in their own browser.

const zip = places.bookingJourney.zip;
const boise: WasherArea = {
  place: places.bookingJourney,
  northDegrees: 0.01,
  workRadiusMiles: 20,
  experienceYears: 4,
};

/** A weekday at least two days ahead, inside the washer's default working hours at 10:00. */
function proposedDay(): string {
  let day = addDays(new Date(), 2);
  while (isWeekend(day)) day = addDays(day, 1);
  return format(day, 'yyyy-MM-dd');
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const photo = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function searchAndFindCard(page: Page, washerName: string) {
  await page.goto(`/providers?services=express-wash&address=${zip}`);
  await page.getByRole('button', { name: 'Find Providers' }).click();
  const card = page
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: washerName, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

test('an owner books a washer’s quote, the washer completes the job, and the owner’s rating shows on the washer’s card', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const washerName = `Boise Bright ${randomBytes(3).toString('hex')}`;
  const [washer, owner] = await Promise.all([
    createWasherWithProfile(washerName, boise),
    createVerifiedUser({ role: 'owner' }),
  ]);
  const [ownerPage, washerPage] = await Promise.all([signedInPage(browser, owner), signedInPage(browser, washer)]);

  // The owner asks this washer for a quote from the search wizard; a new washer reads 'New Provider'.
  const card = await searchAndFindCard(ownerPage, washerName);
  await expect(card).toContainText('New Provider');
  await card.getByRole('checkbox').click();
  await ownerPage.getByRole('button', { name: 'Send Quote Requests' }).click();
  await expect(toast(ownerPage, requestMessages.sent)).toBeVisible();

  // The washer finds it in Available Requests and quotes a price, a duration and a start.
  await washerPage.goto('/provider/bids');
  const available = washerPage.getByRole('tabpanel');
  await expect(available.getByText('Express Wash & Go').first()).toBeVisible();
  await expectNoSeriousViolations(washerPage);
  await available.getByRole('button', { name: 'Send Quote' }).first().click();
  const quoteDialog = washerPage.getByRole('dialog', { name: 'Send Quote' });
  await quoteDialog.getByLabel('Amount ($)').fill('85');
  await quoteDialog.getByLabel('Duration (minutes)').fill('60');
  const day = proposedDay();
  await quoteDialog.getByLabel('Proposed date').fill(day);
  await quoteDialog.getByLabel('Proposed start time').fill('10:00');
  await quoteDialog.getByLabel('Notes for the customer').fill('I bring my own water.');
  await quoteDialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(quoteDialog).toBeHidden();

  // The owner sees 'Quotes Received (1)' and accepts.
  await ownerPage.goto('/customer/requests');
  await ownerPage.getByRole('tab', { name: 'Quoted' }).click();
  await expect(ownerPage.getByRole('tabpanel').getByText('Quotes Received (1)')).toBeVisible();
  await ownerPage.getByRole('tabpanel').getByRole('link').filter({ hasText: zip }).click();
  await ownerPage.getByRole('button', { name: `Accept the quote of ${washerName}` }).click();
  await ownerPage.getByRole('button', { name: 'Book it' }).click();
  await expect(ownerPage.getByText('Your booking')).toBeVisible();

  // The booking is on the owner's Upcoming tab and in the washer's schedule.
  await ownerPage.goto('/customer/dashboard');
  await ownerPage.getByRole('tab', { name: 'Upcoming' }).click();
  const upcoming = ownerPage.getByRole('list', { name: 'Upcoming appointments' });
  await expect(upcoming).toContainText(washerName);
  await expect(upcoming).toContainText(`${format(new Date(`${day}T10:00`), 'MMM d, yyyy')} at 10:00 AM`);

  await washerPage.goto('/provider/schedule');
  const appointmentLink = washerPage.getByRole('link', { name: `Open the appointment with ${owner.name}` });
  await expect(appointmentLink).toBeVisible();

  // The washer completes it with before and after photos.
  await appointmentLink.click();
  await expect(washerPage.getByRole('heading', { level: 1, name: 'Express Wash & Go' })).toBeVisible();
  await expectNoSeriousViolations(washerPage);
  await washerPage.getByRole('button', { name: 'Mark Completed' }).click();
  const completeDialog = washerPage.getByRole('dialog', { name: 'Complete this job' });
  await completeDialog
    .getByLabel('Before photo (optional)')
    .setInputFiles({ name: 'before.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 120, g: 80, b: 40 }) });
  await completeDialog
    .getByLabel('After photo (optional)')
    .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 30, g: 140, b: 220 }) });
  await completeDialog.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toast(washerPage, appointmentToasts.completed.title)).toBeVisible();
  await expect(washerPage.getByRole('img', { name: 'After the job' })).toBeVisible();

  // The owner finds it under Completed, rates it and lets the photos into the portfolio.
  await ownerPage.goto('/appointments');
  await ownerPage.getByRole('tab', { name: 'Completed (1)' }).click();
  await ownerPage
    .getByRole('tabpanel')
    .getByRole('link', { name: /Express Wash & Go/ })
    .click();
  await expect(ownerPage.getByRole('heading', { name: 'Rate this wash' })).toBeVisible();
  await expectNoSeriousViolations(ownerPage);
  // The stars are radio buttons: keyboard users pick one with the arrow keys or Space.
  await ownerPage.getByRole('radio', { name: '5 stars' }).focus();
  await ownerPage.keyboard.press('Space');
  await expect(ownerPage.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await ownerPage.getByLabel('Review (optional)').fill('Spotless, and on time.');
  await ownerPage.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(ownerPage, reviewToasts.submitted.title)).toBeVisible();
  await expect(ownerPage.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await ownerPage.getByRole('switch', { name: 'Let the washer show these photos in their portfolio' }).click();
  await expect(toast(ownerPage, appointmentToasts.consentGiven.title)).toBeVisible();

  // The washer's public page shows the rating, the review and, with the owner's consent, the job's photos.
  await ownerPage.getByRole('link', { name: washerName }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: washerName })).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'Reviews' })).toContainText('Spotless, and on time.');
  await expect(ownerPage.getByRole('img', { name: 'After: Express Wash & Go' })).toBeVisible();
  await expectNoSeriousViolations(ownerPage);

  // A new search shows the rating on the washer's card.
  const ratedCard = await searchAndFindCard(ownerPage, washerName);
  await expect(ratedCard).toContainText('5.0');
  await expect(ratedCard).toContainText('(1 review)');
  await expect(ratedCard).not.toContainText('New Provider');
});
