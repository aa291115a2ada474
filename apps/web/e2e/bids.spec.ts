import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addDays, format, isSaturday, isSunday } from 'date-fns';
import { bidsPageTexts, bidToasts } from '@sudsy/domain/bids';
import { bookingToasts, quoteSlotMessages } from '@sudsy/domain/booking';
import { requestMessages } from '@sudsy/domain/quote-request';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { places } from './support/places';
import { createWasherWithProfile, signedInPage, type WasherArea } from './support/washers';

// docs/product.md, "Quotes and bids" and "Bookings and appointments": a washer quotes on a request sent to them, the owner compares and books it, and
// the appointment is there for both; each in their own browser.

const zip = places.bids.zip;
const fargo: WasherArea = {
  place: places.bids,
  northDegrees: 0.02,
  workRadiusMiles: 15,
  experienceYears: 6,
};

/** The first Monday to Friday at least three days ahead: a new washer works 09:00–17:00 then. */
function weekdayAhead(): string {
  let day = addDays(new Date(), 3);
  while (isSaturday(day) || isSunday(day)) day = addDays(day, 1);
  return format(day, 'yyyy-MM-dd');
}

/** A Sunday ahead: a new washer does not work Sundays. */
function sundayAhead(): string {
  let day = addDays(new Date(), 3);
  while (!isSunday(day)) day = addDays(day, 1);
  return format(day, 'yyyy-MM-dd');
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a new washer sees both empty tabs', async ({ page }) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  await signInThroughApi(page, washer);
  await page.goto('/bids');
  await expect(page).toHaveURL(/\/provider\/bids$/);
  await expect(page.getByRole('heading', { level: 1, name: bidsPageTexts.title })).toBeVisible();
  await expect(page.getByText(bidsPageTexts.noAvailable.title)).toBeVisible();
  await expect(page.getByText(bidsPageTexts.noAvailable.description)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: bidsPageTexts.myBidsTab }).click();
  await expect(page.getByText(bidsPageTexts.noBids.title)).toBeVisible();
  await expect(page.getByText(bidsPageTexts.noBids.description)).toBeVisible();
  await expect(page).toHaveURL(/\?tab=mine$/);
});

test('the owner sends a request, the washer quotes, the owner sees Quotes Received (1) and books it; both see the appointment', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const washerName = `Fargo Foam ${randomBytes(3).toString('hex')}`;
  const [washer, owner] = await Promise.all([
    createWasherWithProfile(washerName, fargo),
    createVerifiedUser({ role: 'owner' }),
  ]);
  const [ownerPage, washerPage] = await Promise.all([signedInPage(browser, owner), signedInPage(browser, washer)]);

  // The owner picks this washer in the search wizard and sends the request.
  await ownerPage.goto(`/providers?services=express-wash&address=${zip}`);
  await ownerPage.getByRole('button', { name: 'Find Providers' }).click();
  const card = ownerPage
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({ has: ownerPage.getByRole('heading', { level: 3, name: washerName, exact: true }) });
  await card.getByRole('checkbox').click();
  await ownerPage.getByRole('button', { name: 'Send Quote Requests' }).click();
  await expect(toast(ownerPage, requestMessages.sent)).toBeVisible();

  // The washer finds it under Available Requests with what was asked and where.
  await washerPage.goto('/provider/bids');
  const request = washerPage
    .getByRole('list', { name: bidsPageTexts.availableTab })
    .getByRole('listitem')
    .filter({ hasText: owner.name });
  await expect(request).toContainText('Express Wash & Go');
  await expect(request).toContainText(zip);
  await expect(request).toContainText(/miles? away/);
  await expectNoSeriousViolations(washerPage);

  // A Sunday is outside the washer's hours: the server refuses it and the dialog says why.
  await request.getByRole('button', { name: 'Send Quote' }).click();
  const dialog = washerPage.getByRole('dialog', { name: 'Send Quote' });
  await dialog.getByLabel('Amount ($)').fill('0');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByText('Enter an amount greater than $0')).toBeVisible();
  await dialog.getByLabel('Amount ($)').fill('85');
  await dialog.getByLabel('Duration (minutes)').fill('60');
  await dialog.getByLabel('Proposed date').fill(sundayAhead());
  await dialog.getByLabel('Proposed start time').fill('10:00');
  await dialog.getByLabel('Notes for the customer').fill('I bring my own water.');
  await expectNoSeriousViolations(washerPage);
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByText(quoteSlotMessages['outside-hours'])).toBeVisible();
  const day = weekdayAhead();
  await dialog.getByLabel('Proposed date').fill(day);
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(toast(washerPage, bidToasts.quoted.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(washerPage.getByText(bidsPageTexts.noAvailable.title)).toBeVisible();

  // The owner sees the quote next to the request and books it.
  await ownerPage.goto('/customer/requests?tab=quoted');
  await expect(ownerPage.getByRole('tabpanel').getByText('Quotes Received (1)')).toBeVisible();
  await ownerPage.getByRole('tabpanel').getByRole('link').filter({ hasText: zip }).click();
  const quote = ownerPage.getByRole('list', { name: 'Washers' }).getByRole('listitem').filter({ hasText: washerName });
  await expect(quote).toContainText('$85.00');
  await expect(quote).toContainText('60 min');
  await expect(quote).toContainText('10:00 AM');
  await expect(quote).toContainText('New Provider');
  await expect(quote).toContainText('I bring my own water.');
  await expect(quote.getByRole('link', { name: washerName, exact: true })).toHaveAttribute('href', /^\/providers\//);
  await expectNoSeriousViolations(ownerPage);
  await quote.getByRole('button', { name: `Accept the quote of ${washerName}` }).click();
  await ownerPage.getByRole('button', { name: 'Book it' }).click();
  await expect(toast(ownerPage, bookingToasts.booked.title)).toBeVisible();
  const booking = ownerPage.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText('Scheduled');
  await expect(booking).toContainText('10:00 AM – 11:00 AM');
  await expect(booking).toContainText('$85.00');
  await expect(quote).toContainText('Accepted');
  await expectNoSeriousViolations(ownerPage);

  // The washer's bid is accepted, with its appointment; the schedule lists it.
  await washerPage.goto('/provider/bids?tab=mine');
  const bid = washerPage
    .getByRole('list', { name: bidsPageTexts.myBidsTab })
    .getByRole('listitem')
    .filter({ hasText: owner.name });
  await expect(bid).toContainText('Accepted');
  await expect(bid.getByLabel('Appointment')).toContainText('Scheduled');
  await expectNoSeriousViolations(washerPage);
  await washerPage.goto('/provider/schedule');
  await expect(washerPage.getByText(owner.name).first()).toBeVisible();

  // The washer cancels with a reason; the owner sees who cancelled and why.
  await washerPage.goto('/provider/bids?tab=mine');
  await bid.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = washerPage.getByRole('dialog', { name: 'Cancel appointment' });
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancel.getByText('Please tell the customer why you are cancelling')).toBeVisible();
  await cancel.getByLabel('Reason').fill('My van broke down.');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(washerPage, bookingToasts.appointmentCancelled.title)).toBeVisible();
  await expect(bid.getByLabel('Appointment')).toContainText('Cancelled by the washer: My van broke down.');

  await ownerPage.reload();
  await expect(booking).toContainText('Cancelled');
  await expect(booking).toContainText('Cancelled by the washer: My van broke down.');
});
