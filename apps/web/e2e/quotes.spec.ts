import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addDays, format, isSunday } from 'date-fns';
import { bidsPageTexts, bidToasts } from '@sudsy/domain/bids';
import { bookingToasts, quoteSlotMessages } from '@sudsy/domain/booking';
import { quoteAnswerSentences } from '@sudsy/domain/quote-request-display';
import { addDays as addIsoDays, dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { bookThroughApi, quoteThroughApi, requestQuoteThroughApi, weekdayAhead } from './support/marketplace';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { createWasherWithProfile, signedInPage, workAllWeek, type WasherArea } from './support/washers';

// docs/product.md, "Quotes and bids" and "Bookings and appointments": a washer quotes on a request sent to them, the owner compares and books it, and
// the appointment is there for both; each in their own browser.

const zip = places.quotes.zip;
const fargo: WasherArea = {
  place: places.quotes,
  northDegrees: 0.02,
  workRadiusMiles: 15,
  experienceYears: 6,
};

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

/** A washer with a profile in Fargo and an owner of their own: each journey below books its own pair. */
async function washerAndOwner() {
  return Promise.all([
    createWasherWithProfile(`Fargo Foam ${randomBytes(3).toString('hex')}`, fargo),
    createPayingOwner(),
  ]);
}

test('a washer finds a request under Available Requests, is refused a Sunday, and quotes a weekday', async ({
  page,
}) => {
  const [washer, owner] = await washerAndOwner();
  await requestQuoteThroughApi(owner, washer.id, places.quotes);
  await signInThroughApi(page, washer);

  // The request shows what was asked and where.
  await page.goto('/provider/bids');
  const request = page
    .getByRole('list', { name: bidsPageTexts.availableTab })
    .getByRole('listitem')
    .filter({ hasText: owner.name });
  await expect(request).toContainText('Express Wash & Go');
  await expect(request).toContainText(zip);
  await expect(request).toContainText(/miles? away/);
  await expectNoSeriousViolations(page);

  // A Sunday is outside the washer's hours: the server refuses it and the dialog says why.
  await request.getByRole('button', { name: 'Send Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Quote' });
  await dialog.getByLabel('Amount ($)').fill('0');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByText('Enter an amount greater than $0')).toBeVisible();
  await dialog.getByLabel('Amount ($)').fill('85');
  await dialog.getByLabel('Duration (minutes)').fill('60');
  await dialog.getByLabel('Proposed date').fill(sundayAhead());
  await dialog.getByLabel('Proposed start time').fill('10:00');
  await dialog.getByLabel('Notes for the customer').fill('I bring my own water.');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByText(quoteSlotMessages['outside-hours'])).toBeVisible();
  await dialog.getByLabel('Proposed date').fill(weekdayAhead(3));
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(toast(page, bidToasts.quoted.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(bidsPageTexts.noAvailable.title)).toBeVisible();

  // The quote is under My Bids, waiting for the owner.
  await page.getByRole('tab', { name: bidsPageTexts.myBidsTab }).click();
  const quote = page
    .getByRole('list', { name: bidsPageTexts.myBidsTab })
    .getByRole('listitem')
    .filter({ hasText: owner.name });
  await expect(quote).toContainText('$85.00');
});

test('the owner sees Quotes Received (1), compares the quote and books it', async ({ page }) => {
  const [washer, owner] = await washerAndOwner();
  const requestId = await requestQuoteThroughApi(owner, washer.id, places.quotes);
  await quoteThroughApi(washer, requestId);
  await signInThroughApi(page, owner);

  await page.goto('/customer/requests?tab=quoted');
  await expect(page.getByRole('tabpanel').getByText('Quotes Received (1)')).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link').filter({ hasText: zip }).click();
  const quote = page.getByRole('list', { name: 'Washers' }).getByRole('listitem').filter({ hasText: washer.name });
  await expect(quote).toContainText('$85.00');
  await expect(quote).toContainText('60 min');
  await expect(quote).toContainText('10:00 AM');
  await expect(quote).toContainText('New Provider');
  await expect(quote).toContainText('I bring my own water.');
  await expect(quote.getByRole('link', { name: washer.name, exact: true })).toHaveAttribute('href', /^\/providers\//);
  await expectNoSeriousViolations(page);
  await quote.getByRole('button', { name: `Accept the quote of ${washer.name}` }).click();
  await page.getByRole('button', { name: 'Book it' }).click();
  await expect(toast(page, bookingToasts.booked.title)).toBeVisible();
  const booking = page.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText('Scheduled');
  await expect(booking).toContainText('10:00 AM – 11:00 AM');
  await expect(booking).toContainText('$85.00');
  await expect(quote).toContainText('Accepted');
  await expectNoSeriousViolations(page);
});

test('the washer cancels tomorrow’s job inside their 48-hour notice: both sides read it was late and why, and the owner books the other quote still open', async ({
  browser,
}) => {
  const [washer, owner, rival] = await Promise.all([
    createWasherWithProfile(`Fargo Foam ${randomBytes(3).toString('hex')}`, { ...fargo, cancellationNoticeHours: 48 }),
    createPayingOwner(),
    createWasherWithProfile(`Fargo Fizz ${randomBytes(3).toString('hex')}`, fargo),
  ]);
  // Tomorrow at 10:00 in the washer's zone is at most 34 hours ahead: inside 48 hours' notice.
  await workAllWeek(washer);
  const tomorrow = addIsoDays(dateInTimeZone(new Date(), defaultTimeZone), 1);
  const requestId = await requestQuoteThroughApi(owner, [washer.id, rival.id], places.quotes);
  await quoteThroughApi(washer, requestId, { proposedDate: tomorrow });
  await quoteThroughApi(rival, requestId, { amountCents: 9900, proposedTime: '13:00' });
  await bookThroughApi(owner, requestId, washer.id);
  const [washerPage, ownerPage] = await Promise.all([signedInPage(browser, washer), signedInPage(browser, owner)]);

  await washerPage.goto('/provider/schedule');
  await expect(washerPage.getByText(owner.name).first()).toBeVisible();
  await washerPage.goto('/provider/bids?tab=mine');
  const quote = washerPage
    .getByRole('list', { name: bidsPageTexts.myBidsTab })
    .getByRole('listitem')
    .filter({ hasText: owner.name });
  await expect(quote).toContainText('Accepted');
  await expect(quote.getByLabel('Appointment')).toContainText('Scheduled');
  await expectNoSeriousViolations(washerPage);

  await quote.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = washerPage.getByRole('dialog', { name: 'Cancel appointment' });
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancel.getByText('Please tell the customer why you are cancelling')).toBeVisible();
  await cancel.getByLabel('Reason').fill('My van broke down.');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(washerPage, bookingToasts.appointmentCancelled.title)).toBeVisible();
  await expect(quote.getByLabel('Appointment')).toContainText('Cancelled late by the washer: My van broke down.');

  await ownerPage.goto(`/customer/requests/${requestId}`);
  const booking = ownerPage.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText('Cancelled');
  await expect(booking).toContainText('Cancelled late by the washer: My van broke down.');
  // The request is open again: the other washer's quote can still be booked.
  const washers = ownerPage.getByRole('list', { name: 'Washers' });
  await expect(washers.getByRole('listitem').filter({ hasText: washer.name })).toContainText(
    quoteAnswerSentences.bookingCancelled,
  );
  await expectNoSeriousViolations(ownerPage);
  await washers.getByRole('button', { name: `Accept the quote of ${rival.name}` }).click();
  await ownerPage.getByRole('button', { name: 'Book it' }).click();
  await expect(toast(ownerPage, bookingToasts.booked.title)).toBeVisible();
  await expect(booking).toContainText('Scheduled');
  await expect(booking).toContainText(`With ${rival.name}`);
  await expect(booking).toContainText('$99.00');
});
