import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import {
  declinedSeriesBadge,
  seriesFailedToasts,
  seriesMessages,
  seriesStatusBadges,
  seriesTexts,
  type Series,
} from '@sudsy/domain/repeat-series';
import type { Role } from '@sudsy/domain/roles';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi, occurrence, seriesOf, type Sent } from '../testing/fake-appointments-api';

/** a1, the first wash of series s1, still to come: Mon, Jun 3, 2030, 10:00 AM – 11:30 AM. */
const inSeries = (fields: Partial<AppointmentDetail> = {}) =>
  detail({ seriesId: 's1', startsAt: '2030-06-03T15:00:00.000Z', ...fields });

const washTimes = (day: string) => `${day}, 10:00 AM – 11:30 AM`;

/** The API with a1 in series `series`, for the session of `role`, answering writes with `answer`. */
const fakeApiOf = (role: Role, series: Series | (() => Response), answer?: (sent: Sent) => Response) =>
  fakeApi(role, { appointment: inSeries(), series, answer });

const refusal = (code: string, message: string) => Response.json({ error: { code, message } }, { status: 409 });

async function openCard() {
  const { user } = renderApp('/appointments/a1');
  const card = await screen.findByRole('region', { name: seriesTexts.title });
  const washes = await within(card).findByRole('region', { name: seriesTexts.washes });
  return { user, card, washes };
}

/** Wash ids as the server gives them (UUIDs, which the review sends back); a1 keeps its id as this page's. */
const uuidOf = (id: string) => `00000000-0000-4000-8000-${id.replace('a', '').padStart(12, '0')}`;
const withUuids = (series: Series): Series => ({
  ...series,
  occurrences: series.occurrences.map((wash) =>
    wash.appointmentId === 'a1' ? wash : { ...wash, appointmentId: uuidOf(wash.appointmentId) },
  ),
});

/** The card of a pending series as its washer opens it: the dates to review rather than the washes. */
async function openReview() {
  const { user } = renderApp('/appointments/a1');
  const card = await screen.findByRole('region', { name: seriesTexts.title });
  await within(card).findByRole('group', { name: seriesTexts.reviewLegend });
  return { user, card };
}

/** The list item of the wash whose link reads `day`'s times. */
const washRow = (washes: HTMLElement, day: string) => {
  const row = within(washes)
    .getByRole('link', { name: washTimes(day) })
    .closest('li');
  if (!row) throw new Error(`No wash on ${day}`);
  return row;
};

describe('Repeat series card', () => {
  it('shows the owner how the series repeats, that it waits for the washer, and each wash linking to its page', async () => {
    fakeApiOf('owner', seriesOf());
    const { card, washes } = await openCard();

    expect(within(card).getByText('Every 2 weeks · For 2 months')).toBeInTheDocument();
    expect(within(card).getByText(seriesStatusBadges.pending.label)).toBeInTheDocument();
    expect(within(card).getByText(seriesMessages.waitingForWasher)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: seriesTexts.acceptAll })).not.toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: seriesTexts.reviewLegend })).not.toBeInTheDocument();

    const links = within(washes).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      washTimes('Mon, Jun 3, 2030'),
      washTimes('Mon, Jun 17, 2030'),
      washTimes('Mon, Jul 1, 2030'),
      washTimes('Mon, Jul 15, 2030'),
      washTimes('Mon, Jul 29, 2030'),
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/appointments/a1',
      '/appointments/a2',
      '/appointments/a3',
      '/appointments/a4',
      '/appointments/a5',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links.slice(1).filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
    // Either side may skip any wash still to come, even before the washer accepts.
    expect(within(washes).getAllByRole('button', { name: /^Skip the wash on / })).toHaveLength(5);
    expect(within(card).getByRole('button', { name: seriesTexts.end })).toBeInTheDocument();
  });

  it('says how each wash stands, offering Skip only on a booked wash still to come', async () => {
    fakeApiOf(
      'owner',
      seriesOf({
        status: 'active',
        months: null,
        everyWeeks: 1,
        firstAppointmentId: 'a0',
        occurrences: [
          occurrence('a0', '2020-05-27', { status: 'completed' }),
          occurrence('a9', '2020-06-03'),
          occurrence('a1', '2030-06-03'),
          occurrence('a2', '2030-06-10', { status: 'cancelled', skipped: true }),
          occurrence('a3', '2030-06-17', { status: 'cancelled' }),
          occurrence('a4', '2030-06-24'),
        ],
      }),
    );
    const { card, washes } = await openCard();
    expect(within(card).getByText('Every week · Until stopped')).toBeInTheDocument();
    expect(within(card).getByText(seriesStatusBadges.active.label)).toBeInTheDocument();
    expect(within(card).queryByText(seriesMessages.waitingForWasher)).not.toBeInTheDocument();

    expect(washRow(washes, 'Wed, May 27, 2020')).toHaveTextContent('Completed');
    expect(washRow(washes, 'Mon, Jun 10, 2030')).toHaveTextContent('Skipped');
    expect(washRow(washes, 'Mon, Jun 10, 2030')).not.toHaveTextContent('Cancelled');
    expect(washRow(washes, 'Mon, Jun 17, 2030')).toHaveTextContent('Cancelled');
    expect(washRow(washes, 'Mon, Jun 24, 2030')).toHaveTextContent('Scheduled');
    // A booked wash whose start has passed can no longer be skipped.
    expect(washRow(washes, 'Wed, Jun 3, 2020')).toHaveTextContent('Scheduled');
    expect(
      within(washes)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([seriesTexts.skipWash('Mon, Jun 3, 2030'), seriesTexts.skipWash('Mon, Jun 24, 2030')]);
  });

  it('lets the washer review a pending series date by date and accept it all', async () => {
    const sent = fakeApiOf('washer', seriesOf(), () => Response.json({ series: seriesOf({ status: 'active' }) }));
    const { user, card } = await openReview();
    expect(within(card).getByText(seriesTexts.toAccept('Olivia Owner'))).toBeInTheDocument();
    expect(within(card).queryByText(seriesMessages.waitingForWasher)).not.toBeInTheDocument();
    const review = within(card).getByRole('group', { name: seriesTexts.reviewLegend });
    const boxes = within(review).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(within(review).getByRole('checkbox', { name: `Keep ${washTimes('Mon, Jul 1, 2030')}` })).toBeChecked();
    // Skipping and ending wait until the series is answered.
    expect(within(card).queryByRole('button', { name: /^Skip the wash on / })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: seriesTexts.end })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: seriesTexts.acceptAll }));

    expect(await screen.findByText(seriesMessages.accepted)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/series/s1/accept', body: { declined: [] } }]);
    expect(await within(card).findByText(seriesStatusBadges.active.label)).toBeInTheDocument();
    expect(within(card).queryByText(seriesStatusBadges.pending.label)).not.toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: seriesTexts.reviewLegend })).not.toBeInTheDocument();
    expect(within(card).queryByText(seriesTexts.toAccept('Olivia Owner'))).not.toBeInTheDocument();
  });

  it('accepts the dates kept and declines those unticked, by keyboard', async () => {
    const pending = withUuids(seriesOf());
    const accepted = {
      ...pending,
      status: 'active' as const,
      occurrences: pending.occurrences.map((wash) =>
        wash.appointmentId === uuidOf('a3') ? { ...wash, status: 'cancelled' as const } : wash,
      ),
    };
    const sent = fakeApiOf('washer', pending, () => Response.json({ series: accepted }));
    const { user, card } = await openReview();
    const review = within(card).getByRole('group', { name: seriesTexts.reviewLegend });
    const box = within(review).getByRole('checkbox', { name: `Keep ${washTimes('Mon, Jul 1, 2030')}` });
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    const button = within(card).getByRole('button', { name: seriesTexts.acceptSome(4, 5) });
    expect(within(card).queryByRole('button', { name: seriesTexts.acceptAll })).not.toBeInTheDocument();

    await user.click(button);

    expect(await screen.findByText(seriesMessages.acceptedPart(4, 5))).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/series/s1/accept', body: { declined: [uuidOf('a3')] } }]);
    const washes = await within(card).findByRole('region', { name: seriesTexts.washes });
    expect(washRow(washes, 'Mon, Jul 1, 2030')).toHaveTextContent('Cancelled');
    expect(washRow(washes, 'Mon, Jul 15, 2030')).toHaveTextContent('Scheduled');
  });

  it('will not accept with every date unticked, and points to Decline', async () => {
    const sent = fakeApiOf('washer', seriesOf());
    const { user, card } = await openReview();
    for (const box of within(card).getAllByRole('checkbox')) await user.click(box);
    const button = within(card).getByRole('button', { name: seriesTexts.acceptSome(0, 5) });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(seriesTexts.keepOne);
    expect(sent).toEqual([]);
  });

  it('says why an acceptance was refused, in the server’s words', async () => {
    fakeApiOf('washer', withUuids(seriesOf()), () => refusal('not_upcoming', seriesMessages.notReviewable));
    const { user, card } = await openReview();
    await user.click(within(card).getByRole('checkbox', { name: `Keep ${washTimes('Mon, Jun 17, 2030')}` }));
    await user.click(within(card).getByRole('button', { name: seriesTexts.acceptSome(4, 5) }));
    expect(await screen.findByText(seriesFailedToasts.accept)).toBeInTheDocument();
    expect(screen.getByText(seriesMessages.notReviewable)).toBeInTheDocument();
  });

  it('asks before declining the series, then shows it Declined with every wash cancelled', async () => {
    const declined = seriesOf({
      status: 'ended',
      declined: true,
      occurrences: seriesOf().occurrences.map((wash) => ({ ...wash, status: 'cancelled' as const })),
    });
    const sent = fakeApiOf('washer', seriesOf(), () => Response.json({ series: declined }));
    const { user, card } = await openReview();

    await user.click(within(card).getByRole('button', { name: seriesTexts.decline }));
    const dialog = await screen.findByRole('alertdialog', { name: seriesTexts.declineTitle });
    expect(dialog).toHaveAccessibleDescription(seriesTexts.declineDescription('Olivia Owner'));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: seriesTexts.decline }));

    expect(await screen.findByText(seriesMessages.declinedToast)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/series/s1/decline', body: null }]);
    expect(await within(card).findByText(declinedSeriesBadge.label)).toBeInTheDocument();
    const washes = within(card).getByRole('region', { name: seriesTexts.washes });
    expect(washRow(washes, 'Mon, Jun 3, 2030')).toHaveTextContent('Cancelled');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before skipping a wash, then marks it Skipped and gives it the focus', async () => {
    const active = seriesOf({ status: 'active' });
    const skipped = seriesOf({
      status: 'active',
      occurrences: active.occurrences.map((wash) =>
        wash.appointmentId === 'a2' ? { ...wash, status: 'cancelled', skipped: true } : wash,
      ),
    });
    const sent = fakeApiOf('owner', active, () => Response.json({ series: skipped }));
    const { user, washes } = await openCard();
    const day = 'Mon, Jun 17, 2030';

    await user.click(within(washes).getByRole('button', { name: seriesTexts.skipWash(day) }));
    const dialog = await screen.findByRole('alertdialog', { name: seriesTexts.skipTitle(day) });
    expect(dialog).toHaveAccessibleDescription(seriesTexts.skipDescription(washTimes(day), 'Mission Suds'));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: seriesTexts.skipConfirm }));

    expect(await screen.findByText(seriesMessages.skipped)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/series/s1/skip', body: { appointmentId: 'a2' } }]);
    await waitFor(() => expect(washRow(washes, day)).toHaveTextContent('Skipped'));
    expect(within(washes).queryByRole('button', { name: seriesTexts.skipWash(day) })).not.toBeInTheDocument();
    expect(within(washes).getByRole('button', { name: seriesTexts.skipWash('Mon, Jul 1, 2030') })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(washes).getByRole('link', { name: washTimes(day) })).toHaveFocus());
  });

  it('keeps the wash when the skip is not confirmed', async () => {
    const sent = fakeApiOf('owner', seriesOf({ status: 'active' }));
    const { user, washes } = await openCard();
    await user.click(within(washes).getByRole('button', { name: seriesTexts.skipWash('Mon, Jun 17, 2030') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: seriesTexts.keepWash }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(washRow(washes, 'Mon, Jun 17, 2030')).toHaveTextContent('Scheduled');
  });

  it('says why a skip was refused, in the server’s words', async () => {
    fakeApiOf('washer', seriesOf({ status: 'active' }), () => refusal('not_upcoming', seriesMessages.notUpcoming));
    const { user, washes } = await openCard();
    await user.click(within(washes).getByRole('button', { name: seriesTexts.skipWash('Mon, Jun 17, 2030') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: seriesTexts.skipConfirm }));

    expect(await screen.findByText(seriesFailedToasts.skip)).toBeInTheDocument();
    expect(screen.getByText(seriesMessages.notUpcoming)).toBeInTheDocument();
    expect(screen.queryByText(seriesMessages.skipped)).not.toBeInTheDocument();
  });

  it('asks before ending the series, then shows it Ended with its later washes cancelled', async () => {
    const active = seriesOf({ status: 'active' });
    const ended = seriesOf({
      status: 'ended',
      occurrences: active.occurrences.map((wash) =>
        wash.appointmentId === 'a1' ? wash : { ...wash, status: 'cancelled' },
      ),
    });
    const sent = fakeApiOf('washer', active, () => Response.json({ series: ended }));
    const { user, card, washes } = await openCard();

    await user.click(within(card).getByRole('button', { name: seriesTexts.end }));
    const dialog = await screen.findByRole('alertdialog', { name: seriesTexts.endTitle });
    expect(dialog).toHaveAccessibleDescription(seriesTexts.endDescription('Olivia Owner'));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: seriesTexts.end }));

    expect(await screen.findByText(seriesMessages.endedToast)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/series/s1/end', body: null }]);
    expect(await within(card).findByText(seriesStatusBadges.ended.label)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(washRow(washes, 'Mon, Jun 3, 2030')).toHaveTextContent('Scheduled');
    expect(washRow(washes, 'Mon, Jul 29, 2030')).toHaveTextContent('Cancelled');
  });

  it('says when the series could not load, and Retry brings it', async () => {
    let calls = 0;
    fakeApiOf('owner', () => {
      calls += 1;
      // The load and its one automatic retry fail; the person's Retry succeeds.
      return calls <= 2
        ? Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })
        : Response.json({ series: seriesOf() });
    });
    const { user } = renderApp('/appointments/a1');
    const card = await screen.findByRole('region', { name: seriesTexts.title });
    const failure = await within(card).findByRole('alert');
    expect(failure).toHaveTextContent(seriesTexts.loadFailed);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('link', { name: washTimes('Mon, Jul 29, 2030') })).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown for an appointment outside a series', async () => {
    fakeApi('owner', { appointment: detail(), series: seriesOf() });
    renderApp('/appointments/a1');
    expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: seriesTexts.title })).not.toBeInTheDocument();
  });
});
