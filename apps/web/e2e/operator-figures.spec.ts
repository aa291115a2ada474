import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { MarketplaceFigures } from '@sudsy/domain/marketplace-figures';
import { figuresTexts, longDayLabel } from '@sudsy/domain/marketplace-figures-console';
import { operatorTabLabels } from '@sudsy/domain/operator-accounts';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { bookThroughApi, quoteThroughApi, requestQuoteThroughApi } from './support/marketplace';
import { createOperator } from './support/operator';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { createWasherWithProfile } from './support/washers';

// The marketplace's figures (docs/product.md, "The marketplace's figures"): an operator opens the
// Figures tab and finds the booking this journey made among today's bookings. Other journeys book
// on the same server at the same time, so the journey counts from what the figures said before.

async function figuresNow(page: Page): Promise<MarketplaceFigures> {
  const answer = await page.request.get('/api/operator/figures');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as MarketplaceFigures;
}

test("an operator sees the journey's booking among today's bookings, in both themes and on a phone", async ({
  page,
}) => {
  const [, washer, owner] = await Promise.all([
    createOperator(page),
    createWasherWithProfile(`Figures Suds ${randomBytes(3).toString('hex')}`, {
      place: places.bookingJourney,
      workRadiusMiles: 20,
    }),
    createPayingOwner(),
  ]);
  const before = await figuresNow(page);
  const bookedBefore = before.days.at(-1)?.bookings ?? 0;

  const requestId = await requestQuoteThroughApi(owner, washer.id, places.bookingJourney);
  await quoteThroughApi(washer, requestId);
  await bookThroughApi(owner, requestId, washer.id);

  await page.goto('/operator');
  await page.getByRole('tab', { name: operatorTabLabels.figures }).click();
  await expect(page).toHaveURL(/[?&]tab=figures/);
  const section = page.getByRole('region', { name: figuresTexts.title });
  const bookings = section.getByRole('article', { name: 'Bookings per day' });
  await expect(bookings.getByRole('img', { name: /Bookings per day, bar chart of 84 days/ })).toBeVisible();
  // The table is the chart's numbers: today's row counts the booking just made (and any other journey's).
  const today = bookings.getByRole('row', { name: new RegExp(`^${longDayLabel(before.today)}`) });
  const bookedToday = Number(await today.getByRole('cell').first().textContent());
  expect(bookedToday).toBeGreaterThanOrEqual(bookedBefore + 1);
  // The request was quoted this week, so this week's fill rate is a figure, not a dash.
  const fill = section.getByRole('article', { name: 'Fill rate' });
  await expect(fill.getByTestId('figure-headline')).toHaveText(/^\d+%$/);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page);
  }

  // On a phone: the tables fold behind "Show the numbers", and nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  const show = bookings.getByRole('button', { name: figuresTexts.showNumbers });
  await expect(today).toBeHidden();
  await show.click();
  await expect(today).toBeVisible();
  await expect(bookings.getByRole('button', { name: figuresTexts.hideNumbers })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page);
});
