import type { Browser, Locator } from '@playwright/test';
import { destinationPoint } from '@sudsy/domain/geo';
import { jobDayMessages, jobDayTexts } from '@sudsy/domain/job-day';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi, type TestUser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { bookSoonBetween, newBoiseWasher } from './support/started-bookings';

// The day of the job on a phone: the washer sets off with a moving location in one browser, the
// owner watches the marker move and the arrival time fall in another, then the washer arrives.

const phone = { width: 375, height: 812 };
const job = places.bookingJourney.point;
const metresPerMile = 1609.344;
/** Where the washer is, `metres` south of the job's address. */
const southOf = (metres: number) => {
  const { lat, lng } = destinationPoint(job, 180, metres / metresPerMile);
  return { latitude: lat, longitude: lng };
};

async function phonePage(
  browser: Browser,
  user: TestUser,
  withLocation: boolean,
  colorScheme: 'light' | 'dark' = 'light',
) {
  const context = await browser.newContext({ viewport: phone, hasTouch: true, colorScheme });
  if (withLocation) {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(southOf(6_000));
  }
  const page = await context.newPage();
  await signInThroughApi(page, user);
  return { context, page };
}

/** A step button stands at least 48 px high and spans its card, which spans the phone but for padding. */
async function expectBigButton(button: Locator) {
  const [box, around] = await Promise.all([button.boundingBox(), button.locator('xpath=..').boundingBox()]);
  expect(box?.height).toBeGreaterThanOrEqual(48);
  expect(box?.width).toBeGreaterThanOrEqual((around?.width ?? Infinity) - 1);
  expect(box?.width).toBeGreaterThan(phone.width / 2);
}

test('the owner watches the washer come closer on a map, then arrive', async ({ browser }) => {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createPayingOwner()]);
  const { booking } = await bookSoonBetween(washer, owner);
  const path = `/appointments/${booking.appointmentId}`;
  const [washerSide, ownerSide] = await Promise.all([
    phonePage(browser, washer, true),
    phonePage(browser, owner, false),
  ]);
  const washerPage = washerSide.page;
  const ownerPage = ownerSide.page;

  await washerPage.goto(path);
  const onMyWay = washerPage.getByRole('button', { name: jobDayTexts.buttons.on_my_way, exact: true });
  await expect(onMyWay).toBeEnabled();
  await expectBigButton(onMyWay);
  await expectNoSeriousViolations(washerPage);
  await onMyWay.click();
  // 6 km at 30 km/h: 12 minutes, told as about 15.
  await expect(washerPage.getByRole('status').filter({ hasText: 'On the way, about 15 min' })).toBeVisible();
  await expect(washerPage.getByText(jobDayTexts.sharing)).toBeVisible();

  await ownerPage.goto(path);
  await expect(ownerPage.getByRole('status').filter({ hasText: 'On the way, about 15 min' })).toBeVisible();
  await expect(ownerPage.getByText(jobDayTexts.etaBasis.live)).toBeVisible();
  const marker = ownerPage.locator('.job-day-washer-marker');
  await expect(marker).toBeVisible();
  const before = await marker.boundingBox();
  await expectNoSeriousViolations(ownerPage);

  // The washer drives on: 1.5 km left, 3 minutes, told as about 5. The washer's page sends the new
  // point within 6 seconds (waited for as that request), and the owner's reads it within 5.
  const closer = southOf(1_500);
  const sent = washerPage.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/location') &&
      Math.abs((response.request().postDataJSON() as { lat: number }).lat - closer.latitude) < 0.001,
  );
  await washerSide.context.setGeolocation(closer);
  expect((await sent).status()).toBe(200);
  await expect(ownerPage.getByRole('status').filter({ hasText: 'On the way, about 5 min' })).toBeVisible();
  await expect.poll(async () => JSON.stringify(await marker.boundingBox())).not.toBe(JSON.stringify(before));

  // Within 300 m of the address: arriving needs no note, and the map goes.
  await washerSide.context.setGeolocation(southOf(120));
  const arrived = washerPage.getByRole('button', { name: jobDayTexts.buttons.arrived, exact: true });
  await expectBigButton(arrived);
  await arrived.click();
  await expect(washerPage.getByRole('status').filter({ hasText: jobDayTexts.status.arrived })).toBeVisible();
  await expectBigButton(washerPage.getByRole('button', { name: jobDayTexts.buttons.in_progress }));
  await expect(ownerPage.getByRole('status').filter({ hasText: /^Arrived$/ })).toBeVisible();
  await expect(ownerPage.getByText(/^Arrived at \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(marker).toBeHidden();
  await expectNoSeriousViolations(ownerPage);

  await Promise.all([washerSide.context.close(), ownerSide.context.close()]);
});

test('in the dark, from the schedule, a washer far from the address confirms arrival with a note', async ({
  browser,
}) => {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createPayingOwner()]);
  const { booking } = await bookSoonBetween(washer, owner);
  const [washerSide, ownerSide] = await Promise.all([
    phonePage(browser, washer, true, 'dark'),
    phonePage(browser, owner, false, 'dark'),
  ]);
  const washerPage = washerSide.page;
  await washerSide.context.setGeolocation(southOf(2_000));

  await washerPage.goto('/provider/schedule');
  const today = washerPage.getByRole('region', { name: "Today's Appointments" });
  const setOff = today.getByRole('link', { name: `${jobDayTexts.buttons.on_my_way}: the job with ${owner.name}` });
  await expectBigButton(setOff);
  await expectNoSeriousViolations(washerPage);
  await setOff.click();
  // The job's page takes the step: 2 km, 4 minutes, told as about 5.
  await expect(washerPage).toHaveURL(new RegExp(`/appointments/${booking.appointmentId}$`));
  await expect(washerPage.getByRole('status').filter({ hasText: 'On the way, about 5 min' })).toBeVisible();

  await washerPage.goto('/provider/schedule');
  await today.getByRole('link', { name: `${jobDayTexts.buttons.arrived}: the job with ${owner.name}` }).click();
  const dialog = washerPage.getByRole('dialog', { name: jobDayTexts.noteTitle });
  await expect(dialog.getByText(jobDayMessages.noteRequired.far)).toBeVisible();
  await expectNoSeriousViolations(washerPage);
  await dialog.getByLabel(jobDayTexts.noteLabel).fill('Parked on the next street, blue van.');
  await dialog.getByRole('button', { name: jobDayTexts.noteSubmit }).click();
  await expect(dialog).toBeHidden();
  await expect(washerPage.getByRole('status').filter({ hasText: /^Arrived$/ })).toBeVisible();

  await ownerSide.page.goto(`/appointments/${booking.appointmentId}`);
  await expect(ownerSide.page.getByText('Washer’s note: Parked on the next street, blue van.')).toBeVisible();
  await expectNoSeriousViolations(ownerSide.page);
  await Promise.all([washerSide.context.close(), ownerSide.context.close()]);
});
