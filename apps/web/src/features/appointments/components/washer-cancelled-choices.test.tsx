import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { washerCancelledTexts as texts } from '@sudsy/domain/booking-page';
import type { QuoteRequestDetail, QuoteRequestRecipient } from '@sudsy/domain/quote-request-views';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi } from '../testing/fake-appointments-api';

// When the washer cancels, the owner chooses on the booking page (docs/product.md, "The booking page").

const cancelledByWasher = (fields: Parameters<typeof detail>[0] = {}) =>
  detail({
    status: 'cancelled',
    cancellation: { by: 'washer', reason: 'Van broke down', late: false },
    notes: 'Gate code 4321',
    bookAgain: { vehicleId: 'v1', notes: 'Gate code 4321' },
    ...fields,
  });

const quoteOf = (fields: Partial<QuoteRequestRecipient>): QuoteRequestRecipient => ({
  washerId: 'w',
  businessName: 'Suds',
  status: 'quoted',
  amountCents: 9000,
  estimatedMinutes: 60,
  washerNotes: null,
  proposedDate: '2030-06-03',
  proposedTime: '10:00',
  rating: null,
  cancellationNoticeHours: 24,
  ...fields,
});

const requestWith = (fields: Partial<QuoteRequestDetail> = {}): QuoteRequestDetail => ({
  id: 'req-1',
  status: 'sent',
  createdAt: '2030-05-01T10:00:00.000Z',
  address: '500 Congress Ave, Austin, TX 78701',
  preferredDate: '2030-06-03',
  preferredTime: '10:00',
  serviceIds: ['express-wash'],
  vehicle: null,
  responseCount: 3,
  quotedCount: 3,
  notes: 'Gate code 4321',
  coordinates: null,
  photos: [],
  recipients: [
    quoteOf({ washerId: 'washer-1', businessName: 'Mission Suds', status: 'cancelled', amountCents: 9500 }),
    quoteOf({ washerId: 'w-dear', businessName: 'Dear Detail', amountCents: 12000 }),
    quoteOf({ washerId: 'w-next', businessName: 'Bright Wash', amountCents: 8800 }),
  ],
  booking: null,
  ...fields,
});

const booking = {
  appointmentId: 'a2',
  washerId: 'w-next',
  date: '2030-06-03',
  start: '10:00',
  end: '11:00',
  status: 'scheduled',
  priceCents: 8800,
  cancelledBy: null,
  cancelReason: null,
  cancelledLate: false,
  startsAt: '2030-06-03T15:00:00.000Z',
  cancellationNoticeHours: 24,
  timeZone: 'America/Chicago',
  seriesId: null,
};

describe('when the washer cancels, the owner chooses', () => {
  it('offers the next-best quote at its price, a search for the same time, and closing the request', async () => {
    const sent = fakeApi('owner', {
      appointment: cancelledByWasher(),
      request: () => requestWith(),
      answer: () => Response.json({ booking }, { status: 201 }),
    });
    const { user } = renderApp('/appointments/a1');
    const choices = await screen.findByRole('region', { name: texts.title });
    const book = await within(choices).findByRole('button', { name: 'Book Bright Wash at $88.00' });
    expect(choices).toHaveTextContent('Their quote still stands, for Monday, June 3, 2030 at 10:00 AM.');
    const search = new URL(
      within(choices).getByRole('link', { name: texts.askSameTime }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(Object.fromEntries(search.searchParams)).toMatchObject({
      date: '2030-06-03',
      from: '10:00',
      to: '11:30',
      vehicle: 'v1',
      notes: 'Gate code 4321',
    });
    expect(within(choices).getByRole('button', { name: texts.close })).toBeVisible();

    await user.click(book);
    expect(sent).toContainEqual({ method: 'POST', path: '/api/quote-requests/req-1/quotes/w-next/accept', body: {} });
  });

  it('says there is no other quote yet, and still offers the search and closing', async () => {
    fakeApi('owner', {
      appointment: cancelledByWasher(),
      request: () => requestWith({ recipients: [quoteOf({ status: 'sent', amountCents: null })] }),
    });
    renderApp('/appointments/a1');
    const choices = await screen.findByRole('region', { name: texts.title });
    expect(await within(choices).findByText(texts.noOtherQuote)).toBeVisible();
    expect(within(choices).getByRole('link', { name: texts.askSameTime })).toBeVisible();
    expect(within(choices).getByRole('button', { name: texts.close })).toBeVisible();
  });

  it('closes the request once the owner confirms', async () => {
    const sent = fakeApi('owner', {
      appointment: cancelledByWasher(),
      request: () => requestWith(),
      answer: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/appointments/a1');
    await user.click(await screen.findByRole('button', { name: texts.close }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: texts.close }));
    expect(sent).toContainEqual({ method: 'POST', path: '/api/quote-requests/req-1/cancel', body: null });
  });

  it('tells the owner of a series that the rest stays booked, and offers no choice about the request', async () => {
    fakeApi('owner', { appointment: cancelledByWasher({ seriesId: 's1' }) });
    renderApp('/appointments/a1');
    const choices = await screen.findByRole('region', { name: texts.title });
    expect(choices).toHaveTextContent(texts.seriesNote('Mission Suds'));
    expect(within(choices).queryByRole('button', { name: texts.close })).toBeNull();
    expect(within(choices).getByRole('link', { name: texts.askSameTime })).toBeVisible();
  });

  it('offers no choices when the owner cancelled it themselves', async () => {
    fakeApi('owner', {
      appointment: cancelledByWasher({ cancellation: { by: 'owner', reason: null, late: false } }),
      request: () => requestWith(),
    });
    renderApp('/appointments/a1');
    expect(await screen.findByRole('note')).toHaveTextContent(/Cancelled/);
    expect(screen.queryByRole('region', { name: texts.title })).toBeNull();
  });
});
