import { randomBytes } from 'node:crypto';
import { format, parseISO } from 'date-fns';
import type { Booking } from '@sudsy/domain/booking';
import { seriesMessages, seriesStatusBadges, seriesTexts, type Series } from '@sudsy/domain/repeat-series';
import { expectNoSeriousViolations } from './support/accessibility';
import { asUser } from './support/api';
import { expect, test } from './support/fixtures';
import { quoteThroughApi, requestQuoteThroughApi, weekdayAhead } from './support/marketplace';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { createWasherWithProfile, signedInPage } from './support/washers';

// The washer answers a repeat series date by date (docs/product.md, "Recurring washes"): the
// owner's open page follows the answer live.

const day = (date: string) => format(parseISO(date), 'EEE, MMM d, yyyy');

test('the washer unticks one date of a weekly series and accepts the rest; the owner sees that date cancelled', async ({
  browser,
}) => {
  const [washer, owner] = await Promise.all([
    createWasherWithProfile(`Series Suds ${randomBytes(3).toString('hex')}`, {
      place: places.bookingJourney,
      workRadiusMiles: 20,
    }),
    createPayingOwner(),
  ]);
  // The owner books the washer's quote weekly for a month (the Accept dialog's Repeat, through the API).
  const requestId = await requestQuoteThroughApi(owner, washer.id, places.bookingJourney);
  await quoteThroughApi(washer, requestId, { proposedDate: weekdayAhead(3), proposedTime: '10:00' });
  const series = await asUser(owner, async (api) => {
    const accepted = await api.post(`/api/quote-requests/${requestId}/quotes/${washer.id}/accept`, {
      data: { repeat: { everyWeeks: 1, months: 1 } },
    });
    expect(accepted.status(), await accepted.text()).toBe(201);
    const { booking } = (await accepted.json()) as { booking: Booking };
    return ((await (await api.get(`/api/series/${booking.seriesId}`)).json()) as { series: Series }).series;
  });
  const [first, declined, ...rest] = series.occurrences;
  if (!first || !declined) throw new Error('The series has fewer than two washes');
  const firstWash = `/appointments/${first.appointmentId}`;

  const [ownerPage, washerPage] = await Promise.all([signedInPage(browser, owner), signedInPage(browser, washer)]);
  await ownerPage.goto(firstWash);
  const ownerSeries = ownerPage.getByRole('region', { name: seriesTexts.title });
  await expect(ownerSeries).toContainText(seriesMessages.waitingForWasher);

  await washerPage.setViewportSize({ width: 375, height: 800 });
  await washerPage.goto(firstWash);
  const review = washerPage
    .getByRole('region', { name: seriesTexts.title })
    .getByRole('group', { name: seriesTexts.reviewLegend });
  const boxes = review.getByRole('checkbox');
  await expect(boxes).toHaveCount(series.occurrences.length);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  const total = series.occurrences.length;
  // The review fits a phone: nothing scrolls sideways.
  expect(await washerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(washerPage);

  await review.getByRole('checkbox', { name: new RegExp(`^${seriesTexts.keep} ${day(declined.date)},`) }).click();
  await washerPage.getByRole('button', { name: seriesTexts.acceptSome(total - 1, total) }).click();
  await expect(washerPage.getByText(seriesMessages.acceptedPart(total - 1, total))).toBeVisible();
  await expect(washerPage.getByRole('region', { name: seriesTexts.title })).toContainText(
    seriesStatusBadges.active.label,
  );

  // The owner's page, left open, reads the answer from the live stream.
  await expect(ownerSeries).toContainText(seriesStatusBadges.active.label);
  const washes = ownerSeries.getByRole('region', { name: seriesTexts.washes }).getByRole('listitem');
  const rowOf = (date: string) => washes.filter({ hasText: day(date) });
  await expect(rowOf(declined.date)).toContainText('Cancelled');
  for (const wash of [first, ...rest]) await expect(rowOf(wash.date)).toContainText('Scheduled');
  await expectNoSeriousViolations(ownerPage);
  await Promise.all([ownerPage.context().close(), washerPage.context().close()]);
});
