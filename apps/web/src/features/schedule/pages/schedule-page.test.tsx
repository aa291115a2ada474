import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobDayTexts } from '@sudsy/domain/job-day';
import {
  scheduleInputMessages,
  scheduleToasts,
  timeOffClashMessage,
  timeOffTexts,
} from '@sudsy/domain/schedule-messages';
import { awaitingCompletionBadge } from '@sudsy/domain/schedule-rules';
import { renderApp } from '@/test/render-app';
import { brokenAnswer, fakeAppointment, fakeBlock, fakeScheduleApi, fakeToday } from '../testing/fake-schedule-api';

type User = ReturnType<typeof renderApp>['user'];

async function openSchedule(...args: Parameters<typeof fakeScheduleApi>) {
  const api = fakeScheduleApi(...args);
  const rendered = renderApp('/provider/schedule');
  expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
  return { api, ...rendered };
}

async function choose(user: User, scope: HTMLElement, name: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function strip() {
  return screen.getByRole('list', { name: 'Weekly working hours' });
}

function day(name: string) {
  return within(strip())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;
}

async function toastWith(title: string) {
  return (await screen.findByText(title)).closest('[data-sonner-toast]') as HTMLElement;
}

describe('schedule page', () => {
  // The fake server says today is fakeToday; the forms read the same day from the clock.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2030-05-14T12:00:00'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the title, the subtitle and the initial hours, Sunday off', async () => {
    await openSchedule();
    expect(screen.getByText('Manage your appointments and availability')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Weekly working hours' });
    expect(day('Monday')).toHaveTextContent('9:00 AM – 5:00 PM');
    expect(day('Saturday')).toHaveTextContent('10:00 AM – 3:00 PM');
    expect(day('Sunday')).toHaveTextContent('Unavailable');
    expect(day('Monday')).toHaveAttribute('data-enabled', 'true');
    expect(day('Sunday')).toHaveAttribute('data-enabled', 'false');
  });

  it('refuses an unfinished slot with the required-field text, and a day keeps its last slot', async () => {
    const { api, user } = await openSchedule();
    await user.click(await screen.findByRole('button', { name: 'Edit Working Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Working Hours' });

    await choose(user, dialog, 'Friday end time', '10:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Add slot on Friday' }));
    expect(within(dialog).getByRole('combobox', { name: 'Friday slot 2 start time' })).toHaveTextContent('10:00 PM');
    expect(within(dialog).getByRole('combobox', { name: 'Friday slot 2 end time' })).toHaveTextContent('10:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await toastWith('Invalid time slot')).toHaveTextContent('End time must be after start time on Friday');
    expect(within(dialog).getByRole('combobox', { name: 'Friday slot 2 end time' })).toHaveAccessibleDescription(
      'End time must be after start time on Friday',
    );
    expect(api.sent('PUT', '/api/schedule/working-hours')).toHaveLength(0);

    // A day keeps its last slot: the remove buttons go once only one is left.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Friday slot 2' }));
    expect(within(dialog).queryByRole('button', { name: /Remove Friday/ })).not.toBeInTheDocument();
  });

  it('saves a valid week and shows it', async () => {
    const { api, user } = await openSchedule();
    await user.click(await screen.findByRole('button', { name: 'Edit Working Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Working Hours' });
    await choose(user, dialog, 'Friday end time', '10:00 PM');
    await user.click(within(dialog).getByRole('switch', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await toastWith(scheduleToasts.workingHoursUpdated.title)).toHaveTextContent(
      scheduleToasts.workingHoursUpdated.description,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(day('Friday')).toHaveTextContent('9:00 AM – 10:00 PM');
    expect(day('Saturday')).toHaveTextContent('Unavailable');
    const [saved] = api.sent('PUT', '/api/schedule/working-hours');
    expect(saved?.body).toMatchObject({
      hours: { Friday: { enabled: true, timeSlots: [{ start: '09:00', end: '22:00' }] }, Saturday: { enabled: false } },
      timeZone: expect.any(String),
    });
  });

  it('disables start times at or after the end and end times at or before the start', async () => {
    const { user } = await openSchedule();
    await user.click(await screen.findByRole('button', { name: 'Edit Working Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Working Hours' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Monday start time' }));
    expect(await screen.findByRole('option', { name: '4:30 PM' })).not.toHaveAttribute('data-disabled');
    expect(screen.getByRole('option', { name: '5:00 PM' })).toHaveAttribute('data-disabled');
    expect(screen.getAllByRole('option')).toHaveLength(33);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Monday end time' }));
    expect(await screen.findByRole('option', { name: '9:00 AM' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('option', { name: '9:30 AM' })).not.toHaveAttribute('data-disabled');
  });

  it('asks for a date, then a start time, computes the end, and blocks the time', async () => {
    const { api, user } = await openSchedule();
    await user.click(await screen.findByRole('button', { name: 'Block Time Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Time Off' });

    await user.click(within(dialog).getByRole('button', { name: 'Block Time' }));
    expect(await toastWith(scheduleToasts.missingDate.title)).toHaveTextContent(scheduleToasts.missingDate.description);
    expect(within(dialog).getByRole('group', { name: 'Date' })).toHaveAccessibleDescription(
      scheduleToasts.missingDate.description,
    );

    // Days before the washer's today cannot be picked.
    expect(within(dialog).getByRole('button', { name: /May 13th, 2030/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /May 20th, 2030/ }));
    expect(within(dialog).getByText('Monday, May 20, 2030')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block Time' }));
    expect(await toastWith(scheduleToasts.missingStartTime.title)).toHaveTextContent(
      scheduleToasts.missingStartTime.description,
    );

    expect(within(dialog).getByRole('combobox', { name: 'Duration' })).toHaveTextContent('1 hour');
    await choose(user, dialog, 'Start time', '9:30 AM');
    expect(within(dialog).getByLabelText('End time')).toHaveValue('10:30 AM');
    await choose(user, dialog, 'Duration', 'Full day (8 hours)');
    expect(within(dialog).getByLabelText('End time')).toHaveValue('5:30 PM');
    expect(within(dialog).getByLabelText('End time')).toHaveAttribute('readonly');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Dentist');
    await user.click(within(dialog).getByRole('button', { name: 'Block Time' }));

    expect(await toastWith(scheduleToasts.timeBlocked.title)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Upcoming blocked time' });
    expect(list).toHaveTextContent('Dentist');
    expect(list).toHaveTextContent('Mon, May 20, 9:30 AM – 5:30 PM');
    expect(api.sent('PUT', /^\/api\/schedule\/blocks\//)[0]?.body).toMatchObject({
      date: '2030-05-20',
      start: '09:30',
      durationMinutes: 480,
      reason: 'Dentist',
    });
  });

  it('keeps the dialog open with the conflict message when the server refuses an overlap', async () => {
    const { user } = await openSchedule({
      blocks: [fakeBlock({ id: 'b1', date: '2030-05-20', start: '09:00', end: '12:00', reason: 'Errand' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Block Time Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Time Off' });
    await user.click(within(dialog).getByRole('button', { name: /May 20th, 2030/ }));
    await choose(user, dialog, 'Start time', '10:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Block Time' }));
    expect(await toastWith(scheduleToasts.conflict.title)).toHaveTextContent(scheduleToasts.conflict.description);
    expect(screen.getByRole('dialog', { name: 'Block Time Off' })).toBeInTheDocument();
    // The dialog names what the time clashes with.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      timeOffClashMessage({ date: '2030-05-20', start: '09:00', end: '12:00', allDay: false }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This overlaps your time off on Mon 20 May, 9:00 AM–12:00 PM.',
    );
  });

  it('blocks whole days from a first to a last day, listed once and removed whole', async () => {
    const { api, user } = await openSchedule();
    await user.click(await screen.findByRole('button', { name: 'Block Time Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Time Off' });
    await user.click(within(dialog).getByRole('checkbox', { name: timeOffTexts.allDay }));
    // Whole days need no start or duration.
    expect(within(dialog).queryByRole('combobox', { name: 'Start time' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /May 20th, 2030/ }));
    // A stretch over the cap is refused under the date, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: /next month/i }));
    await user.click(within(dialog).getByRole('button', { name: /next month/i }));
    await user.click(within(dialog).getByRole('button', { name: /July 20th, 2030/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Block Time' }));
    // The form validates as a promise: the message is waited for, not expected at the click's return.
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Date' })).toHaveAccessibleDescription(
        scheduleInputMessages.timeOffTooLong,
      ),
    );
    expect(api.sent('PUT', /^\/api\/schedule\/blocks\//)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /previous month/i }));
    await user.click(within(dialog).getByRole('button', { name: /previous month/i }));
    await user.click(within(dialog).getByRole('button', { name: /May 24th, 2030/ }));
    expect(within(dialog).getByText('Monday, May 20, 2030 – Friday, May 24, 2030')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Holiday');
    await user.click(within(dialog).getByRole('button', { name: 'Block Time' }));

    expect(await toastWith(scheduleToasts.timeBlocked.title)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Upcoming blocked time' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Mon, May 20 – Fri, May 24 · All day');
    expect(api.sent('PUT', /^\/api\/schedule\/blocks\//)[0]?.body).toMatchObject({
      date: '2030-05-20',
      allDay: true,
      through: '2030-05-24',
      reason: 'Holiday',
    });
    await user.click(within(list).getByRole('button', { name: /^Remove Holiday/ }));
    await waitFor(() => expect(within(list).queryByText('Holiday')).not.toBeInTheDocument());
  });

  it('names the job that whole days off would cover, and a single day reads All day', async () => {
    const { user } = await openSchedule({
      appointments: [fakeAppointment({ id: 'a1', date: '2030-05-22', start: '10:00', end: '11:00' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Block Time Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Time Off' });
    await user.click(within(dialog).getByRole('checkbox', { name: timeOffTexts.allDay }));
    await user.click(within(dialog).getByRole('button', { name: /May 20th, 2030/ }));
    await user.click(within(dialog).getByRole('button', { name: /May 24th, 2030/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Block Time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This overlaps your 10:00 AM job with Jane Cooper on Wed 22 May.',
    );

    // Picking the first day again leaves that day alone.
    await user.click(within(dialog).getByRole('button', { name: /May 20th, 2030/ }));
    expect(within(dialog).getByText('Monday, May 20, 2030')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block Time' }));
    expect(await toastWith(scheduleToasts.timeBlocked.title)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Upcoming blocked time' });
    expect(within(list).getByText('Mon, May 20 · All day')).toBeInTheDocument();
  });

  it('lists up to 5 upcoming blocks, each removable', async () => {
    const blocks = Array.from({ length: 6 }, (_, index) =>
      fakeBlock({
        id: `b${index}`,
        date: `2030-05-${String(15 + index).padStart(2, '0')}`,
        reason: index === 0 ? 'Dentist' : '',
      }),
    );
    const { user, api } = await openSchedule({ blocks });
    const list = await screen.findByRole('list', { name: 'Upcoming blocked time' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByText('Blocked time')).toHaveLength(4);

    await user.click(within(list).getByRole('button', { name: /^Remove Dentist/ }));
    expect(await toastWith(scheduleToasts.timeBlockRemoved.title)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Dentist')).not.toBeInTheDocument());
    expect(api.sent('DELETE', '/api/schedule/blocks/b0')).toHaveLength(1);
  });

  it("gives each of today's scheduled jobs its next step, big enough for a thumb", async () => {
    const today = (id: string, ownerName: string, start: string) =>
      fakeAppointment({ id, date: fakeToday, start, end: `${String(Number(start.slice(0, 2)) + 1)}:00`, ownerName });
    await openSchedule({
      appointments: [
        today('d1', 'Ada Ahead', '10:00'),
        today('d2', 'Bo Driving', '11:00'),
        today('d3', 'Cy Busy', '12:00'),
      ],
      days: {
        d2: { step: 'on_my_way', eta: { minutes: 15, basis: 'base' } },
        d3: { step: 'in_progress' },
      },
    });
    const list = await screen.findByRole('region', { name: "Today's Appointments" });
    const onMyWay = await within(list).findByRole('link', {
      name: `${jobDayTexts.buttons.on_my_way}: the job with Ada Ahead`,
    });
    expect(onMyWay).toHaveAttribute('href', '/appointments/d1');
    expect(onMyWay).toHaveClass('h-12', 'w-full');
    expect(
      within(list).getByRole('link', { name: `${jobDayTexts.buttons.arrived}: the job with Bo Driving` }),
    ).toHaveAttribute('href', '/appointments/d2');
    expect(within(list).getByText('On the way, about 15 min')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Mark Completed: the job with Cy Busy' })).toHaveAttribute(
      'href',
      '/appointments/d3',
    );
  });

  it("splits today's appointments from upcoming ones (at most 5) with names, badges and catalogue names", async () => {
    const appointments = [
      fakeAppointment({
        id: 'a1',
        date: fakeToday,
        start: '09:00',
        end: '10:30',
        ownerName: 'Jane Cooper',
        services: ['full-detail', 'clay-bar'],
      }),
      fakeAppointment({
        id: 'a2',
        date: fakeToday,
        start: '13:00',
        end: '14:00',
        ownerName: 'Marcus Lee',
        status: 'completed',
      }),
      ...['2030-05-15', '2030-05-16', '2030-05-17', '2030-05-18', '2030-05-19', '2030-05-20'].map((date, index) =>
        fakeAppointment({
          id: `u${index}`,
          date,
          start: '10:00',
          end: '11:00',
          ownerName: `Customer ${index}`,
          status: index === 0 ? 'cancelled' : index === 1 ? 'upcoming' : 'scheduled',
        }),
      ),
    ];
    await openSchedule({ appointments });

    const today = await screen.findByRole('region', { name: "Today's Appointments" });
    expect(within(today).getAllByRole('article')).toHaveLength(2);
    const jane = within(today).getAllByRole('article')[0] as HTMLElement;
    expect(jane).toHaveTextContent('Jane Cooper');
    expect(jane).toHaveTextContent('9:00 AM – 10:30 AM');
    expect(jane).toHaveTextContent('2021 Tesla Model 3 (White)');
    expect(jane).toHaveTextContent('500 Howard St, San Francisco, CA');
    expect(jane).toHaveTextContent('Full Detail, Clay Bar Treatment');
    expect(within(jane).getByText('Scheduled')).toHaveAttribute('data-tone', 'blue');
    expect(within(today).getByText('Completed')).toHaveAttribute('data-tone', 'green');

    const upcoming = screen.getByRole('region', { name: 'Upcoming Appointments' });
    expect(within(upcoming).getAllByRole('article')).toHaveLength(5);
    expect(within(upcoming).getByText('Cancelled')).toHaveAttribute('data-tone', 'red');
    expect(within(upcoming).getByText('Unknown')).toHaveAttribute('data-tone', 'neutral');
    expect(upcoming).not.toHaveTextContent('Customer 5');
    // A job of today may be finished now; one ahead cannot be completed yet.
    expect(
      within(jane).getByRole('link', { name: 'Open to complete: open the appointment with Jane Cooper' }),
    ).toHaveTextContent('Open to complete');
    expect(
      within(upcoming).getByRole('link', { name: 'View details: open the appointment with Customer 2' }),
    ).toHaveTextContent('View details');

    // The calendar card shows the next 3 that are still to happen.
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByText('Jane Cooper')).toBeInTheDocument();
    expect(within(calendar).queryByText('Marcus Lee')).not.toBeInTheDocument();
    expect(within(calendar).queryByText('Customer 0')).not.toBeInTheDocument();
    const booked = within(calendar).getByRole('button', { name: /May 14, 2030, has appointments/ });
    expect(booked.closest('[role="gridcell"]')).toHaveClass('font-bold', 'underline');
    expect(within(calendar).getByRole('button', { name: /May 15, 2030$/ })).toBeInTheDocument();
  });

  it('lists past jobs apart, one still to mark completed with its own badge and a way to complete it', async () => {
    const past = [
      fakeAppointment({ id: 'p1', date: '2030-05-12', start: '09:00', end: '10:00', ownerName: 'Ada Late' }),
      fakeAppointment({
        id: 'p2',
        date: '2030-05-13',
        start: '11:00',
        end: '12:00',
        ownerName: 'Ben Done',
        status: 'completed',
      }),
    ];
    await openSchedule({ past });
    const section = await screen.findByRole('region', { name: 'Past Jobs' });
    const [toMark, done] = within(section).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(toMark).toHaveTextContent('Ada Late');
    expect(toMark).toHaveTextContent('Sun, May 12');
    expect(within(toMark).getByText(awaitingCompletionBadge.label)).toHaveAttribute('data-tone', 'blue');
    expect(
      within(toMark).getByRole('link', { name: 'Open to complete: open the appointment with Ada Late' }),
    ).toHaveTextContent('Open to complete');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming Appointments' })).not.toHaveTextContent('Ada Late');
  });

  it('says so when there are no appointments', async () => {
    await openSchedule();
    expect(await screen.findByText('No appointments today.')).toBeInTheDocument();
    expect(screen.getByText('No past jobs yet.')).toBeInTheDocument();
    expect(
      screen.getByText('No upcoming appointments.', { selector: 'section[aria-labelledby="appointments-upcoming"] p' }),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry instead of data it could not load, and loads again on Retry', async () => {
    const overrides: Parameters<typeof fakeScheduleApi>[1] = { appointments: brokenAnswer, hours: brokenAnswer };
    const { user } = await openSchedule(
      { appointments: [fakeAppointment({ id: 'a1', date: fakeToday, start: '09:00', end: '10:00' })] },
      overrides,
    );
    const appointmentsCard = screen.getByRole('region', { name: 'Appointments' });
    expect(await within(appointmentsCard).findByRole('alert')).toHaveTextContent('Could not load your appointments');
    const hoursCard = screen.getByRole('region', { name: 'Working Hours' });
    expect(await within(hoursCard).findByRole('alert')).toHaveTextContent('Could not load your working hours');
    expect(within(hoursCard).getByRole('button', { name: 'Edit Working Hours' })).toBeDisabled();

    overrides.appointments = undefined;
    overrides.hours = undefined;
    await user.click(within(appointmentsCard).getByRole('button', { name: 'Retry' }));
    expect(await within(appointmentsCard).findByText('Jane Cooper')).toBeInTheDocument();
    await user.click(within(hoursCard).getByRole('button', { name: 'Retry' }));
    expect(await within(hoursCard).findByRole('list', { name: 'Weekly working hours' })).toBeInTheDocument();
  });

  it('asks for the calendar link only once the schedule itself has arrived', async () => {
    let answerAppointments: () => void = () => {};
    const appointmentsHeld = new Promise<void>((resolve) => (answerAppointments = resolve));
    const { api } = await openSchedule(
      {},
      {
        appointments: async () =>
          appointmentsHeld.then(() =>
            Response.json({ today: fakeToday, timeZone: 'America/Los_Angeles', appointments: [], past: [] }),
          ),
      },
    );
    // The schedule's reads go out together when the page mounts; the link's is not among them.
    await waitFor(() => expect(api.sent('GET', '/api/schedule/appointments')).toHaveLength(1));
    expect(api.sent('GET', '/api/schedule/calendar-feed')).toHaveLength(0);
    answerAppointments();
    expect(await screen.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(
      'http://localhost:3000/api/calendar/first-secret.ics',
    );
    expect(api.sent('GET', '/api/schedule/calendar-feed')).toHaveLength(1);
  });

  it('shows the private feed link and replaces it after confirmation', async () => {
    const { user, api } = await openSchedule();
    const link = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(link).toHaveValue('http://localhost:3000/api/calendar/first-secret.ics');
    await user.click(screen.getByRole('button', { name: 'Regenerate link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replace your calendar link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Replace link' }));
    await waitFor(() => expect(link).toHaveValue('http://localhost:3000/api/calendar/second-secret.ics'));
    expect(api.sent('POST', '/api/schedule/calendar-feed/regenerate')).toHaveLength(1);
  });
});
