import type { Page } from '@playwright/test';
import { appointmentToasts } from '@sudsy/domain/appointment';
import { reviewToasts } from '@sudsy/domain/review';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { completeThroughApi, photoOf } from './support/marketplace';

// The end of the marketplace loop, one step per journey: the washer completes a started job, then
// the owner rates it. Each drives its step in the browser and starts from the earlier steps made
// through the API.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

// Sending a request from the search wizard (washer-search.spec.ts), a washer pricing a request
// (quotes.spec.ts), a booking on both sides' lists and a rating on a search card are proven by
// their own journeys, or by the page's component tests against the answers their API tests pin
// down (owner dashboard, schedule page, search cards; dashboards and reviews API tests).
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
    .getByLabel('After photo', { exact: true })
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
  await page.getByRole('link', { name: washer.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: washer.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('Spotless, and on time.');
  await expect(page.getByRole('img', { name: 'After: Express Wash & Go' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
