import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { searchMessages } from '@sudsy/domain/washer-search';
import { requestMessages } from '@sudsy/domain/quote-request';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi, type TestUser } from './support/accounts';
import { asUser } from './support/api';
import { pickOption } from './support/select';
import { places } from './support/places';
import { photoOf, weekdayAhead } from './support/marketplace';
import { createPayingOwner } from './support/payments';
import { addVehicleThroughApi, fillYourRequest } from './support/request-details';
import { createWasherWithProfile, signedInPage } from './support/washers';
import { chooseFirstFreeStart } from './support/book-now';

const zip = places.washerSearch.zip;

type Washer = { id: string; name: string };

/** A washer with a verified email, a point north of the ZIP centre and prices of their own. */
function createWasher(
  name: string,
  { northDegrees, experienceYears }: { northDegrees: number; experienceYears: number },
): Promise<TestUser & Washer> {
  return createWasherWithProfile(name, {
    place: places.washerSearch,
    northDegrees,
    workRadiusMiles: 25,
    experienceYears,
    serviceOfferings: [
      { serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 30 },
      { serviceId: 'full-detail', minPriceCents: 17000, maxPriceCents: 25000, estimatedMinutes: 180 },
    ],
  });
}

// Names carry a tag per worker, so each journey finds its own washers among any others near the ZIP.
const tag = randomBytes(3).toString('hex');
let near: Washer;
let middle: Washer;
let far: Washer;

test.beforeAll(async () => {
  [near, middle, far] = await Promise.all([
    createWasher(`Near Suds ${tag}`, { northDegrees: 0.01, experienceYears: 3 }),
    createWasher(`Middle Shine ${tag}`, { northDegrees: 0.05, experienceYears: 15 }),
    createWasher(`Far Gloss ${tag}`, { northDegrees: 0.15, experienceYears: 8 }),
  ]);
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]');
const card = (page: Page, washer: Washer) =>
  page
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3, name: washer.name, exact: true }),
    });
const queryOf = (page: Page) => new URL(page.url()).searchParams;

async function searchByZip(page: Page): Promise<void> {
  await page.goto('/providers');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Car Wash Quotes' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Express Wash & Go' }).click();
  await page.getByRole('combobox', { name: /Service Address/ }).fill(zip);
  await page.getByRole('button', { name: 'Find Providers' }).click();
  await expect(toast(page, searchMessages.found.title)).toBeVisible();
  await expect(card(page, near)).toBeVisible();
}

test('a visitor searches by ZIP, picks two washers, signs in, comes back to the same choice and sends the request to both', async ({
  page,
}) => {
  const owner: TestUser = await createVerifiedUser({ role: 'owner' });
  await addVehicleThroughApi(owner);
  await searchByZip(page);
  await expect(currentStep(page)).toContainText('Choose Providers');
  await expectNoSeriousViolations(page);

  await card(page, near).getByRole('checkbox').click();
  await card(page, far).getByRole('checkbox').click();
  await expect(page.getByText('2 providers selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send Quote Requests' }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/providers\?/);
  expect(Object.fromEntries(queryOf(page))).toEqual({
    services: 'express-wash',
    address: zip,
    step: '2',
    selected: `${near.id},${far.id}`,
  });
  await expect(currentStep(page)).toContainText('Choose Providers');
  await expect(card(page, near).getByRole('checkbox')).toBeChecked();
  await expect(card(page, far).getByRole('checkbox')).toBeChecked();
  await expect(card(page, middle).getByRole('checkbox')).not.toBeChecked();
  // Signed in, the owner tells the washers which car and when: the search gave no date.
  await fillYourRequest(page, { pickDate: true });

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/quote-requests') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Quote Requests' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    vehicleId: expect.any(String),
    preferredDate: format(addDays(new Date(), 1), 'yyyy-MM-dd'),
    preferredTime: '10:00',
  });
  const { request } = (await answer.json()) as { request: { id: string } };

  await expect(toast(page, requestMessages.sent)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Quote Requests Sent!' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Requests Sent');
  await expect(page.getByRole('link', { name: /My Requests/ })).toHaveAttribute('href', '/customer/requests');
  await expectNoSeriousViolations(page);

  // My Quote Requests lists it under Sent; its page names both washers.
  await page.getByRole('link', { name: /My Requests/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Quote Requests' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await page.getByRole('tabpanel').getByRole('link').filter({ hasText: zip }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/requests/${request.id}$`));
  const washers = page.getByRole('list', { name: 'Washers' }).getByRole('listitem');
  await expect(washers).toHaveCount(2);
  // Each washer's name links to their page (each card also has a Message link).
  expect((await washers.locator('a[href^="/providers/"]').allTextContents()).sort()).toEqual(
    [far.name, near.name].sort(),
  );
});

test('the query string fills the form, follows every edit and survives a reload', async ({ page }) => {
  const date = format(addDays(new Date(), 7), 'yyyy-MM-dd');
  await page.goto(`/providers?services=express-wash,clay-bar&date=${date}&address=${zip}&maxMiles=10`);
  await expect(page.getByRole('checkbox', { name: 'Express Wash & Go' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Clay Bar Treatment' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: /Service Address/ })).toHaveValue(zip);
  await expect(page.getByRole('button', { name: /Preferred Date/ })).toContainText(
    format(addDays(new Date(), 7), 'MMMM d, yyyy'),
  );
  await expect(page.getByRole('slider', { name: 'Maximum distance in miles' })).toHaveAttribute('aria-valuenow', '10');
  await expect(currentStep(page)).toContainText('Service Details');
  await expectNoSeriousViolations(page);

  await page.getByRole('checkbox', { name: 'Clay Bar Treatment' }).click();
  await page.getByRole('checkbox', { name: 'Full Detail' }).click();
  await page.getByRole('combobox', { name: /Service Address/ }).fill('Missoula, MT');
  await page.getByRole('slider', { name: 'Maximum distance in miles' }).press('ArrowRight');
  // The calendar opens on the chosen day's month; the day after may be in the next one.
  const dayAfter = addDays(new Date(), 8);
  await page.getByRole('button', { name: /Preferred Date/ }).click();
  if (format(dayAfter, 'M') !== format(addDays(new Date(), 7), 'M'))
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await page.getByRole('button', { name: new RegExp(format(dayAfter, 'MMMM do, yyyy')) }).click();

  const expected = {
    services: 'express-wash,full-detail',
    date: format(dayAfter, 'yyyy-MM-dd'),
    address: 'Missoula, MT',
    maxMiles: '11',
  };
  await expect.poll(() => Object.fromEntries(queryOf(page))).toEqual(expected);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Full Detail' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Clay Bar Treatment' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: /Service Address/ })).toHaveValue('Missoula, MT');
  await expect(page.getByRole('slider', { name: 'Maximum distance in miles' })).toHaveAttribute('aria-valuenow', '11');
  expect(Object.fromEntries(queryOf(page))).toEqual(expected);
});

test('chips show each criterion, remove one at a time, and Clear All empties the form', async ({ page }) => {
  const address = '1600 Pennsylvania Avenue NW, Washington, DC 20500';
  const date = addDays(new Date(), 3);
  await page.goto(
    `/providers?services=express-wash,full-detail&date=${format(date, 'yyyy-MM-dd')}&address=${encodeURIComponent(address)}`,
  );
  const chips = page.getByRole('list', { name: 'Search filters' }).getByRole('listitem');
  await expect(chips).toHaveText([`${address.slice(0, 30)}…`, format(date, 'MMM d, yyyy'), '2 services']);
  await expect(page.getByRole('status').filter({ hasText: searchMessages.readyToSearch })).toBeVisible();

  await page.getByRole('button', { name: 'Remove services filter' }).click();
  await expect(chips).toHaveText([`${address.slice(0, 30)}…`, format(date, 'MMM d, yyyy')]);
  await expect(page.getByRole('checkbox', { name: 'Express Wash & Go' })).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: searchMessages.needServicesAndAddress })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find Providers' })).toBeDisabled();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(chips).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /Service Address/ })).toHaveValue('');
  await expect(page.getByRole('button', { name: /Preferred Date/ })).toContainText('Any day');
  expect(new URL(page.url()).search).toBe('');
});

// The sort orders and a washer's refusal to send are proven by the search page's component tests
// against the answers the search and create-request API tests pin down.
test.describe('free time', () => {
  // The owner's browser in the washers' zone (a new washer's schedule is in Los Angeles time).
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('an owner filters by a date and time window and sees when each washer is free', async ({ page }) => {
    const date = weekdayAhead(3);
    // A washer of this journey alone (its name does not end with the tag, so the other journeys' orders ignore it).
    const busy = await createWasher(`Busy Bubbles (${tag})`, { northDegrees: 0.02, experienceYears: 1 });
    const [logo, before, after] = await Promise.all([
      photoOf({ r: 250, g: 200, b: 20 }, 'png'),
      photoOf({ r: 120, g: 80, b: 40 }),
      photoOf({ r: 30, g: 140, b: 220 }),
    ]);
    await asUser(busy, async (api) => {
      const blocked = await api.put(`/api/schedule/blocks/${randomUUID()}`, {
        data: { date, start: '09:00', durationMinutes: 480, reason: 'Fleet contract' },
      });
      expect(blocked.status(), await blocked.text()).toBe(200);
      // A logo and two portfolio pieces, which their search card shows.
      const photo = await api.put('/api/account/avatar', {
        multipart: { photo: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
      });
      expect(photo.status(), await photo.text()).toBe(200);
      for (const title of ['Sedan shine', 'Truck wash']) {
        const piece = await api.post('/api/gallery', {
          multipart: {
            title,
            before: { name: 'before.jpg', mimeType: 'image/jpeg', buffer: before },
            after: { name: 'after.jpg', mimeType: 'image/jpeg', buffer: after },
          },
        });
        expect(piece.status(), await piece.text()).toBe(201);
      }
    });

    await page.goto(`/providers?services=express-wash&address=${zip}&date=${date}`);
    await page.getByRole('combobox', { name: 'Time Window From' }).click();
    await pickOption(page, '9:00 AM');
    await expect(page.getByRole('combobox', { name: 'Time Window To' })).toHaveText('12:00 PM');
    await expect(page.getByRole('list', { name: 'Search filters' })).toContainText('9:00 AM – 12:00 PM');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Find Providers' }).click();
    await expect(card(page, near)).toBeVisible();

    // Free at 9:00 on the date, in the owner's zone; the washer blocked all day is left out.
    const weekday = format(parseISO(date), 'EEE');
    for (const washer of [near, middle, far]) await expect(card(page, washer)).toContainText(`Free ${weekday} 9:00 AM`);
    await expect(card(page, busy)).toHaveCount(0);
    expect(Object.fromEntries(queryOf(page))).toMatchObject({ date, from: '09:00', to: '12:00' });
    await expectNoSeriousViolations(page);

    // Without the date, the busy washer is back with their next free time within the week, their
    // logo and their latest work.
    await page.goto(`/providers?services=express-wash&address=${zip}&step=2`);
    const busyCard = card(page, busy);
    await expect(busyCard).toContainText(/Free (today|tomorrow|\w{3}) \d{1,2}:\d\d [AP]M/);
    await busyCard.scrollIntoViewIfNeeded();
    await expect(busyCard.locator('img[src*="/avatars/"]')).toBeVisible();
    const work = busyCard.getByRole('list', { name: `Recent work by ${busy.name}` }).getByRole('img');
    await expect(work).toHaveCount(2);
    await expect(work.first()).toHaveAttribute('alt', 'Truck wash');
    for (const thumb of await work.all())
      await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
  });
  test("an owner books a washer instantly from the card; another owner finds that time gone on the washer's page", async ({
    page,
    browser,
  }) => {
    const instant = await createWasher(`Instant Ivy (${tag})`, { northDegrees: 0.03, experienceYears: 6 });
    await asUser(instant, async (api) => {
      const saved = await api.put('/api/washer-profile/instant-booking', { data: { enabled: true, noticeHours: 1 } });
      expect(saved.status(), await saved.text()).toBe(200);
    });
    const [first, second] = await Promise.all([createPayingOwner(), createPayingOwner()]);
    await Promise.all([addVehicleThroughApi(first), addVehicleThroughApi(second)]);
    const results = `/providers?services=express-wash&address=${zip}&step=2`;

    await signInThroughApi(page, first);
    await page.goto(results);
    await card(page, instant)
      .getByRole('button', { name: /^Book now/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Book ${instant.name}` });
    const taken = await chooseFirstFreeStart(dialog);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
    await expect(page.getByText(instant.name).first()).toBeVisible();

    // The other owner books from the washer's page, where the express wash is ticked first.
    const other = await signedInPage(browser, second);
    await other.goto(`/providers/${instant.id}`);
    await other.getByRole('button', { name: 'Book now' }).click();
    const otherDialog = other.getByRole('dialog', { name: `Book ${instant.name}` });
    await expect(otherDialog.getByRole('checkbox', { name: 'Express Wash & Go' })).toBeChecked();
    await expect(otherDialog.getByRole('radio').first()).toBeAttached();
    await expect(otherDialog.locator(`input[value="${taken}"]`)).toHaveCount(0);
    await expectNoSeriousViolations(other);
    await other.context().close();
  });
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('each step has no serious accessibility violation', async ({ page }) => {
    const owner = await createVerifiedUser({ role: 'owner' });
    await addVehicleThroughApi(owner);
    await signInThroughApi(page, owner);
    // A weekday: the search leaves out washers without free time on the date, and Sunday is their day off.
    await page.goto(`/providers?services=express-wash&address=${zip}&date=${weekdayAhead(2)}`);
    await expect(page.getByRole('status').filter({ hasText: searchMessages.readyToSearch })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Find Providers' }).click();
    await card(page, middle).getByRole('checkbox').click();
    await fillYourRequest(page, { pickDate: false });
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Send Quote Requests' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Quote Requests Sent!' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
