import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availableRequestsPageSize, bidsPageSize, bidsPageTexts, bidToasts } from '@sudsy/domain/bids';
import { bookingPaymentTexts, quoteEarningsText } from '@sudsy/domain/job-payment';
import { quoteMessages, suggestedAmountText } from '@sudsy/domain/quote';
import { renderApp } from '@/test/render-app';
import { fakeQuote, fakeQuoteRequest, fakeQuotesApi } from '../testing/fake-quotes-api';

describe('Service Bids page', () => {
  // The day the fixture request came in: its date is ahead, within the year a quote may name.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2030-05-01T12:00:00'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows both empty states verbatim', async () => {
    fakeQuotesApi({ available: [], quotes: [] });
    const { user } = renderApp('/provider/bids');
    expect(await screen.findByText(bidsPageTexts.noAvailable.title)).toBeInTheDocument();
    expect(screen.getByText(bidsPageTexts.noAvailable.description)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: bidsPageTexts.myBidsTab }));
    expect(await screen.findByText(bidsPageTexts.noBids.title)).toBeInTheDocument();
    expect(screen.getByText(bidsPageTexts.noBids.description)).toBeInTheDocument();
  });

  it('lists a request with what was asked, and sends a quote in cents after checking the form', async () => {
    const calls = fakeQuotesApi();
    const { user } = renderApp('/provider/bids');
    const list = await screen.findByRole('list', { name: bidsPageTexts.availableTab });
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(card).toHaveTextContent('Request from Olivia Owner');
    expect(card).toHaveTextContent('Express Wash & Go');
    expect(card).toHaveTextContent('2021 Toyota Camry · SUV');
    expect(card).toHaveTextContent('2.3 miles away');
    expect(card).toHaveTextContent('May 13, 2030 at 10:00 AM');
    expect(card).toHaveTextContent('Gate code 1234');

    await user.click(within(card).getByRole('button', { name: 'Send Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Quote' });
    // The duration starts from the catalogue's minutes, the start from the owner's wishes.
    expect(within(dialog).getByLabelText('Proposed date')).toHaveValue('2030-05-13');
    // The amount starts from the washer's own prices for this car, and says so.
    const amount = within(dialog).getByLabelText('Amount ($)');
    expect(amount).toHaveValue(46);
    expect(amount).toHaveAccessibleDescription(suggestedAmountText('SUV'));
    expect(within(dialog).getByText('2021 Toyota Camry · SUV')).toBeInTheDocument();
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    expect(await within(dialog).findByText(quoteMessages.amount)).toBeInTheDocument();

    await user.type(amount, '85.50');
    await user.clear(within(dialog).getByLabelText('Duration (minutes)'));
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '75');
    await user.type(within(dialog).getByLabelText('Notes for the customer'), 'Bring my own water');
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));

    expect(await screen.findByText(bidToasts.quoted.title)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/bids/request-1',
      body: {
        amountCents: 8550,
        estimatedMinutes: 75,
        notes: 'Bring my own water',
        proposedDate: '2030-05-13',
        proposedTime: '10:00',
      },
    });
  });

  it("says Sudsy's fee and what the washer keeps as the amount is typed", async () => {
    fakeQuotesApi({ payouts: { mode: 'local', status: 'enabled', feePercent: 12.5 } });
    const { user } = renderApp('/provider/bids');
    const list = await screen.findByRole('list', { name: bidsPageTexts.availableTab });
    await user.click(within(list).getAllByRole('button', { name: 'Send Quote' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Send Quote' });
    expect(await within(dialog).findByText(quoteEarningsText(4600, 12.5))).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '85');
    expect(
      await within(dialog).findByText("Sudsy's fee is 12.5% ($10.63): you earn $74.37 of $85.00."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('lets a washer without payouts quote, saying customers cannot book them yet', async () => {
    fakeQuotesApi({ payouts: { mode: 'local', status: 'not_started', feePercent: 10 } });
    const { user } = renderApp('/provider/bids');
    const list = await screen.findByRole('list', { name: bidsPageTexts.availableTab });
    await user.click(within(list).getAllByRole('button', { name: 'Send Quote' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Send Quote' });
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent(bookingPaymentTexts.washerNeedsPayouts);
    expect(within(notice).getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
      'href',
      '/profile?tab=payouts',
    );
    expect(within(dialog).getByRole('button', { name: 'Send Quote' })).toBeEnabled();
  });

  it('says nothing of fees with payments off', async () => {
    fakeQuotesApi({ payouts: { mode: 'off', status: 'not_started', feePercent: 10 } });
    const { user } = renderApp('/provider/bids');
    const list = await screen.findByRole('list', { name: bidsPageTexts.availableTab });
    await user.click(within(list).getAllByRole('button', { name: 'Send Quote' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Send Quote' });
    await within(dialog).findByLabelText('Amount ($)');
    expect(within(dialog).queryByText(/Sudsy's fee/)).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it("shows the server's reason when the start does not fit the calendar", async () => {
    const message = 'The proposed time overlaps one of your appointments. Choose another time.';
    fakeQuotesApi({
      quote: () =>
        Response.json(
          { error: { code: 'schedule_conflict', message, fields: { proposedTime: message } } },
          { status: 409 },
        ),
    });
    const { user } = renderApp('/provider/bids');
    await user.click(await screen.findByRole('button', { name: 'Send Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Quote' });
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send Quote' })).toBeInTheDocument();
  });

  it('counts every waiting request in the tab and loads older ones on demand', async () => {
    const many = Array.from({ length: availableRequestsPageSize + 1 }, (_, index) => ({
      ...fakeQuoteRequest,
      id: `request-${index}`,
      ownerName: `Owner ${index}`,
    }));
    fakeQuotesApi({ available: many });
    const { user } = renderApp('/provider/bids');
    const tab = await screen.findByRole('tab', { name: new RegExp(bidsPageTexts.availableTab) });
    await waitFor(() => expect(tab).toHaveTextContent(`(${many.length})`));
    const list = await screen.findByRole('list', { name: bidsPageTexts.availableTab });
    const cards = () => within(list).getAllByText(/^Request from Owner \d+$/);
    expect(cards()).toHaveLength(availableRequestsPageSize);
    await user.click(screen.getByRole('button', { name: bidsPageTexts.moreRequests }));
    await waitFor(() => expect(cards()).toHaveLength(many.length));
  });

  it('shows the latest bids and loads more on demand, until none are left', async () => {
    const many = Array.from({ length: bidsPageSize + 3 }, (_, index) =>
      fakeQuote({ request: { ...fakeQuoteRequest, id: `request-${index}`, ownerName: `Owner ${index}` } }),
    );
    fakeQuotesApi({ quotes: many });
    const { user } = renderApp('/provider/bids?tab=mine');
    const list = await screen.findByRole('list', { name: bidsPageTexts.myBidsTab });
    const quotes = () => within(list).getAllByText(/^Quote for Owner \d+$/);
    expect(quotes()).toHaveLength(bidsPageSize);
    await user.click(screen.getByRole('button', { name: bidsPageTexts.moreBids }));
    await waitFor(() => expect(quotes()).toHaveLength(bidsPageSize + 3));
    expect(screen.queryByRole('button', { name: bidsPageTexts.moreBids })).not.toBeInTheDocument();
  });

  it('offers Retry when the requests cannot be loaded', async () => {
    fakeQuotesApi({ available: [] });
    const failing = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/bids/available')
        ? Response.json(
            { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } },
            { status: 500 },
          )
        : failing(input, init)) as typeof fetch;
    renderApp('/provider/bids');
    expect(await screen.findByText('Failed to load available requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
