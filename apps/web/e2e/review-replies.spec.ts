import { reviewReportReasons, reviewToasts, reviewerDisplayName } from '@sudsy/domain/review';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { completeThroughApi, reviewThroughApi } from './support/marketplace';
import { signedInPage } from './support/washers';

test('the washer sees how their ratings spread, replies to a review on their public page, edits and removes the reply, and an owner reports it and sees each change', async ({
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
  // Exact: the names of Edit and Remove ("Edit reply to ...") hold the Reply button's.
  await expect(reviews.getByRole('button', { name: `Reply to ${reviewerName}`, exact: true })).toHaveCount(0);
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
  const ownerReview = ownerView.getByRole('listitem').filter({ hasText: 'Spotless, and on time.' });
  await expect(ownerReview).toContainText(replyText);

  // The washer changes the reply, then takes it back; the owner sees each on reloading.
  const editedText = 'Thank you, see you next month!';
  await review.getByRole('button', { name: `Edit reply to ${reviewerName}` }).click();
  await review.getByLabel(`Your reply to ${reviewerName}`).fill(editedText);
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(washerPage.getByText(reviewToasts.replyEdited.title)).toBeVisible();
  await expect(review).toContainText(`(edited)${editedText}`);
  await ownerPage.reload();
  await expect(ownerReview).toContainText(`(edited)${editedText}`);

  await review.getByRole('button', { name: `Remove reply to ${reviewerName}` }).click();
  const confirm = washerPage.getByRole('alertdialog', { name: 'Remove your reply?' });
  await expectNoSeriousViolations(washerPage);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(washerPage.getByText(reviewToasts.replyRemoved.title)).toBeVisible();
  await expect(reviews.getByRole('button', { name: `Reply to ${reviewerName}`, exact: true })).toBeFocused();
  await ownerPage.reload();
  await expect(ownerReview).toBeVisible();
  await expect(ownerReview).not.toContainText('Response from');

  await Promise.all([washerPage.context().close(), ownerPage.context().close()]);
});
