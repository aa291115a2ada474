import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addMonths, format, setDate } from 'date-fns';
import { catalogue } from '@sudsy/domain/catalogue';
import { dateFormats, maxVehicleYear } from '@sudsy/domain/constants';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { requestMessages } from '@sudsy/domain/quote-request';
import { vehicleMessages, vehicleToasts, vehicleTypePlaceholder } from '@sudsy/domain/vehicle';
import { vehicleTypeGuessText } from '@sudsy/domain/vehicle-type-guess';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { photoOf } from './support/marketplace';
import { places } from './support/places';
import { choose, pickOption } from './support/select';
import { createWasherWithProfile } from './support/washers';
import { e2ePorts } from './support/ports';

const baseURL = `http://localhost:${e2ePorts.product}`;
const originHeader = { Origin: baseURL };
const bozeman = places.ownerSide;
const tag = randomBytes(3).toString('hex');
const washerName = `Bridger Suds ${tag}`;

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const bluePng = () => photoOf({ r: 20, g: 120, b: 200 }, 'png');

/** A new owner, signed in on the page; with `vehicle`, that vehicle is already in My Vehicles. */
async function signInNewOwner(
  page: Page,
  { vehicle }: { vehicle?: { make: string; model: string; year: number; color?: string } } = {},
): Promise<void> {
  const owner = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, owner);
  if (vehicle) {
    const created = await page.request.post('/api/vehicles', {
      headers: originHeader,
      data: { ...vehicle, type: 'sedan' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

test.beforeAll(async () => {
  // One washer whose area covers Bozeman and who offers the two services the request asks for.
  await createWasherWithProfile(washerName, {
    place: bozeman,
    northDegrees: 0.02,
    workRadiusMiles: 20,
    experienceYears: 4,
    serviceOfferings: [
      { serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 30 },
      { serviceId: 'full-detail', minPriceCents: 17000, maxPriceCents: 25000, estimatedMinutes: 180 },
    ],
  });
});

test('an owner adds a vehicle; a missing make or type and years out of range are refused by the form and the server', async ({
  page,
}) => {
  await signInNewOwner(page);
  await page.goto('/customer/vehicles');
  await expect(page.getByRole('heading', { level: 1, name: 'My Vehicles' })).toBeVisible();
  await expect(page.getByText('No vehicles yet')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Add Your First Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await expect(dialog).toBeVisible();
  const year = new Date().getFullYear();
  // Add mode starts from this year and asks for the type rather than assuming one.
  const type = dialog.getByRole('combobox', { name: 'Type' });
  await expect(dialog.getByLabel('Year')).toHaveValue(String(year));
  await expect(type).toHaveText(vehicleTypePlaceholder);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText(vehicleMessages.typeRequired)).toBeVisible();

  // The model proposes a type, and says so, for the owner to confirm or change.
  const yearRange = vehicleMessages.yearRange(maxVehicleYear());
  await dialog.getByLabel('Model').fill('Civic');
  await expect(type).toHaveText('Sedan');
  await expect(dialog.getByText(vehicleTypeGuessText('Sedan'))).toBeVisible();
  await expect(dialog.getByText(vehicleMessages.typeRequired)).toBeHidden();
  await dialog.getByLabel('Year').fill('1899');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText(vehicleMessages.makeRequired)).toBeVisible();
  await expect(dialog.getByText(yearRange)).toBeVisible();

  await dialog.getByLabel('Make').fill('Honda');
  await dialog.getByLabel('Year').fill(String(year + 2));
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText(yearRange)).toBeVisible();
  await expect(dialog.getByText(vehicleMessages.makeRequired)).toBeHidden();

  // The server refuses the same, whatever a client sends.
  const refused = await page.request.post('/api/vehicles', {
    headers: originHeader,
    data: { make: '', model: 'Civic', year: 1899 },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
    make: vehicleMessages.makeRequired,
    year: yearRange,
  });
  const tooNew = await page.request.post('/api/vehicles', {
    headers: originHeader,
    data: { make: 'Honda', model: 'Civic', year: year + 2 },
  });
  expect(tooNew.status()).toBe(400);

  await dialog.getByLabel('Year').fill('2020');
  await choose(page, 'Type', 'SUV');
  await expect(dialog.getByText(vehicleTypeGuessText('Sedan'))).toBeHidden();
  await dialog.getByLabel('Color').fill('Silver');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, vehicleToasts.added.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  const cards = page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('2020 Honda Civic');
  await expect(cards.first()).toContainText('SUV');
  await expect(cards.first()).toContainText('Silver');
});

test('an owner edits a vehicle, which a reload keeps, and removes it after confirming', async ({ page }) => {
  await signInNewOwner(page, { vehicle: { make: 'Honda', model: 'Civic', year: 2020, color: 'Silver' } });
  await page.goto('/customer/vehicles');
  const cards = page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Silver');
  await cards.first().getByRole('button', { name: /Edit/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(editDialog.getByLabel('Make')).toHaveValue('Honda');
  await editDialog.getByLabel('Nickname').fill('Weekend car');
  await editDialog.getByLabel('Color').fill('');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, vehicleToasts.updated.title)).toBeVisible();
  await expect(cards.first()).toContainText('Weekend car');
  await expect(cards.first()).not.toContainText('Silver');
  await page.reload();
  await expect(cards.first()).toContainText('Weekend car');

  await cards
    .first()
    .getByRole('button', { name: /Remove/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this vehicle?' });
  await expect(confirm).toContainText('Weekend car (2020 Honda Civic)');
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Remove Vehicle' }).click();
  await expect(toast(page, vehicleToasts.removed.title)).toContainText(vehicleToasts.removed.description);
  await expect(page.getByText('No vehicles yet')).toBeVisible();
});

test("the dashboard's Add Vehicle opens My Vehicles with the add dialog open", async ({ page }) => {
  await signInNewOwner(page);
  await page.goto('/customer/dashboard');
  await page.getByRole('tab', { name: 'My Vehicles' }).click();
  await expect(page.getByText('No vehicles yet')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Add Vehicle' }).click();
  await expect(page).toHaveURL(/\/customer\/vehicles\?add=1$/);
  await expect(page.getByRole('dialog', { name: 'Add Vehicle' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/customer\/vehicles$/);
});

test('an owner fills the request form with a date, a time, two services and a photo; it reaches the washer and is Sent', async ({
  page,
}) => {
  await signInNewOwner(page, { vehicle: { make: 'Toyota', model: 'Camry', year: 2021 } });
  // The saved address prefills the form's location (docs/product.md, "Service requests").
  const savedAddress = await page.request.put('/api/profile/address', {
    headers: originHeader,
    data: { address: bozeman.label, coordinates: bozeman.point },
  });
  expect(savedAddress.ok(), await savedAddress.text()).toBe(true);

  await page.goto('/customer/requests/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Service Request' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Service Location' })).toHaveValue(bozeman.label);
  await expectNoSeriousViolations(page);

  // Weeks start on Monday and past months are out of reach; a day next month is always ahead.
  const day = setDate(addMonths(new Date(), 1), 15);
  await page.getByRole('button', { name: 'Date' }).click();
  const calendar = page.getByRole('dialog');
  // The second row is always a whole week; on a Monday its first day may be today, named so first.
  await expect(calendar.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveAccessibleName(
    /^(Today, )?Monday/,
  );
  await expect(calendar.getByRole('button', { name: /previous month/i })).toBeDisabled();
  await calendar.getByRole('button', { name: /next month/i }).click();
  await calendar.getByRole('button', { name: format(day, 'PPPP') }).click();
  await expect(page.getByRole('button', { name: 'Date' })).toHaveText(format(day, dateFormats.long));

  await page.getByRole('combobox', { name: 'Time', exact: true }).click();
  await expect(page.getByRole('option')).toHaveCount(25);
  await expect(page.getByRole('option').first()).toHaveText('8:00 AM');
  await expect(page.getByRole('option').last()).toHaveText('8:00 PM');
  await pickOption(page, '10:30 AM');
  await choose(page, 'Vehicle', '2021 Toyota Camry');

  await page.getByRole('checkbox', { name: 'Express Wash & Go' }).check();
  await page.getByRole('checkbox', { name: 'Full Detail' }).check();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('$195.00');
  await expect(summary).toContainText('210 min');

  const png = await bluePng();
  await page
    .getByLabel('Choose vehicle photos')
    .setInputFiles({ name: 'camry.png', mimeType: 'image/png', buffer: png });
  const chosen = page.getByRole('list', { name: 'Chosen photos' });
  await expect(chosen.getByText('Uploaded')).toBeVisible();
  // A photo removed before submitting is dropped; a second pick goes up again.
  await chosen.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(chosen).toBeHidden();
  await page
    .getByLabel('Choose vehicle photos')
    .setInputFiles({ name: 'camry.png', mimeType: 'image/png', buffer: png });
  await expect(chosen.getByText('Uploaded')).toBeVisible();

  await page.getByLabel(/Additional notes/).fill('Parked on the street, blue gate.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, requestMessages.created.title)).toContainText(requestMessages.created.description);
  await expect(page).toHaveURL(/\/customer\/requests$/);

  // It reached the washer, so it is Sent, not Pending.
  const created = format(new Date(), dateFormats.created);
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No pending quote requests')).toBeVisible();
  await page.getByRole('tab', { name: 'Sent' }).click();
  const row = page.getByRole('list', { name: 'Quote requests' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Express Wash & Go, Full Detail');
  await expect(row).toContainText('Sent to Providers');
  await expect(row).toContainText(`Created ${created}`);
  await expectNoSeriousViolations(page);
});

test('a sent request shows its details, the washers it reached and its photo, and counts on the dashboard', async ({
  page,
}) => {
  await signInNewOwner(page, { vehicle: { make: 'Toyota', model: 'Camry', year: 2021 } });
  const day = format(setDate(addMonths(new Date(), 1), 15), 'yyyy-MM-dd');
  const photo = await page.request.post('/api/request-photos', {
    headers: originHeader,
    multipart: { photo: { name: 'camry.png', mimeType: 'image/png', buffer: await bluePng() } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const vehicles = (await (await page.request.get('/api/vehicles')).json()) as { vehicles: { id: string }[] };
  const sent = await page.request.post('/api/quote-requests', {
    headers: originHeader,
    data: {
      source: 'request-form',
      vehicleId: vehicles.vehicles[0]!.id,
      preferredDate: day,
      preferredTime: '10:30',
      serviceIds: ['express-wash', 'full-detail'],
      address: bozeman.label,
      coordinates: bozeman.point,
      notes: 'Parked on the street, blue gate.',
      photoIds: [((await photo.json()) as { photo: { id: string } }).photo.id],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { request } = (await sent.json()) as { request: { id: string } };
  const created = format(new Date(), dateFormats.created);

  await page.goto(`/customer/requests/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Request' })).toBeVisible();
  await expect(page.getByText('2021 Toyota Camry')).toBeVisible();
  await expect(page.getByText(bozeman.label)).toBeVisible();
  await expect(page.getByText(`${format(new Date(`${day}T12:00`), dateFormats.long)} at 10:30 AM`)).toBeVisible();
  await expect(page.getByText('Parked on the street, blue gate.')).toBeVisible();
  // Each worker adds a washer near Bozeman; this worker's is among those the request reached.
  const ours = page.getByRole('list', { name: 'Washers' }).getByRole('listitem').filter({ hasText: washerName });
  await expect(ours).toContainText('Awaiting quote');
  const photos = page.getByRole('list', { name: 'Vehicle photos' }).getByRole('img');
  await expect(photos).toHaveCount(1);
  await expect.poll(() => photos.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /Vehicle photo 1/ }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/customer/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Quote Requests' });
  await expect(recent.getByRole('link', { name: /Express Wash & Go, Full Detail/ })).toContainText('Sent to Providers');
  await expect(recent).toContainText(created);
  await expect(statCard(page, 'Vehicles Registered')).toContainText('1');
  await expect(statCard(page, 'Total Washes')).toContainText('0');
  await expectNoSeriousViolations(page);
});

function statCard(page: Page, label: string): Locator {
  return page.getByRole('region', { name: 'Your figures' }).locator('[data-slot="card"]').filter({ hasText: label });
}

test('a request left incomplete is refused with what is missing', async ({ page }) => {
  await signInNewOwner(page);
  await page.goto('/customer/requests/new');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, requestMessages.missingInformation.title)).toContainText(
    requestMessages.missingInformation.description,
  );
  await expect(page.getByText('Choose a date')).toBeVisible();
  await expect(page.getByText('Choose at least one service')).toBeVisible();
  await expectNoSeriousViolations(page);
  await expect(page).toHaveURL(/\/customer\/requests\/new$/);
});

// A request no washer covers (sent to no one, Pending Quotes) is proven by the request page's
// component test against the answer the create-request API test pins down.
test('the catalogue shows all 16 services with prices and minutes, by category; Select Service opens the wizard', async ({
  page,
}) => {
  await signInNewOwner(page);
  await page.goto('/customer/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const all = page.getByRole('list', { name: 'All Services' }).getByRole('listitem');
  await expect(all).toHaveCount(catalogue.length);
  expect(catalogue).toHaveLength(16);
  for (const service of catalogue) {
    const card = all.filter({ has: page.getByRole('heading', { name: service.name, exact: true }) });
    await expect(card).toContainText(formatCents(service.basePriceCents));
    await expect(card).toContainText(formatMinutes(service.estimatedMinutes));
  }
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Premium Services' }).click();
  await expect(page.getByRole('list', { name: 'Premium Services' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Add-Ons' }).click();
  await expect(page.getByRole('list', { name: 'Add-Ons' }).getByRole('listitem')).toHaveCount(8);
  await page.getByRole('link', { name: /Select Service: Clay Bar Treatment/ }).click();
  await expect(page).toHaveURL(/\/providers\?services=clay-bar$/);
});

test('the dashboard shows real figures, the featured services, How It Works and empty states for a new owner', async ({
  page,
}) => {
  await signInNewOwner(page);
  const marked = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/welcome') && response.request().method() === 'POST',
  );
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // A new account's first visit is welcomed; every later one is welcomed back.
  await expect(page.getByText(/Welcome, Olivia!/)).toBeVisible();
  await marked;
  await page.reload();
  await expect(page.getByText(/Welcome back, Olivia!/)).toBeVisible();
  for (const label of ['Total Washes', 'Vehicles Registered', 'Upcoming Appointments'])
    await expect(statCard(page, label)).toContainText('0');
  await expect(page.getByRole('region', { name: 'Recent Quote Requests' })).toContainText('No quote requests yet');
  const featured = page.getByRole('region', { name: 'Featured Services' }).getByRole('listitem');
  await expect(featured).toHaveCount(3);
  await expect(featured.first()).toContainText('Express Wash & Go');
  await expect(page.getByRole('region', { name: 'How It Works' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Top Washers' })).toContainText('No washers to show yet');
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByText('No upcoming appointments')).toBeVisible();
  await expectNoSeriousViolations(page);

  const quickActions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(quickActions.getByRole('link', { name: /Get Quotes/ })).toHaveAttribute(
    'href',
    '/customer/requests/new',
  );
  await expect(quickActions.getByRole('link', { name: /Manage Vehicles/ })).toHaveAttribute(
    'href',
    '/customer/vehicles',
  );
  await expect(quickActions.getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/messages');
});

test("another owner's request is a 404 page", async ({ page }) => {
  await signInNewOwner(page);
  await page.goto('/customer/requests/no-such-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Quote request not found' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
