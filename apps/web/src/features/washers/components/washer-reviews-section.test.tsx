import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewMessages, reviewReportReasons, reviewToasts } from '@sudsy/domain/review';
import { renderApp, sessionFor } from '@/test/render-app';
import { fakeWasherApi, publicWasher, review, statsOf } from '../testing/fake-washer-api';

// The washer signed in by sessionFor('washer') owns this page; the map stays out of jsdom.
const ownPage = { ...publicWasher, id: 'user-washer', mapCenter: null };
const path = `/providers/${ownPage.id}`;
const answered = review('r2', {
  rating: 4,
  reviewerName: 'Sam T.',
  comment: 'Good, a bit late.',
  reply: { text: 'Sorry about the traffic, Sam!', createdAt: '2026-05-04T09:00:00.000Z', editedAt: null },
});
const unanswered = review('r1');
const reviews = [answered, unanswered];

async function reviewItems() {
  return within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
}

describe('the reviews on the public washer page', () => {
  it('sums the ratings up: the average, a row per star in a table, completed jobs and repeat customers', async () => {
    fakeWasherApi({
      washer: ownPage,
      reviews,
      stats: { ...statsOf(reviews), completedJobs: 12, repeatCustomerShare: 0.4 },
    });
    renderApp(path);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const table = await within(section).findByRole('table', { name: 'Rating distribution' });
    expect(within(table).getByRole('row', { name: /^5 stars/ })).toHaveTextContent('5 stars50%1');
    expect(within(table).getByRole('row', { name: /^4 stars/ })).toHaveTextContent('4 stars50%1');
    expect(within(table).getByRole('row', { name: /^1 star/ })).toHaveTextContent('1 star0%0');
    expect(within(section).getByText('4.5')).toHaveTextContent('4.5 out of 5');
    expect(within(section).getByText('2 reviews')).toBeInTheDocument();
    expect(within(section).getByText('Completed jobs').nextElementSibling).toHaveTextContent('12');
    expect(within(section).getByText('Repeat customers').nextElementSibling).toHaveTextContent('40%');
  });

  it('shows no bars and no repeat share for a washer without reviews or customers', async () => {
    fakeWasherApi({ washer: ownPage });
    renderApp(path);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText(/No reviews yet/)).toBeInTheDocument();
    expect(await within(section).findByText('Completed jobs')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).queryByText('Repeat customers')).not.toBeInTheDocument();
  });

  it('offers a retry when the summary cannot load, and still lists the reviews', async () => {
    fakeWasherApi({ washer: ownPage, reviews, stats: 500 });
    renderApp(path);
    expect(await screen.findByText('Failed to load the rating summary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await reviewItems()).toHaveLength(2);
  });

  it('shows each review, reply and bio isolated, so a right-to-left override in one cannot flip the page around it', async () => {
    fakeWasherApi({ washer: { ...ownPage, bio: 'Mobile \u202Edetailing' }, reviews });
    renderApp(path);
    const [first] = await reviewItems();
    expect(within(first as HTMLElement).getByText('Good, a bit late.')).toHaveAttribute('dir', 'auto');
    expect(within(first as HTMLElement).getByText('Sorry about the traffic, Sam!')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Mobile \u202Edetailing')).toHaveAttribute('dir', 'auto');
  });

  it("shows the washer's reply under its review, and to a visitor neither Reply nor Report", async () => {
    fakeWasherApi({ washer: ownPage, reviews });
    renderApp(path);
    const [first, second] = await reviewItems();
    expect(first).toHaveTextContent('Response from Sparkle Mobile DetailingMay 4, 2026Sorry about the traffic, Sam!');
    expect(second).not.toHaveTextContent('Response from');
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('lets a signed-in owner report any review, and nobody but the washer reply', async () => {
    fakeWasherApi({ washer: ownPage, reviews, session: sessionFor('owner') });
    renderApp(path);
    await reviewItems();
    expect(await screen.findByRole('button', { name: 'Report review by Sam T.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report review by Olivia O.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
  });

  it("lets another washer report but not reply on this washer's page", async () => {
    fakeWasherApi({ washer: { ...ownPage, id: 'washer-9' }, reviews, session: sessionFor('washer') });
    renderApp('/providers/washer-9');
    await reviewItems();
    expect(await screen.findByRole('button', { name: 'Report review by Olivia O.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
  });

  it('lets the washer reply once to a review without a reply, and shows the reply at once', async () => {
    const sent = fakeWasherApi({ washer: ownPage, reviews, session: sessionFor('washer') });
    const { user } = renderApp(path);
    await reviewItems();
    // Only the review without a reply offers one.
    const replyButton = await screen.findByRole('button', { name: 'Reply to Olivia O.' });
    expect(screen.getAllByRole('button', { name: /^Reply to/ })).toHaveLength(1);

    await user.click(replyButton);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(reviewMessages.replyRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Your reply to Olivia O.'), 'Thank you, Olivia!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(reviewToasts.replied.title)).toBeInTheDocument();
    const second = (await reviewItems())[1];
    expect(second).toHaveTextContent('Response from Sparkle Mobile DetailingMay 4, 2026Thank you, Olivia!');
    expect(sent).toEqual([{ path: '/api/reviews/r1/reply', body: { text: 'Thank you, Olivia!' } }]);
    expect(screen.queryByRole('button', { name: /^Reply to/ })).not.toBeInTheDocument();
  });

  it("puts the form away on Cancel or Escape and says the server's refusal under the field", async () => {
    fakeWasherApi({
      washer: ownPage,
      reviews,
      session: sessionFor('washer'),
      answer: () =>
        Response.json({ error: { code: 'conflict', message: reviewMessages.alreadyReplied } }, { status: 409 }),
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Reply to Olivia O.' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your reply to Olivia O.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply to Olivia O.' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reply to Olivia O.' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Reply to Olivia O.' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reply to Olivia O.' }));
    await user.type(screen.getByLabelText('Your reply to Olivia O.'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(reviewToasts.replyFailed.title)).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply to Olivia O.')).toHaveAccessibleDescription(reviewMessages.alreadyReplied);
  });

  it('reports a review with a reason and details; the review stays on the page', async () => {
    const sent = fakeWasherApi({ washer: ownPage, reviews, session: sessionFor('owner') });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Report review by Olivia O.' }));
    const dialog = screen.getByRole('dialog', { name: 'Report review' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(reviewMessages.reportReasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    for (const label of Object.values(reviewReportReasons)) {
      expect(within(reasons).getByRole('radio', { name: label })).not.toBeChecked();
    }
    await user.click(within(reasons).getByRole('radio', { name: reviewReportReasons.spam }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Links to a rival shop.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(reviewToasts.reported.title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { path: '/api/reviews/r1/report', body: { reason: 'spam', details: 'Links to a rival shop.' } },
    ]);
    expect(await reviewItems()).toHaveLength(2);
    // The review now says it was reported, in place of Report.
    const [, reportedItem] = await reviewItems();
    expect(await within(reportedItem as HTMLElement).findByText('Reported · we are looking into it')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Report review by Olivia O.' })).toBeNull();
  });

  it("tells the reporter the operator's decision on the review, with its reason", async () => {
    fakeWasherApi({
      washer: ownPage,
      reviews,
      session: sessionFor('owner'),
      myReports: [{ reviewId: 'r2', outcome: 'keep', reason: 'It describes the job' }],
    });
    renderApp(path);
    const [first] = await reviewItems();
    expect(
      await within(first as HTMLElement).findByText('Reported · kept after review: It describes the job'),
    ).toBeVisible();
    expect(within(first as HTMLElement).queryByRole('button', { name: /^Report review/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report review by Olivia O.' })).toBeVisible();
  });

  it('says so in the dialog when the user reported the review before', async () => {
    fakeWasherApi({
      washer: ownPage,
      reviews,
      session: sessionFor('owner'),
      answer: () =>
        Response.json({ error: { code: 'conflict', message: reviewMessages.alreadyReported } }, { status: 409 }),
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Report review by Olivia O.' }));
    const dialog = screen.getByRole('dialog', { name: 'Report review' });
    await user.click(within(dialog).getByRole('radio', { name: reviewReportReasons.offensive }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reviewMessages.alreadyReported);
  });
});
