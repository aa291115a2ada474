import { appointmentTexts } from '@sudsy/domain/appointment';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { completeThroughApi } from './support/marketplace';

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
