import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { seriesMessages } from '@sudsy/domain/repeat-series';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';
import { fakeVehicle } from '@/test/fake-vehicle';
import { fakeBooking, fakeWasher, ownerCamry, searchAnswer } from '../testing/fake-washer-search-api';
import { openWizard, searchFromForm } from '../testing/open-wizard';

/** Tomorrow's 10:00 and 10:30 in the browser's zone, as a washer's free starts. */
function tomorrowSlots(): string[] {
  const tomorrowTen = addDays(new Date(), 1);
  tomorrowTen.setHours(10, 0, 0, 0);
  return [tomorrowTen, new Date(tomorrowTen.getTime() + 30 * 60_000)].map((slot) => slot.toISOString());
}

/** The washer's express wash at $40 and 30 minutes a car, for the first car and each further one asked (`more`). */
const freeSlotsOf =
  (slots: string[]) =>
  ({ url }: { url: URL }) => {
    const more = (url.searchParams.get('more') ?? '').split(';').filter(Boolean);
    return Response.json({
      instantBooking: true,
      noticeHours: 2,
      cancellationNoticeHours: 24,
      // The washer works where the owner is, so their terms read in the same zone as the starts.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      durationMinutes: 30 * (1 + more.length),
      servicesCents: 4000,
      moreServicesCents: more.map(() => 4000),
      sizeSurcharges: defaultSizeSurcharges,
      slots,
    });
  };

const nearSuds = [fakeWasher({ id: 'near', businessName: 'Near Suds', instantBooking: true })];

describe('Book now', () => {
  it('books a washer who takes instant bookings from their card: a free time, the vehicle, then the appointment', async () => {
    const slots = tomorrowSlots();
    let taken = false;
    const washers = [
      fakeWasher({ id: 'near', businessName: 'Near Suds', instantBooking: true }),
      fakeWasher({ id: 'far', businessName: 'Far Shine' }),
    ];
    const { api, router, user } = await openWizard('/providers', {
      role: 'owner',
      search: () => searchAnswer(washers),
      freeSlots: (request) => freeSlotsOf(taken ? slots.slice(1) : slots)(request),
      instantBook: ({ body }) => {
        if ((body as { start: string }).start !== slots[0] || taken)
          return Response.json({ booking: fakeBooking() }, { status: 201 });
        taken = true;
        return Response.json(
          { error: { code: 'slot_taken', message: 'This time has just been taken. Choose another free time.' } },
          { status: 409 },
        );
      },
    });
    await searchFromForm(user);
    // Only the washer who takes instant bookings offers Book now.
    expect(screen.getAllByRole('button', { name: /^Book now/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Book now\s*with Near Suds$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Near Suds' });
    await user.click(await within(dialog).findByRole('radio', { name: '10:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book for $40' }));
    // Someone else took it meanwhile: the list is read again without it.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time has just been taken.');
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: '10:00 AM' })).toBeNull());
    await user.click(within(dialog).getByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book for $40' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/appointment-1'));
    expect(api.instantBookings().at(-1)).toEqual({
      serviceIds: ['express-wash'],
      start: slots[1],
      vehicleId: 'camry',
      address: '78701',
      coordinates: null,
      notes: '',
      repeat: null,
      moreCars: [],
    });
  });

  it("prices the card and Book now for the owner's car with the washer's size pricing", async () => {
    const rav4 = fakeVehicle({ id: 'rav4', make: 'Toyota', model: 'RAV4', year: 2022, type: 'suv' });
    const { api, user } = await openWizard('/providers', {
      role: 'owner',
      vehicles: [rav4],
      search: () => searchAnswer(nearSuds),
      freeSlots: freeSlotsOf(tomorrowSlots()),
    });
    await searchFromForm(user);
    // The one car is chosen under Your Request: $40 of services plus the washer's 15% for an SUV.
    const prices = screen.getByRole('list', { name: 'Prices from Near Suds' }).parentElement as HTMLElement;
    expect(await within(prices).findByText('SUV size (+15%)')).toBeInTheDocument();
    expect(within(prices).getByText('+$6')).toBeInTheDocument();
    expect(within(prices).getByText('$46')).toBeInTheDocument();
    expect(screen.getByText(/Prices are for your 2022 Toyota RAV4\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Book now\s*with Near Suds$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Near Suds' });
    await user.click(await within(dialog).findByRole('radio', { name: '10:00 AM' }));
    expect(within(dialog).getByText('SUV size (+15%)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book for $46' }));
    await waitFor(() => expect(api.instantBookings().at(-1)).toMatchObject({ vehicleId: 'rav4' }));
  });

  it('books two of the owner’s cars on one visit, each priced for its size', async () => {
    const rav4 = fakeVehicle({ id: 'rav4', make: 'Toyota', model: 'RAV4', year: 2022, type: 'suv' });
    const { api, user } = await openWizard('/providers', {
      role: 'owner',
      vehicles: [rav4, ownerCamry],
      search: () => searchAnswer(nearSuds),
      freeSlots: freeSlotsOf(tomorrowSlots()),
    });
    await searchFromForm(user);
    await user.click(screen.getByRole('button', { name: /^Book now\s*with Near Suds$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Near Suds' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Vehicle' }));
    await user.click(await screen.findByRole('option', { name: '2022 Toyota RAV4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add another car' }));
    // The other car, with the same services ticked to start.
    const second = within(dialog).getByRole('region', { name: 'Car 2' });
    expect(within(second).getByRole('combobox', { name: 'Vehicle' })).toHaveTextContent('2021 Toyota Camry');
    expect(within(second).getByRole('checkbox', { name: 'Express Wash & Go' })).toBeChecked();
    // One visit of 60 minutes: the SUV at $46, the sedan at $40.
    expect(await within(dialog).findByText('60 min for 2 cars')).toBeInTheDocument();
    expect(within(dialog).getByText('$46')).toBeInTheDocument();
    expect(within(dialog).getByText('$86')).toBeInTheDocument();
    // Every vehicle is on the booking: no third car to add.
    expect(within(dialog).queryByRole('button', { name: 'Add another car' })).toBeNull();
    await user.click(await within(dialog).findByRole('radio', { name: '10:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book for $86' }));
    await waitFor(() =>
      expect(api.instantBookings().at(-1)).toMatchObject({
        vehicleId: 'rav4',
        moreCars: [{ vehicleId: 'camry', serviceIds: ['express-wash'] }],
      }),
    );
  });

  it('offers every free start of the next two weeks: a day from the row, then its morning, afternoon and evening', async () => {
    const at = (days: number, hours: number, minutes = 0) => {
      const start = addDays(new Date(), days);
      start.setHours(hours, minutes, 0, 0);
      return start.toISOString();
    };
    const slots = [at(1, 9), at(1, 9, 30), at(1, 18), at(10, 14, 30)];
    const { api, user } = await openWizard('/providers', {
      role: 'owner',
      search: () => searchAnswer(nearSuds),
      freeSlots: freeSlotsOf(slots),
    });
    await searchFromForm(user);
    await user.click(screen.getByRole('button', { name: /^Book now\s*with Near Suds$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Near Suds' });
    const days = await within(dialog).findByRole('radiogroup', { name: /^Day/ });
    expect(within(days).getAllByRole('radio')).toHaveLength(2);
    // Tomorrow first: its morning and evening, no afternoon.
    expect(within(days).getAllByRole('radio')[0]).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Morning' })).toHaveTextContent('9:00 AM9:30 AM');
    expect(within(dialog).getByRole('group', { name: 'Evening' })).toHaveTextContent('6:00 PM');
    expect(within(dialog).queryByRole('group', { name: 'Afternoon' })).toBeNull();
    // Ten days out, past the search's week.
    await user.click(within(days).getByRole('radio', { name: /, 1 time$/ }));
    await user.click(within(dialog).getByRole('radio', { name: '2:30 PM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book for $40' }));
    await waitFor(() => expect(api.instantBookings().at(-1)).toMatchObject({ start: slots[3] }));
  });

  it('says the cancellation terms before booking: the deadline of a start, or none inside the notice', async () => {
    const soon = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 1_800_000) * 1_800_000);
    const later = addDays(new Date(), 3);
    later.setHours(10, 0, 0, 0);
    const { user } = await openWizard('/providers', {
      role: 'owner',
      search: () => searchAnswer(nearSuds),
      freeSlots: freeSlotsOf([soon.toISOString(), later.toISOString()]),
    });
    await searchFromForm(user);
    await user.click(screen.getByRole('button', { name: /^Book now\s*with Near Suds$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Near Suds' });
    // The washer's policy until a start is chosen.
    expect(await within(dialog).findByText('Free cancellation up to 24 hours before the start')).toBeInTheDocument();

    // Three hours ahead is inside the 24-hour notice: no free cancellation at all.
    await user.click(within(dialog).getByRole('radio', { name: format(soon, 'h:mm a') }));
    expect(
      within(dialog).getByText(
        /^No free cancellation: this start is within the washer's 24-hour notice, so cancelling/,
      ),
    ).toBeInTheDocument();

    // Three days ahead at 10:00: free until a day before.
    const days = within(dialog).getByRole('radiogroup', { name: /^Day/ });
    await user.click(within(days).getByRole('radio', { name: new RegExp(`^${format(later, 'EEE d')}(?!\\d)`) }));
    await user.click(within(dialog).getByRole('radio', { name: '10:00 AM' }));
    expect(
      within(dialog).getByText(`Free cancellation until ${format(addDays(later, -1), 'EEE d MMM')}, 10:00 AM`),
    ).toBeInTheDocument();
  });

  it('repeats the booking: clashing dates are listed with free times nearby, each skipped or moved, then it books', async () => {
    const slots = tomorrowSlots();
    const [first = '', second = ''] = slots;
    const daysAfterFirst = (days: number) => new Date(new Date(first).getTime() + days * 86_400_000).toISOString();
    const clashFree = daysAfterFirst(15);
    // The second and third washes of the series, two and four weeks on.
    const [movedDate, skippedDate] = [daysAfterFirst(14).slice(0, 10), daysAfterFirst(28).slice(0, 10)];
    const conflicts = [
      { date: movedDate, start: daysAfterFirst(14), alternatives: [clashFree] },
      { date: skippedDate, start: daysAfterFirst(28), alternatives: [] },
    ];
    const { api, router, user } = await openWizard('/providers', {
      role: 'owner',
      search: () => searchAnswer(nearSuds),
      freeSlots: freeSlotsOf(slots),
      instantBook: ({ body }) => {
        const { repeat } = body as { repeat: { skip: string[] } | null };
        if (repeat && repeat.skip.length === 0)
          return Response.json(
            { error: { code: 'series_conflict', message: seriesMessages.conflicts, conflicts } },
            { status: 409 },
          );
        return Response.json({ booking: { ...fakeBooking(), seriesId: 'series-1' } }, { status: 201 });
      },
    });
    await searchFromForm(user);
    await user.click(screen.getByRole('button', { name: /^Book now\s*with Near Suds$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Near Suds' });
    await user.click(await within(dialog).findByRole('radio', { name: '10:30 AM' }));
    // Every 2 weeks for 2 months.
    await user.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Every 2 weeks' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'For' }));
    await user.click(await screen.findByRole('option', { name: 'For 2 months' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book for $40' }));

    const clashes = await within(dialog).findByRole('region', { name: seriesMessages.conflicts });
    expect(within(clashes).getAllByRole('group')).toHaveLength(2);
    // Skip is each date's default; the first moves to the free time offered.
    const [moveDate, skipOnly] = within(clashes).getAllByRole('group');
    expect(within(skipOnly as HTMLElement).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(moveDate as HTMLElement).getByRole('radio', { name: /^Move to/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Book for $40' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/appointment-1'));
    expect(api.instantBookings().at(-1)).toMatchObject({
      start: second,
      repeat: { everyWeeks: 2, months: 2, skip: [skippedDate], moves: [{ date: movedDate, start: clashFree }] },
    });
  });

  it("opened from Book again, starts with the earlier job's vehicle and notes", async () => {
    const { user } = await openWizard(
      '/providers?services=express-wash&address=78701&step=2&selected=near&vehicle=camry&notes=Gate+code+1234',
      { role: 'owner', search: () => searchAnswer(nearSuds), freeSlots: freeSlotsOf(tomorrowSlots()) },
    );
    await user.click(await screen.findByRole('button', { name: /^Book now\s*with Near Suds$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Near Suds' });
    expect(await within(dialog).findByRole('combobox', { name: 'Vehicle' })).toHaveTextContent('Toyota Camry');
    expect(within(dialog).getByRole('textbox', { name: 'Notes for the washer (optional)' })).toHaveValue(
      'Gate code 1234',
    );
  });
});
