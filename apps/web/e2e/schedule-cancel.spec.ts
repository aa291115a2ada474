import { bookingMessages } from '@sudsy/domain/booking';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { bookedJobThroughApi } from './support/booked-job';
import { weekdayAhead } from './support/marketplace';
import { signedInPage } from './support/washers';

// A washer cancels a booked job from the schedule, not only from its page: the dialog states the
// booking's terms, the reason is required, and the job leaves Upcoming for the Cancelled tab.

test('the washer cancels an upcoming job from the schedule, with its terms and a reason', async ({ browser }) => {
  const { washer, owner } = await bookedJobThroughApi({
    washerName: 'Call Off',
    quote: { proposedDate: weekdayAhead(4) },
  });

  const page = await signedInPage(browser, washer);
  await page.goto('/provider/schedule');
  const upcoming = page.getByRole('region', { name: 'Upcoming Appointments', exact: true });
  await expect(upcoming.getByRole('heading', { name: owner.name })).toBeVisible();
  await upcoming.getByRole('button', { name: `Cancel the appointment with ${owner.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel appointment' });
  // Four days ahead with a day's notice: still free, until a stated day and time.
  await expect(dialog.getByText(/^Free cancellation until \w{3} \d{1,2} \w{3}, 10:00 AM$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog.getByText(bookingMessages.washerReasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('My van is in for repairs that week.');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(upcoming.getByText('No upcoming appointments.')).toBeVisible();

  await page.goto('/appointments');
  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  await expect(page.getByText(owner.name).first()).toBeVisible();
});
