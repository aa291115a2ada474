import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { appointmentTexts, appointmentToasts } from '@sudsy/domain/appointment';
import { bidsPageTexts } from '@sudsy/domain/bids';
import { suggestedAmountText } from '@sudsy/domain/quote';
import { requestMessages } from '@sudsy/domain/quote-request';
import { reviewToasts } from '@sudsy/domain/review';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  bookThroughApi,
  completeThroughApi,
  photoOf,
  quoteThroughApi,
  requestQuoteThroughApi,
  reviewThroughApi,
  weekdayAhead,
} from './support/marketplace';
import { places } from './support/places';
import { addVehicleThroughApi, fillYourRequest } from './support/request-details';
import { createWasherWithProfile, signedInPage, type WasherArea } from './support/washers';

// The marketplace loop (request, quote, booking, completion, review), one step per journey: each
// drives its step in the browser and starts from the earlier steps made through the API.

const zip = places.bookingJourney.zip;
const boise: WasherArea = {
  place: places.bookingJourney,
  northDegrees: 0.01,
  workRadiusMiles: 20,
  experienceYears: 4,
};

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

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

/** A washer of Boise and an owner of their own, the owner's booking of the washer's quote made through the API. */
async function bookedPair() {
  const [washer, owner] = await Promise.all([
    createWasherWithProfile(`Boise Bright ${randomBytes(3).toString('hex')}`, boise),
    createVerifiedUser({ role: 'owner' }),
  ]);
  const requestId = await requestQuoteThroughApi(owner, washer.id, places.bookingJourney);
  const quote = await quoteThroughApi(washer, requestId, { proposedDate: weekdayAhead(2) });
  const booking = await bookThroughApi(owner, requestId, washer.id);
  return { washer, owner, quote, booking };
}

test('an owner with two cars asks a new washer from the search wizard for the second, and the washer can price it', async ({
  page,
  browser,
}) => {
  const washerName = `Boise Bright ${randomBytes(3).toString('hex')}`;
  const [washer, owner] = await Promise.all([
    createWasherWithProfile(washerName, boise),
    createVerifiedUser({ role: 'owner' }),
  ]);
  await addVehicleThroughApi(owner);
  await addVehicleThroughApi(owner, { make: 'Toyota', model: 'Highlander', year: 2022, type: 'suv' });
  await signInThroughApi(page, owner);

  // A washer without reviews reads 'New Provider'.
  const card = await searchAndFindCard(page, washerName);
  await expect(card).toContainText('New Provider');
  await card.getByRole('checkbox').click();
  await fillYourRequest(page, { pickDate: true, vehicle: '2022 Toyota Highlander' });
  await page.getByRole('button', { name: 'Send Quote Requests' }).click();
  await expect(toast(page, requestMessages.sent)).toBeVisible();

  // The washer sees the car with its type and the time asked for, and a quote starting from their
  // own $40 express wash with their 15% for an SUV.
  const washerPage = await signedInPage(browser, washer);
  await washerPage.goto('/provider/bids');
  const request = washerPage
    .getByRole('list', { name: bidsPageTexts.availableTab })
    .getByRole('listitem')
    .filter({ hasText: `Request from ${owner.name}` });
  await expect(request).toContainText('2022 Toyota Highlander · SUV');
  await expect(request).toContainText('at 10:00 AM');
  await request.getByRole('button', { name: 'Send Quote' }).click();
  const dialog = washerPage.getByRole('dialog', { name: 'Send Quote' });
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue('46.00');
  await expect(dialog.getByLabel('Amount ($)')).toHaveAccessibleDescription(suggestedAmountText('SUV'));
  await expectNoSeriousViolations(washerPage);
});

test('a booking shows on the owner’s Upcoming tab and in the washer’s schedule', async ({ browser }) => {
  const { washer, owner, quote } = await bookedPair();
  const [ownerPage, washerPage] = await Promise.all([signedInPage(browser, owner), signedInPage(browser, washer)]);

  await ownerPage.goto('/customer/dashboard');
  await ownerPage.getByRole('tab', { name: 'Upcoming' }).click();
  const upcoming = ownerPage.getByRole('list', { name: 'Upcoming appointments' });
  await expect(upcoming).toContainText(washer.name);
  await expect(upcoming).toContainText(`${format(new Date(`${quote.proposedDate}T10:00`), 'MMM d, yyyy')} at 10:00 AM`);

  await washerPage.goto('/provider/schedule');
  await washerPage.getByRole('link', { name: `Open the appointment with ${owner.name}` }).click();
  // Booked days ahead: the job cannot be marked completed before its start.
  const shut = washerPage.getByRole('button', { name: appointmentTexts.markCompleted });
  await expect(shut).toBeDisabled();
  await expect(shut).toHaveAccessibleDescription(/^You can mark it completed from its start, .+ at 10:00 AM\.$/);
});

test('the washer completes a job from the schedule with before and after photos', async ({ page, startedBooking }) => {
  const { washer, owner } = startedBooking;
  await signInThroughApi(page, washer);

  await page.goto('/provider/schedule');
  await page.getByRole('link', { name: `Open the appointment with ${owner.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Express Wash & Go' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Mark Completed' }).click();
  const completeDialog = page.getByRole('dialog', { name: 'Complete this job' });
  await completeDialog
    .getByLabel('Before photo (optional)')
    .setInputFiles({ name: 'before.jpg', mimeType: 'image/jpeg', buffer: await photoOf({ r: 120, g: 80, b: 40 }) });
  await completeDialog
    .getByLabel('After photo (optional)')
    .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: await photoOf({ r: 30, g: 140, b: 220 }) });
  await completeDialog.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toast(page, appointmentToasts.completed.title)).toBeVisible();
  await expect(page.getByRole('img', { name: 'After the job' })).toBeVisible();
});

test('the owner rates a completed wash and lets its photos into the washer’s portfolio', async ({
  page,
  startedBooking,
}) => {
  const { washer, owner, booking } = startedBooking;
  await completeThroughApi(washer, booking.appointmentId);
  await signInThroughApi(page, owner);

  await page.goto('/appointments');
  await page.getByRole('tab', { name: 'Completed (1)' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /Express Wash & Go/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Rate this wash' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // The stars are radio buttons: keyboard users pick one with the arrow keys or Space.
  await page.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByLabel('Review (optional)').fill('Spotless, and on time.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, reviewToasts.submitted.title)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await page.getByRole('switch', { name: 'Let the washer show these photos in their portfolio' }).click();
  await expect(toast(page, appointmentToasts.consentGiven.title)).toBeVisible();

  // The washer's public page shows the review and, with the owner's consent, the job's photos.
  await page.getByRole('link', { name: washer.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: washer.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('Spotless, and on time.');
  await expect(page.getByRole('img', { name: 'After: Express Wash & Go' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a rated washer’s search card shows the rating instead of New Provider', async ({ page, startedBooking }) => {
  const { washer, owner, booking } = startedBooking;
  await completeThroughApi(washer, booking.appointmentId);
  await reviewThroughApi(owner, booking.appointmentId, { rating: 4, comment: 'Good job.' });
  await signInThroughApi(page, owner);

  const card = await searchAndFindCard(page, washer.name);
  await expect(card).toContainText('4.0');
  await expect(card).toContainText('(1 review)');
  await expect(card).not.toContainText('New Provider');
});
