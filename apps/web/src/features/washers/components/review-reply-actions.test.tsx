import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewMessages, reviewToasts } from '@sudsy/domain/review';
import { renderApp, sessionFor } from '@/test/render-app';
import { fakeWasherApi, publicWasher, review } from '../testing/fake-washer-api';

// The washer signed in by sessionFor('washer') owns this page; the map stays out of jsdom.
const ownPage = { ...publicWasher, id: 'user-washer', mapCenter: null };
const path = `/providers/${ownPage.id}`;
const firstReply = 'Sorry about the traffic, Sam!';
const answered = review('r2', {
  reviewerName: 'Sam T.',
  comment: 'Good, a bit late.',
  reply: { text: firstReply, createdAt: '2026-05-04T09:00:00.000Z', editedAt: null },
});
const reviews = [answered, review('r1')];

async function answeredItem() {
  const items = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
  return items[0] as HTMLElement;
}

describe("the washer's Edit and Remove under their reply", () => {
  it('edits the reply in the same form, prefilled, and shows it marked edited', async () => {
    const sent = fakeWasherApi({ washer: ownPage, reviews, session: sessionFor('washer') });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Edit reply to Sam T.' }));
    const field = screen.getByLabelText('Your reply to Sam T.');
    expect(field).toHaveValue(firstReply);

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reviewMessages.replyRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(field, 'Sorry about the traffic, we now leave earlier.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reviewToasts.replyEdited.title)).toBeInTheDocument();
    expect(await answeredItem()).toHaveTextContent(
      'Response from Sparkle Mobile DetailingMay 4, 2026(edited)Sorry about the traffic, we now leave earlier.',
    );
    expect(sent).toEqual([
      { path: 'PUT /api/reviews/r2/reply', body: { text: 'Sorry about the traffic, we now leave earlier.' } },
    ]);
    expect(screen.queryByLabelText('Your reply to Sam T.')).not.toBeInTheDocument();
  });

  it('puts the edit away on Cancel or Escape, unchanged, with focus back on Edit', async () => {
    const sent = fakeWasherApi({ washer: ownPage, reviews, session: sessionFor('washer') });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Edit reply to Sam T.' }));
    await user.type(screen.getByLabelText('Your reply to Sam T.'), ' Not sent.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit reply to Sam T.' })).toHaveFocus();
    expect(await answeredItem()).toHaveTextContent(firstReply);
    expect(await answeredItem()).not.toHaveTextContent('Not sent');

    await user.click(screen.getByRole('button', { name: 'Edit reply to Sam T.' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Edit reply to Sam T.' })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("says the server's refusal of an edit under the field", async () => {
    fakeWasherApi({
      washer: ownPage,
      reviews,
      session: sessionFor('washer'),
      answer: () =>
        Response.json(
          {
            error: {
              code: 'invalid_input',
              message: reviewMessages.replyTooLong,
              fields: { text: reviewMessages.replyTooLong },
            },
          },
          { status: 400 },
        ),
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Edit reply to Sam T.' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reviewToasts.replyEditFailed.title)).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply to Sam T.')).toHaveAccessibleDescription(reviewMessages.replyTooLong);
  });

  it('removes the reply after asking, and offers Reply again with focus on it', async () => {
    const sent = fakeWasherApi({ washer: ownPage, reviews, session: sessionFor('washer') });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Remove reply to Sam T.' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove your reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Remove reply to Sam T.' })).toHaveFocus();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove reply to Sam T.' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove your reply?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText(reviewToasts.replyRemoved.title)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply to Sam T.' })).toHaveFocus());
    expect(await answeredItem()).not.toHaveTextContent('Response from');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ path: 'DELETE /api/reviews/r2/reply', body: null }]);
  });

  it('keeps the reply and the dialog open when the removal fails', async () => {
    fakeWasherApi({
      washer: ownPage,
      reviews,
      session: sessionFor('washer'),
      answer: () => Response.json({ error: { code: 'server_error', message: 'Server error' } }, { status: 500 }),
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Remove reply to Sam T.' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove your reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(reviewToasts.replyRemoveFailed.title)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    // The open dialog hides the page from the accessibility tree; the reply is still on it.
    expect(screen.getByText(firstReply)).toBeInTheDocument();
  });

  it('shows an edited reply as edited to an owner, without Edit or Remove', async () => {
    const edited = {
      ...answered,
      reply: { text: firstReply, createdAt: '2026-05-04T09:00:00.000Z', editedAt: '2026-05-05T09:00:00.000Z' },
    };
    fakeWasherApi({ washer: ownPage, reviews: [edited], session: sessionFor('owner') });
    renderApp(path);
    expect(await answeredItem()).toHaveTextContent(`May 4, 2026(edited)${firstReply}`);
    expect(screen.queryByRole('button', { name: /^(Edit|Remove) reply/ })).not.toBeInTheDocument();
  });
});
