import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cancelAppointmentTexts, type Booking } from '@sudsy/domain/booking';
import {
  noWasherLeftTexts,
  quoteAnswerSentences,
  quoteRequestToasts,
  requestStateSentences,
  emptyTabElsewhereText,
} from '@sudsy/domain/quote-request-display';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import { seriesMessages } from '@sudsy/domain/repeat-series';
import { bookingPaymentRefusals, bookingPaymentTexts } from '@sudsy/domain/job-payment';
import { addCardPath } from '@/components/booking-payment-note';
import { renderApp } from '@/test/render-app';
import { quoteRequestsPageSize } from '@sudsy/domain/quote-request-views';
import { fakeListItem, fakeRequestsApi } from '../testing/fake-requests-api';

type User = ReturnType<typeof renderApp>['user'];

const requests = [
  fakeListItem({ id: 'r-pending', serviceIds: ['express-wash', 'clay-bar'] }),
  fakeListItem({ id: 'r-sent', status: 'sent', serviceIds: ['full-detail'], responseCount: 2 }),
  fakeListItem({ id: 'r-quoted', status: 'sent', serviceIds: ['ceramic-coating'], responseCount: 3, quotedCount: 2 }),
  fakeListItem({
    id: 'r-completed',
    status: 'completed',
    serviceIds: ['interior-detail'],
    responseCount: 1,
    quotedCount: 0,
  }),
  fakeListItem({ id: 'r-cancelled', status: 'cancelled', serviceIds: ['engine-bay'] }),
];

function rows() {
  return within(screen.getByRole('list', { name: 'Quote requests' })).getAllByRole('listitem');
}

async function openTab(user: User, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

describe('my quote requests page', () => {
  it('opens on Pending, with the badge and the created date of each request', async () => {
    fakeRequestsApi({ requests });
    renderApp('/customer/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Quote Requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Providers' })).toHaveAttribute('href', '/providers');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Express Wash & Go, Clay Bar Treatment');
    expect(rows()[0]).toHaveTextContent('Pending Quotes');
    expect(rows()[0]).toHaveTextContent('Created Jan 5, 2025');
    expect(within(rows()[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/customer/requests/r-pending');
  });

  it('keeps each tab to its requests: Quoted counts answered quotes, Cancelled is destructive', async () => {
    fakeRequestsApi({ requests });
    const { user } = renderApp('/customer/requests');
    await screen.findByRole('list', { name: 'Quote requests' });

    await openTab(user, 'Quoted');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Quotes Received (2)');

    await openTab(user, 'Sent');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sent to Providers'),
      expect.stringContaining('Quotes Received (2)'),
    ]);

    await openTab(user, 'Completed');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Completed');

    await openTab(user, 'All');
    expect(rows()).toHaveLength(5);
    const cancelled = within(rows()[4] as HTMLElement).getByText('Cancelled');
    expect(cancelled).toHaveAttribute('data-slot', 'badge');
    expect(cancelled.className).toContain('bg-destructive');
  });

  it("reads 'No {tab} quote requests' on an empty tab", async () => {
    fakeRequestsApi({ requests: [] });
    const { user } = renderApp('/customer/requests');
    expect(await screen.findByText('No pending quote requests')).toBeInTheDocument();
    await openTab(user, 'Quoted');
    expect(await screen.findByText('No quoted quote requests')).toBeInTheDocument();
  });

  it('points an empty tab to the tabs that hold the owner’s requests, never to a new request', async () => {
    fakeRequestsApi({
      requests: [
        fakeListItem({ id: 'r-quoted', status: 'sent', responseCount: 2, quotedCount: 1 }),
        fakeListItem({ id: 'r-sent', status: 'sent', responseCount: 1 }),
      ],
    });
    const { user } = renderApp('/customer/requests');
    expect(await screen.findByText('No pending quote requests')).toBeInTheDocument();
    expect(screen.getByText(emptyTabElsewhereText)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Service Request' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sent (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quoted (1)' }));
    expect(screen.getByRole('tab', { name: 'Quoted' })).toHaveAttribute('aria-selected', 'true');
    expect(rows()).toHaveLength(1);
  });

  it('names All for a booked request, which no other tab shows', async () => {
    fakeRequestsApi({ requests: [fakeListItem({ id: 'r-booked', status: 'booked' })] });
    const { user } = renderApp('/customer/requests');
    await user.click(await screen.findByRole('button', { name: 'All (1)' }));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(rows()).toHaveLength(1);
  });

  it("says 'Failed to load quote requests' with the fallback text, and Retry loads them", async () => {
    let fail = true;
    fakeRequestsApi(
      {},
      { list: () => (fail ? new Response('down', { status: 400 }) : Response.json({ requests, nextCursor: null })) },
    );
    const { user } = renderApp('/customer/requests');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(quoteRequestToasts.loadFailed.title);
    expect(alert).toHaveTextContent(quoteRequestToasts.loadFailed.description);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows the newest page and loads older requests on demand, until none are left', async () => {
    const many = Array.from({ length: quoteRequestsPageSize + 4 }, (_, index) =>
      fakeListItem({ id: `r-${index}`, serviceIds: ['express-wash'] }),
    );
    fakeRequestsApi({ requests: many });
    const { user } = renderApp('/customer/requests');
    await waitFor(() => expect(rows()).toHaveLength(quoteRequestsPageSize));
    await user.click(screen.getByRole('button', { name: 'Load older requests' }));
    await waitFor(() => expect(rows()).toHaveLength(quoteRequestsPageSize + 4));
    expect(screen.queryByRole('button', { name: 'Load older requests' })).not.toBeInTheDocument();
  });

  it('offers older requests instead of saying a tab is empty while some are not loaded', async () => {
    const many = [
      ...Array.from({ length: quoteRequestsPageSize }, (_, index) => fakeListItem({ id: `p-${index}` })),
      fakeListItem({ id: 'old-completed', status: 'completed' }),
    ];
    fakeRequestsApi({ requests: many });
    const { user } = renderApp('/customer/requests');
    await waitFor(() => expect(rows()).toHaveLength(quoteRequestsPageSize));
    await openTab(user, 'Completed');
    await user.click(screen.getByRole('button', { name: 'Load older requests' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

const detail: QuoteRequestDetail = {
  ...fakeListItem({
    id: 'r-1',
    status: 'sent',
    serviceIds: ['express-wash', 'clay-bar'],
    responseCount: 2,
    quotedCount: 1,
  }),
  notes: 'Blue gate on the left.',
  booking: null,
  coordinates: { lat: 37.79, lng: -122.41 },
  photos: [{ id: 'p1', url: '/api/quote-requests/r-1/photos/p1', thumbUrl: '/api/quote-requests/r-1/photos/p1/thumb' }],
  recipients: [
    {
      washerId: 'w1',
      businessName: 'Mission Suds',
      status: 'quoted',
      amountCents: 8250,
      estimatedMinutes: 75,
      washerNotes: 'I bring my own water.',
      proposedDate: '2030-06-03',
      proposedTime: '11:00',
      rating: { average: 4.5, count: 2 },
      cancellationNoticeHours: 12,
    },
    {
      washerId: 'w2',
      businessName: 'Haight Shine',
      status: 'sent',
      amountCents: null,
      estimatedMinutes: null,
      washerNotes: null,
      proposedDate: null,
      proposedTime: null,
      rating: null,
      cancellationNoticeHours: 24,
    },
  ],
};

/** Mission Suds' quote booked as appointment `appointmentId`. */
function bookingOf(appointmentId: string, fields: Partial<Booking> = {}): Booking {
  return {
    appointmentId,
    washerId: 'w1',
    date: '2030-06-03',
    start: '11:00',
    end: '12:15',
    status: 'scheduled',
    priceCents: 8250,
    cancelledBy: null,
    cancelReason: null,
    cancelledLate: false,
    startsAt: '2030-06-03T18:00:00.000Z',
    cancellationNoticeHours: 24,
    timeZone: 'America/Los_Angeles',
    seriesId: null,
    ...fields,
  };
}

describe('quote request page', () => {
  it('shows what was asked, the photos, and each washer with their quote', async () => {
    fakeRequestsApi({ details: [detail] });
    const { user } = renderApp('/customer/requests/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Request' })).toBeInTheDocument();
    expect(screen.getByText('Quotes Received (1)')).toBeInTheDocument();
    expect(screen.getByText(requestStateSentences.quoted)).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025').closest('p')).toHaveTextContent('Created Jan 5, 2025');
    expect(screen.getByText('2021 Toyota Camry')).toBeInTheDocument();
    expect(screen.getByText('June 3, 2030 at 10:30 AM')).toBeInTheDocument();
    expect(screen.getByText('Blue gate on the left.')).toBeInTheDocument();

    const washers = within(screen.getByRole('list', { name: 'Washers' })).getAllByRole('listitem');
    expect(washers[0]).toHaveTextContent('Mission Suds');
    expect(washers[0]).toHaveTextContent('Quoted');
    expect(washers[0]).toHaveTextContent('$82.50');
    expect(washers[0]).toHaveTextContent('75 min');
    expect(washers[0]).toHaveTextContent('June 3, 2030 at 11:00 AM');
    expect(washers[0]).toHaveTextContent('I bring my own water.');
    expect(washers[0]).toHaveTextContent('CancellationFree cancellation up to 12 hours before the start');
    expect(within(washers[0] as HTMLElement).getByRole('link', { name: 'Mission Suds' })).toHaveAttribute(
      'href',
      '/providers/w1',
    );
    expect(washers[1]).toHaveTextContent('Awaiting quote');

    await user.click(screen.getByRole('button', { name: /Vehicle photo 1/ }));
    const large = await screen.findByRole('dialog', { name: 'Photo 1 of 1' });
    expect(within(large).getByRole('img')).toHaveAttribute('src', detail.photos[0]?.url);
  });

  it('says plainly when the only washer declined, and finds more washers for the same wash', async () => {
    const [asked] = detail.recipients;
    const declined: QuoteRequestDetail = {
      ...detail,
      quotedCount: 0,
      recipients: [{ ...(asked as QuoteRequestDetail['recipients'][number]), status: 'declined', amountCents: null }],
    };
    fakeRequestsApi({ details: [declined] });
    renderApp('/customer/requests/r-1');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(noWasherLeftTexts.title);
    const find = within(notice).getByRole('link', { name: noWasherLeftTexts.action });
    const search = new URL(find.getAttribute('href') ?? '', 'http://localhost').searchParams;
    expect(search.get('services')).toBe('express-wash,clay-bar');
    expect(search.get('date')).toBe('2030-06-03');
    expect(search.get('address')).toBe(declined.address);
    const washer = within(screen.getByRole('list', { name: 'Washers' })).getByRole('listitem');
    expect(washer).toHaveTextContent('Declined');
    expect(washer).toHaveTextContent(quoteAnswerSentences.turnedDown);
    expect(washer).not.toHaveTextContent(quoteAnswerSentences.awaiting);
  });

  it('names a booked request by its state, not by its quotes, with one sentence', async () => {
    fakeRequestsApi({ details: [{ ...detail, status: 'booked' }] });
    renderApp('/customer/requests/r-1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quote Request' });
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByText('Booked')).toBeInTheDocument();
    expect(within(header).queryByText(/Quotes Received/)).not.toBeInTheDocument();
    expect(within(header).getByText(requestStateSentences.booked)).toBeInTheDocument();
  });

  it('links a booking to its appointment page, where its time can change', async () => {
    const booking = bookingOf('a-7');
    fakeRequestsApi({ details: [{ ...detail, status: 'booked', booking }] });
    renderApp('/customer/requests/r-1');
    const card = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(card).getByRole('link', { name: 'View appointment' })).toHaveAttribute('href', '/appointments/a-7');
    expect(within(card).getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
  });

  async function openCancelDialog(hoursAhead: number) {
    const booking = bookingOf('a-8', { startsAt: new Date(Date.now() + hoursAhead * 3_600_000).toISOString() });
    fakeRequestsApi({ details: [{ ...detail, status: 'booked', booking }] });
    const { user } = renderApp('/customer/requests/r-1');
    const card = await screen.findByRole('region', { name: 'Your booking' });
    await user.click(within(card).getByRole('button', { name: 'Cancel appointment' }));
    return screen.findByRole('dialog', { name: 'Cancel appointment' });
  }
  const lateWarning = cancelAppointmentTexts.lateWarning('24-hour', 'owner');

  it("warns before a cancellation inside the washer's notice", async () => {
    expect(within(await openCancelDialog(3)).getByText(lateWarning)).toBeInTheDocument();
  });

  it("does not warn outside the washer's notice", async () => {
    expect(within(await openCancelDialog(72)).queryByText(lateWarning)).not.toBeInTheDocument();
  });

  it('says the request was not found when it is not the owner’s', async () => {
    fakeRequestsApi({ details: [] });
    renderApp('/customer/requests/someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all requests' })).toHaveAttribute('href', '/customer/requests');
  });
});

describe('accepting a quote', () => {
  it('offers a repeat; dates that clash come back to skip or move, then it books', async () => {
    let answers = 0;
    const { requests } = fakeRequestsApi(
      { details: [detail] },
      {
        accept: () =>
          answers++ === 0
            ? Response.json(
                {
                  error: {
                    code: 'series_conflict',
                    message: seriesMessages.conflicts,
                    conflicts: [{ date: '2030-07-01', start: '2030-07-01T18:00:00.000Z', alternatives: [] }],
                  },
                },
                { status: 409 },
              )
            : Response.json({ booking: { ...bookingOf('a-1'), seriesId: 's-1' } }, { status: 201 }),
      },
    );
    const { user } = renderApp('/customer/requests/r-1');
    await user.click(await screen.findByRole('button', { name: 'Accept the quote of Mission Suds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Mission Suds?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Every 2 weeks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book it' }));

    const clashes = await within(dialog).findByRole('region', { name: seriesMessages.conflicts });
    expect(within(clashes).getByRole('radio', { name: /^Skip/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Book it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const accepted = requests.filter((request) => request.path.endsWith('/accept')).map((request) => request.body);
    expect(accepted).toEqual([
      { repeat: { everyWeeks: 2, months: 3, skip: [], moves: [] } },
      { repeat: { everyWeeks: 2, months: 3, skip: ['2030-07-01'], moves: [] } },
    ]);
  });

  it('says which card is held and when', async () => {
    fakeRequestsApi({ details: [detail] });
    const { user } = renderApp('/customer/requests/r-1');
    await user.click(await screen.findByRole('button', { name: 'Accept the quote of Mission Suds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Mission Suds?' });
    expect(await within(dialog).findByText(bookingPaymentTexts.paidWith('Visa ending in 4242'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book it' })).toBeEnabled();
  });

  it('without a card, asks for one before booking and books nothing', async () => {
    const { requests } = fakeRequestsApi({
      details: [detail],
      paymentMethods: { mode: 'local', publishableKey: null, cards: [] },
    });
    const { user } = renderApp('/customer/requests/r-1');
    await user.click(await screen.findByRole('button', { name: 'Accept the quote of Mission Suds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Mission Suds?' });
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent(bookingPaymentRefusals.card_required);
    expect(within(notice).getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', addCardPath);
    expect(within(dialog).getByRole('button', { name: 'Book it' })).toBeDisabled();
    expect(requests.filter((request) => request.path.endsWith('/accept'))).toEqual([]);
  });

  it('with payments off, says the washer is paid at the job', async () => {
    fakeRequestsApi({ details: [detail], paymentMethods: { mode: 'off', publishableKey: null, cards: [] } });
    const { user } = renderApp('/customer/requests/r-1');
    await user.click(await screen.findByRole('button', { name: 'Accept the quote of Mission Suds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Mission Suds?' });
    expect(await within(dialog).findByText(bookingPaymentTexts.payDirectly('Mission Suds'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book it' })).toBeEnabled();
  });

  it('tells the owner why a washer without payouts cannot be booked', async () => {
    fakeRequestsApi(
      { details: [detail] },
      {
        accept: () =>
          Response.json(
            {
              error: {
                code: 'washer_payouts_required',
                message: bookingPaymentRefusals.washer_payouts_required,
              },
            },
            { status: 409 },
          ),
      },
    );
    const { user } = renderApp('/customer/requests/r-1');
    await user.click(await screen.findByRole('button', { name: 'Accept the quote of Mission Suds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Mission Suds?' });
    await within(dialog).findByText(bookingPaymentTexts.paidWith('Visa ending in 4242'));
    await user.click(within(dialog).getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText(bookingPaymentRefusals.washer_payouts_required)).toBeInTheDocument();
  });
});
