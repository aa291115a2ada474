import { rescheduleSlotMessages, rescheduleTexts } from '@sudsy/domain/reschedule';
import { expectNoSeriousViolations } from './support/accessibility';
import { asUser } from './support/api';
import { expect, test } from './support/fixtures';
import { bookedJobThroughApi } from './support/booked-job';
import { weekdayAhead } from './support/marketplace';
import { signedInPage } from './support/washers';

// Plans change: the owner proposes a new time for a booked wash in one browser, the washer accepts
// it in another, the owner's open page moves with it, and the washer's calendar feed moves the job.

test('the owner proposes a new time, the washer accepts it, the owner’s open page and the calendar feed show it', async ({
  browser,
}) => {
  // The washer works in UTC, so the feed's times read as the job's.
  const { washer, owner, appointmentId } = await bookedJobThroughApi({
    washerName: 'Boise Flex',
    quote: { proposedDate: weekdayAhead(3) },
  });
  const moved = weekdayAhead(5);
  const [ownerPage, washerPage] = await Promise.all([signedInPage(browser, owner), signedInPage(browser, washer)]);

  await ownerPage.goto(`/appointments/${appointmentId}`);
  await ownerPage.getByRole('button', { name: rescheduleTexts.propose }).click();
  const dialog = ownerPage.getByRole('dialog', { name: rescheduleTexts.propose });
  await dialog.getByLabel(rescheduleTexts.newDate).fill(moved);
  // After the washer's working hours: refused with the reason, and nothing is proposed.
  await dialog.getByLabel(rescheduleTexts.newStart).fill('22:30');
  await dialog.getByRole('button', { name: rescheduleTexts.send }).click();
  await expect(dialog.getByRole('alert')).toHaveText(rescheduleSlotMessages.owner['outside-hours']);
  await dialog.getByLabel(rescheduleTexts.newStart).fill('14:00');
  await dialog.getByRole('button', { name: rescheduleTexts.send }).click();
  await expect(dialog).toBeHidden();
  await expect(
    ownerPage.getByText(/^You proposed .+ Waiting for .+ to answer; the booked time holds until then\.$/),
  ).toBeVisible();
  await expectNoSeriousViolations(ownerPage);

  await washerPage.goto(`/appointments/${appointmentId}`);
  await expect(washerPage.getByText(/proposes to move this appointment to .+2:00 PM/)).toBeVisible();
  await expectNoSeriousViolations(washerPage);
  await washerPage.getByRole('button', { name: rescheduleTexts.accept }).click();
  await expect(washerPage.getByText(/2:00 PM\s*[–-]\s*3:00 PM/).first()).toBeVisible();
  await expect(washerPage.getByRole('button', { name: rescheduleTexts.accept })).toBeHidden();

  // The owner's page, open all along, follows the booking live: no reload.
  await expect(ownerPage.getByText(/2:00 PM\s*[–-]\s*3:00 PM/).first()).toBeVisible();
  await expect(ownerPage.getByText('Accepted')).toBeVisible();

  const feed = await asUser(washer, async (api) => {
    const { url } = (await (await api.get('/api/schedule/calendar-feed')).json()) as { url: string };
    return (await api.get(url)).text();
  });
  const event = feed.split('BEGIN:VEVENT').find((block) => block.includes(`appointment-${appointmentId}@sudsy`));
  expect(event).toContain(`DTSTART:${moved.replace(/-/g, '')}T140000Z`);
  expect(event).toContain(`DTEND:${moved.replace(/-/g, '')}T150000Z`);
});
