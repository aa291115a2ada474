import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingPageTexts } from '@sudsy/domain/booking-page';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi } from '../testing/fake-appointments-api';

// The booking page's header (docs/product.md, "The booking page"): what happens next, Add to
// calendar, Message the other side and Cancel with its deadline; the owner's notes in the details.

/** Starts Monday 3 June 2030, 10:00 AM in Chicago, with 48 hours' notice. */
const ahead = (fields: Parameters<typeof detail>[0] = {}) =>
  detail({ startsAt: '2030-06-03T15:00:00.000Z', cancellationNoticeHours: 48, ...fields });

describe('the booking page', () => {
  it('tells the owner what happens next and offers the calendar, the washer and Cancel with its deadline', async () => {
    fakeApi('owner', { appointment: ahead({ notes: 'Gate code 4321' }) });
    renderApp('/appointments/a1');
    const next = await screen.findByRole('region', { name: bookingPageTexts.whatsNext });
    expect(next).toHaveTextContent(
      'Mission Suds comes to 500 Congress Ave, Austin, TX 78701 on Monday, June 3, 2030 at 10:00 AM.',
    );
    const actions = screen.getByRole('group', { name: bookingPageTexts.actionsLabel });
    expect(within(actions).getByRole('link', { name: bookingPageTexts.addToCalendar })).toHaveAttribute(
      'href',
      '/api/appointments/a1/calendar.ics',
    );
    expect(within(actions).getByRole('link', { name: 'Message Mission Suds' })).toHaveAttribute(
      'href',
      '/messages?contact=washer-1&request=req-1',
    );
    expect(within(actions).getByRole('button', { name: bookingPageTexts.cancel })).toHaveAccessibleDescription(
      'Free cancellation until Sat 1 Jun, 10:00 AM',
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Gate code 4321')).toBeInTheDocument();
  });

  it('says a booking made inside the notice never had free cancellation, rather than a deadline before it', async () => {
    // Booked a day before a start that asks 48 hours' notice.
    fakeApi('owner', { appointment: ahead({ bookedAt: '2030-06-02T15:00:00.000Z' }) });
    renderApp('/appointments/a1');
    const actions = await screen.findByRole('group', { name: bookingPageTexts.actionsLabel });
    expect(within(actions).getByRole('button', { name: bookingPageTexts.cancel })).toHaveAccessibleDescription(
      "No free cancellation: booked within the washer's 48-hour notice",
    );
  });

  it('lets the washer cancel from the page with the reason the owner reads', async () => {
    const sent = fakeApi('washer', {
      appointment: ahead(),
      answer: () => Response.json({ error: { code: 'x', message: 'Kept for the test.' } }, { status: 409 }),
    });
    const { user } = renderApp('/appointments/a1');
    // The washer writes to the owner from the same row.
    expect(await screen.findByRole('link', { name: 'Message Olivia Owner' })).toHaveAttribute(
      'href',
      '/messages?contact=owner-1&request=req-1',
    );
    await user.click(screen.getByRole('button', { name: bookingPageTexts.cancel }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment' });
    expect(within(dialog).getByText('Free cancellation until Sat 1 Jun, 10:00 AM')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Van broke down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(sent).toContainEqual({
      method: 'POST',
      path: '/api/appointments/a1/cancel',
      body: { reason: 'Van broke down', keepRequestOpen: false },
    });
  });

  it('offers neither Cancel nor the calendar once the booking is cancelled, and says so', async () => {
    fakeApi('owner', {
      appointment: ahead({ status: 'cancelled', cancellation: { by: 'washer', reason: 'Ill', late: false } }),
    });
    renderApp('/appointments/a1');
    expect(await screen.findByRole('region', { name: bookingPageTexts.whatsNext })).toHaveTextContent(
      /This booking is cancelled/,
    );
    expect(screen.queryByRole('button', { name: bookingPageTexts.cancel })).toBeNull();
    expect(screen.queryByRole('link', { name: bookingPageTexts.addToCalendar })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Details' })).getByText(bookingPageTexts.noNotes)).toBeVisible();
  });
});
