import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@sudsy/domain/booking';
import { bookingPaymentRefusals } from '@sudsy/domain/job-payment';
import { renderApp, sessionFor } from '@/test/render-app';
import { fakeWasherApi, publicWasher } from '../testing/fake-washer-api';
import { loadPageCode } from '@/test/load-page-code';

vi.mock('@/components/maps/service-area-map', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

const clayBar = {
  serviceId: 'clay-bar',
  name: 'Clay Bar Treatment',
  minPriceCents: 8000,
  maxPriceCents: 9000,
  estimatedMinutes: 90,
  custom: false,
};
const instantWasher = { ...publicWasher, instantBooking: true, services: [...publicWasher.services, clayBar] };
const booked = {
  appointmentId: 'appointment-9',
  washerId: publicWasher.id,
  date: '2030-06-03',
  start: '10:00',
  end: '11:30',
  status: 'scheduled',
  priceCents: 11500,
  cancelledBy: null,
  cancelReason: null,
  cancelledLate: false,
  startsAt: '2030-06-03T17:00:00.000Z',
  cancellationNoticeHours: 24,
  timeZone: 'America/Los_Angeles',
  seriesId: null,
} satisfies Booking;

// After the mocks above (vi.mock is hoisted), before any test: see loadPageCode.
await loadPageCode('/providers/:id');

describe('Book now on a public washer page', () => {
  it('lets an owner choose the services, the address and a free time, and books at the listed prices', async () => {
    const sent = fakeWasherApi({
      washer: instantWasher,
      session: sessionFor('owner'),
      answer: ({ path }) =>
        path.endsWith('/instant-bookings') ? Response.json({ booking: booked }, { status: 201 }) : undefined,
    });
    const { router, user } = renderApp('/providers/washer-1');
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: `Book ${publicWasher.businessName}` });
    // The first service is ticked; adding another adds its length and price. A custom service
    // cannot be booked at once.
    expect(within(dialog).getByRole('checkbox', { name: 'Express Wash & Go' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Boat Hull Wash' })).toBeNull();
    expect(await within(dialog).findByRole('button', { name: 'Book for $35' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Clay Bar Treatment' }));
    expect(await within(dialog).findByText('120 min')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book for $115' }));
    // No address yet: the server's own rule says so, and nothing is sent.
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(sent.filter((entry) => entry.path.endsWith('/instant-bookings'))).toHaveLength(0);

    await user.type(within(dialog).getByRole('combobox', { name: 'Service address' }), '600 Congress Ave, Austin, TX');
    await user.click(within(dialog).getByRole('button', { name: 'Book for $115' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/appointment-9'));
    expect(sent.find((entry) => entry.path.endsWith('/instant-bookings'))?.body).toMatchObject({
      serviceIds: ['express-wash', 'clay-bar'],
      address: '600 Congress Ave, Austin, TX',
      vehicleId: 'camry',
      repeat: null,
    });
  });

  it('asks an owner without a card to add one, and books nothing', async () => {
    const sent = fakeWasherApi({ washer: instantWasher, session: sessionFor('owner'), cards: [] });
    const { user } = renderApp('/providers/washer-1');
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: `Book ${publicWasher.businessName}` });
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent(bookingPaymentRefusals.card_required);
    expect(within(notice).getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/profile#payment-methods',
    );
    expect(await within(dialog).findByRole('button', { name: 'Book for $35' })).toBeDisabled();
    expect(sent.filter((entry) => entry.path.endsWith('/instant-bookings'))).toHaveLength(0);
  });

  it('asks no service of a visitor: Book now signs them in and brings them back', async () => {
    fakeWasherApi({ washer: instantWasher, session: null });
    const { router, user } = renderApp('/providers/washer-1');
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/providers/washer-1');
  });

  it.each([
    ['a washer', sessionFor('washer'), instantWasher],
    ['an owner, when the washer takes no instant bookings', sessionFor('owner'), publicWasher],
  ])('is not offered to %s', async (_, session, washer) => {
    fakeWasherApi({ washer, session });
    renderApp('/providers/washer-1');
    expect(await screen.findByRole('heading', { level: 1, name: publicWasher.businessName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
  });
});
