import { agendaTexts, directionsUrl } from '@sudsy/domain/washer-agenda';
import { rescheduleTexts } from '@sudsy/domain/reschedule';
import { expectNoSeriousViolations } from './support/accessibility';
import { asUser } from './support/api';
import { expect, test } from './support/fixtures';
import { bookedJobThroughApi } from './support/booked-job';
import { weekdayAhead } from './support/marketplace';
import { places } from './support/places';
import { signedInPage } from './support/washers';

// The washer's day leads: the dashboard opens on the next job with directions to its street, and a
// new time the owner proposes elsewhere shows up under "Needs your answer" while the page is open.

test('the washer dashboard leads with the next job and a proposed new time to answer', async ({ browser }) => {
  const { washer, owner, appointmentId } = await bookedJobThroughApi({
    washerName: 'Day Lead',
    quote: { proposedDate: weekdayAhead(3) },
  });
  const address = places.bookingJourney.label;

  const page = await signedInPage(browser, washer);
  await page.goto('/provider/dashboard');
  const next = page.getByRole('region', { name: agendaTexts.nextJobTitle });
  await expect(next.getByText('10:00 AM – 11:00 AM')).toBeVisible();
  // Booked: the washer reads the whole street, and the directions lead there.
  await expect(next.getByText(address)).toBeVisible();
  await expect(next.getByRole('link', { name: new RegExp(agendaTexts.directions) })).toHaveAttribute(
    'href',
    directionsUrl(address),
  );
  const waiting = page.getByRole('region', { name: agendaTexts.waitingTitle });
  await expect(waiting.getByText(agendaTexts.nothingWaiting)).toBeVisible();
  await expectNoSeriousViolations(page);

  await asUser(owner, async (api) => {
    const proposed = await api.post(`/api/appointments/${appointmentId}/reschedule`, {
      data: { date: weekdayAhead(5), start: '14:00' },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
  });
  // The open dashboard follows the booking's change: no reload.
  const answer = waiting.getByRole('link', { name: new RegExp(`^${agendaTexts.answerReschedule}: `) });
  await expect(answer).toBeVisible();
  await expectNoSeriousViolations(page);
  await answer.click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${appointmentId}$`));
  await expect(page.getByRole('button', { name: rescheduleTexts.accept })).toBeVisible();
});
