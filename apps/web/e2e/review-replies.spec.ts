import { reviewReportReasons, reviewToasts, reviewerDisplayName } from '@sudsy/domain/review';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { completeThroughApi, reviewThroughApi } from './support/marketplace';
import { signedInPage } from './support/washers';

test('the washer sees how their ratings spread, replies to a review on their public page, and an owner reports it while it stays up', async ({
  browser,
  startedBooking,
}) => {
  const { washer, owner, booking } = startedBooking;
  await completeThroughApi(washer, booking.appointmentId);
  await reviewThroughApi(owner, booking.appointmentId, { rating: 5, comment: 'Spotless, and on time.' });
  const reviewerName = reviewerDisplayName(owner.name);
  const replyText = 'Thank you, it was a pleasure!';

  const washerPage = await signedInPage(browser, washer);
  await washerPage.goto(`/providers/${washer.id}`);
  const reviews = washerPage.getByRole('region', { name: 'Reviews' });
  const distribution = reviews.getByRole('table', { name: 'Rating distribution' });
  await expect(distribution.getByRole('row', { name: /^5 stars/ }).getByRole('cell')).toHaveText(['100%', '1']);
  await expect(distribution.getByRole('row', { name: /^1 star/ }).getByRole('cell')).toHaveText(['0%', '0']);
  await expect(reviews.getByRole('definition').first()).toHaveText('1');

  await reviews.getByRole('button', { name: `Reply to ${reviewerName}` }).click();
  await reviews.getByLabel(`Your reply to ${reviewerName}`).fill(replyText);
  await reviews.getByRole('button', { name: 'Post reply' }).click();
  await expect(washerPage.getByText(reviewToasts.replied.title)).toBeVisible();
  const review = reviews.getByRole('listitem').filter({ hasText: 'Spotless, and on time.' });
  await expect(review).toContainText(`Response from ${washer.name}`);
  await expect(review).toContainText(replyText);
  await expect(reviews.getByRole('button', { name: `Reply to ${reviewerName}` })).toHaveCount(0);
  await expectNoSeriousViolations(washerPage);

  // Anyone signed in may report it; the review, and the reply with it, stay on the page.
  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto(`/providers/${washer.id}`);
  const ownerView = ownerPage.getByRole('region', { name: 'Reviews' });
  await expect(ownerView.getByText(replyText)).toBeVisible();
  await expect(ownerView.getByRole('button', { name: /^Reply to/ })).toHaveCount(0);
  await ownerView.getByRole('button', { name: `Report review by ${reviewerName}` }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Report review' });
  await dialog.getByRole('radio', { name: reviewReportReasons.spam }).click();
  await dialog.getByLabel('Details (optional)').fill('Posted twice.');
  await expectNoSeriousViolations(ownerPage);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(ownerPage.getByText(reviewToasts.reported.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  await ownerPage.reload();
  await expect(ownerPage.getByRole('listitem').filter({ hasText: 'Spotless, and on time.' })).toContainText(replyText);

  await Promise.all([washerPage.context().close(), ownerPage.context().close()]);
});
