import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { customServiceCategory } from '@sudsy/domain/catalogue';
import { galleryToasts } from '@sudsy/domain/gallery';
import { greatCircleMiles, milesAwayLabel } from '@sudsy/domain/geo';
import { profileToasts } from '@sudsy/domain/washer-profile';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi, type TestUser } from './support/accounts';
import { asUser } from './support/api';
import { photoOf } from './support/marketplace';
import { places } from './support/places';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';

const austin = places.washerProfile;

declare global {
  interface Window {
    /** Every state the save banner went through, in order (recorded by recordBanner). */
    bannerStates?: string[];
  }
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const banner = (page: Page) => page.locator('[data-status]');

/** Notes each state of the save banner as it changes, however briefly it lasts. */
async function recordBanner(page: Page): Promise<void> {
  await page.evaluate(() => {
    const element = document.querySelector('[data-status]');
    if (!element) throw new Error('no save banner');
    const states = [element.getAttribute('data-status') ?? ''];
    window.bannerStates = states;
    new MutationObserver(() => {
      const state = element.getAttribute('data-status') ?? '';
      if (states.at(-1) !== state) states.push(state);
    }).observe(element, { attributes: true, attributeFilter: ['data-status'] });
  });
}

async function expectSavedAfterSaving(page: Page): Promise<void> {
  await expect(banner(page)).toHaveAttribute('data-status', 'saved');
  const states = await page.evaluate(() => window.bannerStates ?? []);
  expect(states.join(' → ')).toContain('unsaved → saving → saved');
}

async function openSetup(page: Page, washer: TestUser, tab = ''): Promise<void> {
  await signInThroughApi(page, washer);
  await page.goto(`/provider/profile${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Provider Profile' })).toBeVisible();
  await expect(banner(page)).toHaveAttribute('data-status', 'saved');
}

// Pricing catalogue and custom services, the tabs' Next buttons and an explicit save are proven by
// the services tab's and the profile page's component tests against the answer the profile API
// test pins down; the journeys below save through the real autosave and read it back on reload.
test('a washer sets the service area from a suggested place, a radius and the map; a reload keeps it', async ({
  page,
}) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  await openSetup(page, washer, 'service-area');
  await recordBanner(page);
  const address = page.getByRole('combobox', { name: 'Service Center Address' });
  await address.fill(austin.zip);
  await expect(page.getByRole('option', { name: austin.label })).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue(austin.label);
  const radius = page.getByRole('slider', { name: 'Service Radius in miles' });
  await radius.focus();
  for (let step = 0; step < 5; step += 1) await radius.press('ArrowRight');
  await expect(radius).toHaveAttribute('aria-valuenow', '15');
  // Leaflet draws the area even though no map tiles can load in the test.
  const map = page.getByRole('figure', { name: `Map of your service area: 15 miles around ${austin.label}` });
  await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
  await expect(map).toHaveCSS('height', '400px');
  await expectNoSeriousViolations(page);
  await expectSavedAfterSaving(page);

  await page.reload();
  await expect(banner(page)).toHaveAttribute('data-status', 'saved');
  await expect(page.getByRole('combobox', { name: 'Service Center Address' })).toHaveValue(austin.label);
  await expect(page.getByRole('slider', { name: 'Service Radius in miles' })).toHaveAttribute('aria-valuenow', '15');
});

test('a washer writes the profile and uploads a before/after pair to the portfolio; a reload keeps them', async ({
  page,
}) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  await openSetup(page, washer, 'profile');
  await recordBanner(page);
  await page.getByLabel('Business name').fill('Shine Crew Detailing');
  await page.getByLabel('Years of experience').fill('7');
  await page.getByLabel('Business description').fill('Mobile detailing across Austin since 2017.');
  await page.getByRole('checkbox', { name: 'Insured & Bonded' }).click();
  await page.getByRole('checkbox', { name: 'Eco-Friendly Cleaning Certification' }).click();
  await expectNoSeriousViolations(page);

  // Portfolio: a before/after pair.
  await page.getByRole('button', { name: 'Next: Portfolio' }).click();
  await page.getByLabel('Before image').setInputFiles({
    name: 'before.png',
    mimeType: 'image/png',
    buffer: await photoOf({ r: 120, g: 80, b: 40 }, 'png'),
  });
  await page.getByLabel('After image').setInputFiles({
    name: 'after.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoOf({ r: 30, g: 140, b: 220 }, 'jpeg'),
  });
  await expect(page.getByRole('img', { name: 'Before image preview' })).toBeVisible();
  await page.getByLabel(/Title/).fill('Muddy pickup');
  await page.getByRole('button', { name: 'Upload to Gallery' }).click();
  await expect(toast(page, galleryToasts.added.description)).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Your Gallery' });
  const pair = gallery.getByRole('article', { name: 'Muddy pickup' });
  await expect(pair.getByRole('img', { name: 'Before: Muddy pickup' })).toBeVisible();
  await expect(pair.getByRole('img', { name: 'After: Muddy pickup' })).toBeVisible();
  await expect
    .poll(() =>
      pair.getByRole('img', { name: 'After: Muddy pickup' }).evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(page);
  await expectSavedAfterSaving(page);

  await page.reload();
  await expect(banner(page)).toHaveAttribute('data-status', 'saved');
  await expect(page.getByRole('article', { name: 'Muddy pickup' })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByLabel('Business name')).toHaveValue('Shine Crew Detailing');
  await expect(page.getByLabel('Years of experience')).toHaveValue('7');
  await expect(page.getByLabel('Business description')).toHaveValue('Mobile detailing across Austin since 2017.');
  await expect(page.getByRole('checkbox', { name: 'Insured & Bonded' })).toBeChecked();
});

test('owners see a washer’s profile on the public page and find it from a neighbouring ZIP at the right distance and price', async ({
  page,
}) => {
  const businessName = `Shine Crew Detailing ${randomBytes(3).toString('hex')}`;
  const washer = await createVerifiedUser({ role: 'washer', name: businessName });
  const washerId = await asUser(washer, async (api, id) => {
    const saved = await api.put('/api/washer-profile', {
      data: {
        businessName,
        bio: 'Mobile detailing across Austin since 2017.',
        experienceYears: 7,
        workRadiusMiles: 15,
        address: austin.label,
        mapCenter: austin.point,
        serviceOfferings: [
          { serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 5250, estimatedMinutes: 30 },
          { serviceId: 'custom-boat-hull', minPriceCents: 8000, maxPriceCents: 12000, estimatedMinutes: 90 },
        ],
        customServices: [
          {
            id: 'custom-boat-hull',
            name: 'Boat Hull Wash',
            description: 'Hull scrub and rinse on the trailer.',
            basePriceCents: 8000,
            estimatedMinutes: 90,
            category: customServiceCategory,
          },
        ],
        certifications: ['insurance-cert'],
        cancellationNoticeHours: 24,
        sizeSurcharges: defaultSizeSurcharges,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const uploaded = await api.post('/api/gallery', {
      multipart: {
        before: { name: 'before.png', mimeType: 'image/png', buffer: await photoOf({ r: 120, g: 80, b: 40 }, 'png') },
        after: { name: 'after.jpg', mimeType: 'image/jpeg', buffer: await photoOf({ r: 30, g: 140, b: 220 }, 'jpeg') },
        title: 'Muddy pickup',
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    return id;
  });
  const owner = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, owner);

  await page.goto(`/providers/${washerId}`);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByText('New Provider')).toBeVisible();
  await expect(page.getByText('7 years of experience')).toBeVisible();
  await expect(page.getByText('Mobile detailing across Austin since 2017.')).toBeVisible();
  const services = page.getByRole('region', { name: 'Services & Prices' });
  await expect(services.getByRole('listitem').filter({ hasText: 'Express Wash & Go' })).toContainText('$40 – $52.50');
  await expect(services.getByRole('listitem').filter({ hasText: 'Boat Hull Wash' })).toContainText('90 min');
  await expect(page.getByRole('region', { name: 'Service Area' })).toContainText('Austin, TX');
  await expect(page.getByRole('region', { name: 'Service Area' })).toContainText('15 miles');
  await expect(page.getByRole('region', { name: 'Certifications' })).toContainText('Insured & Bonded');
  await expect(page.getByRole('img', { name: 'After: Muddy pickup' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const place = async (zip: string) => {
    const answer = (await (await page.request.get(`/api/geocode/suggest?q=${zip}`)).json()) as {
      suggestions: { lat: number; lng: number }[];
    };
    return answer.suggestions[0]!;
  };
  // Measured from the washer's public point, the one their page shows, never from their base.
  const shown = (
    (await (await page.request.get(`/api/washers/${washerId}`)).json()) as {
      mapCenter: { lat: number; lng: number };
    }
  ).mapCenter;
  const miles = greatCircleMiles(await place('78702'), shown);
  await page.goto('/providers?services=express-wash&address=78702');
  await page.getByRole('button', { name: 'Find Providers' }).click();
  const card = page.getByRole('list', { name: 'Providers' }).getByRole('listitem').filter({ hasText: businessName });
  await expect(card).toContainText(milesAwayLabel(miles));
  await expect(card).toContainText('$40');
});

test('edits made while offline stay in the browser and are saved once the connection is back', async ({
  page,
  context,
}) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  await openSetup(page, washer, 'profile');
  // The toasts' code comes with the header's menus once the page has its data; offline from the first
  // second, a washer learns of the failure from the banner alone. The account button becoming a menu
  // trigger says that code is here.
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveAttribute('aria-expanded', 'false');
  await context.setOffline(true);
  await page.getByLabel('Business name').fill('Offline Suds');
  await expect(banner(page)).toContainText('The server cannot be reached');
  await expect(toast(page, profileToasts.saveFailed.title)).toBeVisible();
  await expect(banner(page)).toHaveAttribute('data-status', 'unsaved');

  await context.setOffline(false);
  await expect(banner(page)).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Offline Suds');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('a new washer sees real figures on the dashboard and a prompt to finish the profile', async ({ page }) => {
      const washer = await createVerifiedUser({ role: 'washer' });
      await signInThroughApi(page, washer);
      await page.goto('/provider/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeVisible();
      await expect(page.getByText('Jobs this month').locator('..')).toContainText('0');
      // The stat card's term, not the Earnings chart's heading below it.
      await expect(
        page
          .getByRole('term')
          .filter({ hasText: /^Earnings$/ })
          .locator('..'),
      ).toContainText('$0');
      await expect(page.getByText('Quote acceptance rate').locator('..')).toContainText('0%');
      const prompt = page.getByRole('region', { name: 'Finish your provider profile' });
      await expect(prompt).toBeVisible();
      await expectNoSeriousViolations(page);

      await prompt.getByRole('link', { name: 'Complete Profile' }).click();
      await expect(page).toHaveURL(/\/provider\/profile$/);
      for (const tab of ['Services & Pricing', 'Service Area', 'Profile', 'Portfolio']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        // Audit the tab as the washer uses it: the portfolio's form stays disabled (and dimmed, which
        // axe reads as low contrast) until the tab knows the washer's email is verified.
        await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
        await expectNoSeriousViolations(page);
      }
    });
  });
}

test("an unknown washer's page says 'Provider not found'", async ({ page }) => {
  await page.goto('/providers/no-such-washer');
  await expect(page.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
