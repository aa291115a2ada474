import { format, parseISO } from 'date-fns';
import { appointmentTexts } from '@sudsy/domain/appointment';
import {
  repeatLabel,
  repeatLengthLabel,
  seriesMessages,
  seriesStatusBadges,
  seriesTexts,
  type Series,
} from '@sudsy/domain/repeat-series';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { asUser } from './support/api';
import { expect, test } from './support/fixtures';
import { completeThroughApi } from './support/marketplace';
import { addVehicleThroughApi } from './support/request-details';
import { chooseFirstFreeStart } from './support/book-now';

test('Book again on a completed job opens the washer search with the same washer already chosen', async ({
  page,
  startedBooking,
}) => {
  const { washer, owner, booking } = startedBooking;
  await completeThroughApi(washer, booking.appointmentId);
  await signInThroughApi(page, owner);
  await page.goto(`/appointments/${booking.appointmentId}`);
  await page.getByRole('link', { name: appointmentTexts.bookAgain }).click();

  await expect(page).toHaveURL(/^[^?]*\/providers\?/);
  await expect(page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText(
    'Choose Providers',
  );
  const card = page
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: washer.name, exact: true }) });
  await expect(card.getByRole('checkbox')).toBeChecked();
  await expectNoSeriousViolations(page);
});

test('booked again at once with a repeat every 2 weeks, the washes stand on both calendars once the washer accepts', async ({
  page,
  startedBooking,
}) => {
  const { washer, owner, booking } = startedBooking;
  await completeThroughApi(washer, booking.appointmentId);
  await asUser(washer, async (api) => {
    const saved = await api.put('/api/washer-profile/instant-booking', { data: { enabled: true, noticeHours: 1 } });
    expect(saved.status(), await saved.text()).toBe(200);
  });
  await addVehicleThroughApi(owner);
  await signInThroughApi(page, owner);
  await page.goto(`/appointments/${booking.appointmentId}`);
  await page.getByRole('link', { name: appointmentTexts.bookAgain }).click();

  const card = page
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: washer.name, exact: true }) });
  await card.getByRole('button', { name: /^Book now/ }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${washer.name}` });
  await chooseFirstFreeStart(dialog);
  await dialog.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: repeatLabel(2) }).click();
  await dialog.getByRole('combobox', { name: 'For' }).click();
  await page.getByRole('option', { name: repeatLengthLabel(2) }).click();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: /^Book for \$/ }).click();

  // The owner lands on the first wash, which shows the series waiting for the washer.
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
  const series = page.getByRole('region', { name: seriesTexts.title });
  await expect(series).toContainText(`${repeatLabel(2)} · ${repeatLengthLabel(2)}`);
  await expect(series).toContainText(seriesMessages.waitingForWasher);
  const washes = series.getByRole('listitem');
  await expect.poll(() => washes.count()).toBeGreaterThanOrEqual(5);
  await expectNoSeriousViolations(page);
  const firstWash = page.url();
  const { occurrences } = await asUser(owner, async (api) => {
    const appointment = await api.get(`/api/appointments/${new URL(firstWash).pathname.split('/').at(-1)}`);
    const { seriesId } = ((await appointment.json()) as { appointment: { seriesId: string } }).appointment;
    return ((await (await api.get(`/api/series/${seriesId}`)).json()) as { series: Series }).series;
  });
  // Every wash is on the owner's list of upcoming appointments.
  await page.goto('/appointments');
  await expect(page.locator('main a[href^="/appointments/"]')).toHaveCount(occurrences.length);

  // The washer accepts the series once; each wash is on their calendar. The same browser, signed in
  // as the washer, has the app's code cached: a new one would load it cold on a slow machine.
  await signInThroughApi(page, washer);
  const washerPage = page;
  await washerPage.goto(firstWash);
  const washerSeries = washerPage.getByRole('region', { name: seriesTexts.title });
  await washerSeries.getByRole('button', { name: seriesTexts.acceptAll }).click();
  await expect(washerSeries).toContainText(seriesStatusBadges.active.label);
  await washerPage.goto('/provider/schedule');
  const calendar = washerPage.getByRole('region', { name: 'Calendar' });
  const [first] = occurrences;
  for (const wash of occurrences.filter((wash) => wash.date.slice(0, 7) === first?.date.slice(0, 7)))
    await expect(
      calendar.getByRole('button', {
        name: new RegExp(`${format(parseISO(wash.date), 'EEEE, MMMM d, yyyy')}, has appointments`),
      }),
    ).toBeVisible();
  await washerPage.goto('/appointments');
  await expect(washerPage.locator('main a[href^="/appointments/"]')).toHaveCount(occurrences.length);
});
