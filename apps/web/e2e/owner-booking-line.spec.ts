import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { asUser } from './support/api';
import { chooseFirstFreeStart } from './support/book-now';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { choose } from './support/select';
import { addVehicleThroughApi } from './support/request-details';
import { createWasherWithProfile } from './support/washers';

// The owner's straight line to a booking (docs/product.md, "Finding washers" and "Instant
// booking"): the card priced for the owner's car, then one visit for two of their cars, each with
// its size pricing, kept on the booking page car by car.

const tag = randomBytes(3).toString('hex');

test('an owner sees the price for their SUV on the card and books it with their sedan on one visit', async ({
  page,
}) => {
  const washer = await createWasherWithProfile(`Two Car Tess (${tag})`, {
    place: places.washerSearch,
    northDegrees: 0.02,
    workRadiusMiles: 25,
    experienceYears: 4,
    // A new washer's size pricing: an SUV costs 15% more.
    serviceOfferings: [{ serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 30 }],
  });
  await asUser(washer, async (api) => {
    const saved = await api.put('/api/washer-profile/instant-booking', { data: { enabled: true, noticeHours: 1 } });
    expect(saved.status(), await saved.text()).toBe(200);
  });
  const owner = await createPayingOwner();
  await addVehicleThroughApi(owner, { make: 'Toyota', model: 'RAV4', year: 2022, type: 'suv' });
  await addVehicleThroughApi(owner, { make: 'Honda', model: 'Civic', year: 2019, type: 'sedan' });
  await signInThroughApi(page, owner);

  await page.goto(`/providers?services=express-wash&address=${places.washerSearch.zip}&step=2`);
  const card = page
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: washer.name, exact: true }) });
  const request = page.getByRole('region', { name: 'Your Request' });
  await choose(page, 'Vehicle', '2022 Toyota RAV4', request);
  await expect(card).toContainText('SUV size (+15%)');
  await expect(card).toContainText('$46');

  await card.getByRole('button', { name: /^Book now/ }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${washer.name}` });
  // The car chosen under Your Request comes along; the sedan is the other car.
  await expect(dialog.getByRole('combobox', { name: 'Vehicle' }).first()).toContainText('2022 Toyota RAV4');
  await dialog.getByRole('button', { name: 'Add another car' }).click();
  await expect(dialog.getByRole('region', { name: 'Car 2' }).getByRole('combobox')).toContainText('2019 Honda Civic');
  await expect(dialog).toContainText('60 min for 2 cars');
  await chooseFirstFreeStart(dialog);
  // The terms the booking would take, from the washer's 24-hour policy, before it is made.
  await expect(dialog).toContainText(/Free cancellation until|within the washer's 24-hour notice/);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Book for $86' }).click();

  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
  const cars = page.getByRole('list', { name: 'Cars on this booking' });
  await expect(cars.getByRole('listitem')).toHaveCount(2);
  await expect(cars.getByRole('listitem').first()).toContainText('$46.00');
  await expect(cars.getByRole('listitem').last()).toContainText('2019 Honda Civic');
  // The total's own line; a booking within the hold window also says "$86.00 is held on your card".
  await expect(page.getByText('$86.00', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});
