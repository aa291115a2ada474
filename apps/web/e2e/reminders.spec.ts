import { randomBytes } from 'node:crypto';
import { attendanceTexts } from '@sudsy/domain/reminders';
import { notificationTexts } from '@sudsy/domain/notifications';
import { soonStart } from '@sudsy/domain/testing/soon-start';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { bookThroughApi, quoteThroughApi, requestQuoteThroughApi } from './support/marketplace';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { createWasherWithProfile, signedInPage, workAllWeek } from './support/washers';

// The day before a job the owner is asked whether they'll be there; one tap on a phone answers,
// and the washer reads it on the job page and in the bell. (The reminder mails that bring the owner
// here fall due at a time: their journey is the server's reminders test, which moves the clock.)

test('the owner says they’ll be there with one tap, and the washer is told', async ({ browser }) => {
  const [washer, owner] = await Promise.all([
    createWasherWithProfile(`Boise Punctual ${randomBytes(3).toString('hex')}`, {
      place: places.bookingJourney,
      workRadiusMiles: 20,
    }),
    createPayingOwner(),
  ]);
  const start = soonStart(new Date(), { leadMs: 3 * 3_600_000, jobMinutes: 60 });
  await workAllWeek(washer, start.timeZone);
  const requestId = await requestQuoteThroughApi(owner, washer.id, places.bookingJourney);
  await quoteThroughApi(washer, requestId, {
    proposedDate: start.date,
    proposedTime: start.time,
    estimatedMinutes: 60,
  });
  const { appointmentId } = await bookThroughApi(owner, requestId, washer.id);

  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.setViewportSize({ width: 375, height: 812 });
  await ownerPage.goto(`/appointments/${appointmentId}`);
  const question = ownerPage.getByRole('region', { name: attendanceTexts.question });
  await expect(question).toContainText(attendanceTexts.prompt(washer.name));
  await expectNoSeriousViolations(ownerPage);
  const confirm = question.getByRole('button', { name: attendanceTexts.confirm });
  expect((await confirm.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await confirm.click();
  await expect(ownerPage.getByText(attendanceTexts.confirmed)).toBeVisible();
  await expect(question).toBeHidden();
  // It holds: the page read again still says so.
  await ownerPage.reload();
  await expect(ownerPage.getByText(attendanceTexts.confirmed)).toBeVisible();

  const washerPage = await signedInPage(browser, washer);
  await washerPage.goto(`/appointments/${appointmentId}`);
  await expect(washerPage.getByText(attendanceTexts.washerConfirmed(owner.name))).toBeVisible();
  await washerPage.getByRole('button', { name: /^Notifications/ }).click();
  const panel = washerPage.getByRole('region', { name: notificationTexts.title });
  await expect(panel.getByRole('link', { name: new RegExp(attendanceTexts.bellTitle(owner.name)) })).toBeVisible();
  await expectNoSeriousViolations(washerPage);
});
