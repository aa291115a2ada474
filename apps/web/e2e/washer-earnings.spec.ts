import { jobsLabel, periodLabel, weekStartOf } from '@sudsy/domain/earnings';
import { formatCents } from '@sudsy/domain/money';
import { platformFeeCents } from '@sudsy/domain/payment-fees';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { completeThroughApi } from './support/marketplace';

test('a completed job’s earnings, its price less the fee, show in its week on the chart and table', async ({
  page,
  startedBooking,
}) => {
  const { washer, booking } = startedBooking;
  await completeThroughApi(washer, booking.appointmentId);
  await signInThroughApi(page, washer);
  await page.goto('/provider/dashboard');

  const card = page.getByRole('region', { name: 'Earnings' });
  const week = { start: weekStartOf(booking.date) };
  // Paid through Sudsy: the washer earns the price less the platform's fee (10% on this server).
  const price = booking.priceCents ?? 0;
  const amount = formatCents(price - platformFeeCents(price, 10));
  const chart = card.getByRole('img', { name: `Earnings per week over the last 12 weeks: ${amount} from 1 job.` });
  await expect(chart).toBeVisible();
  // The job's week is the current one, drawn last.
  await expect(chart.locator('g[data-period]').last()).toHaveAttribute('data-period', week.start);
  await expect(chart.locator(`g[data-period="${week.start}"] > title`)).toHaveText(
    `${periodLabel('weekly', week)}: ${amount}, ${jobsLabel(1)}`,
  );
  await expectNoSeriousViolations(page);

  await card.getByRole('button', { name: 'Show as table' }).click();
  const table = card.getByRole('table', { name: 'Jobs and earnings per week, the last 12 weeks' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: periodLabel('weekly', week) })).toHaveText(
    `${periodLabel('weekly', week)}1${amount}`,
  );
  await expect(table.getByRole('row', { name: /^Total/ })).toHaveText(`Total1${amount}`);
  await expectNoSeriousViolations(page);

  await card.getByRole('tab', { name: 'Monthly' }).click();
  const monthly = card.getByRole('table', { name: 'Jobs and earnings per month, the last 12 months' });
  const month = { start: `${booking.date.slice(0, 7)}-01` };
  await expect(monthly.getByRole('row', { name: periodLabel('monthly', month) })).toHaveText(
    `${periodLabel('monthly', month)}1${amount}`,
  );
});
