import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appointmentsPageSize,
  appointmentTexts,
  appointmentToasts,
  type AppointmentDetail,
} from '@sudsy/domain/appointment';
import { noShowTexts, washerNoShowReason } from '@sudsy/domain/booking';
import { galleryMessages } from '@sudsy/domain/gallery';
import { proofPhotoMessages } from '@sudsy/domain/photo-proof';
import { seriesTexts } from '@sudsy/domain/repeat-series';
import { reviewMessages, reviewToasts } from '@sudsy/domain/review';
import { renderApp, sessionFor } from '@/test/render-app';
import { fakeUpload } from '../testing/fake-upload';
import { detail, fakeApi, jobDay, listItem, listPage } from '../testing/fake-appointments-api';

const completed = (fields: Partial<AppointmentDetail> = {}) =>
  detail({
    status: 'completed',
    completedAt: '2030-06-03T18:00:00.000Z',
    photos: {
      before: { url: '/api/appointments/a1/photos/before', thumbUrl: '/api/appointments/a1/photos/before/thumb' },
      after: null,
    },
    ...fields,
  });

const jpeg = (name = 'job.jpg') => new File([new Uint8Array([255, 216, 255])], name, { type: 'image/jpeg' });

describe('appointment pages', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists the owner’s appointments by status as the server orders them, with the washer, stars and a link to each', async () => {
    fakeApi('owner', {
      list: [
        listItem('soon', { date: '2030-06-01' }),
        listItem('late', {
          date: '2030-07-01',
          services: ['full-detail'],
          pendingRescheduleBy: 'washer',
          seriesId: 's1',
        }),
        listItem('done', { status: 'completed', rating: 4, services: ['interior-detail'] }),
      ],
    });
    const { user } = renderApp('/appointments');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Appointments' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Scheduled (2)' })).toHaveAttribute('aria-selected', 'true');
    const links = screen.getAllByRole('link', { name: /Mission Suds/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/appointments/soon', '/appointments/late']);
    expect(links[1]).toHaveTextContent('Full Detail');
    expect(links[1]).toHaveTextContent('Mon, Jul 1, 2030, 10:00 AM – 11:30 AM');
    // The washer proposed a new time for the later one: the owner has it to answer.
    expect(links[1]).toHaveTextContent('New time to answer');
    expect(links[0]).not.toHaveTextContent(/New time/);
    // A wash of a repeat series says so.
    expect(links[1]).toHaveTextContent(seriesTexts.listBadge);
    expect(links[0]).not.toHaveTextContent(seriesTexts.listBadge);

    await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    const done = await screen.findByRole('link', { name: /Interior Detail/ });
    expect(within(done).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cancelled (0)' }));
    expect(await screen.findByText('No cancelled appointments')).toBeInTheDocument();
  });

  it('says when the list cannot load, and Retry loads it', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path === '/api/auth/get-session') return Response.json(sessionFor('owner'));
        if (fail)
          return Response.json(
            { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
            { status: 500 },
          );
        return Response.json(listPage([], new URL('http://localhost:3000/api/appointments')));
      }),
    );
    const { user } = renderApp('/appointments');
    expect(await screen.findByText('Failed to load appointments')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No scheduled appointments')).toBeInTheDocument();
  });

  it('opens the tab the address names and loads more of it on demand, until none are left', async () => {
    const done = Array.from({ length: appointmentsPageSize + 2 }, (_, index) =>
      listItem(`done-${index}`, { status: 'completed' }),
    );
    fakeApi('washer', { list: [listItem('next'), ...done] });
    const { user } = renderApp('/appointments?tab=completed');
    expect(await screen.findByRole('tab', { name: `Completed (${appointmentsPageSize + 2})` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const links = () => screen.getAllByRole('link', { name: /Express Wash/ });
    expect(links()).toHaveLength(appointmentsPageSize);
    await user.click(screen.getByRole('button', { name: appointmentTexts.more }));
    await waitFor(() => expect(links()).toHaveLength(appointmentsPageSize + 2));
    expect(screen.queryByRole('button', { name: appointmentTexts.more })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scheduled (1)' }));
    await waitFor(() => expect(links()).toHaveLength(1));
  });

  it('lets the washer mark a scheduled job completed, its after photo required', async () => {
    fakeApi('washer', {});
    const uploads = fakeUpload(200, { appointment: completed() });
    const { user } = renderApp('/appointments/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Express Wash & Go' })).toBeInTheDocument();
    expect(screen.getByText('Olivia Owner')).toBeInTheDocument();

    // Mark Completed closes the day of the job, which loads on its own.
    await user.click(await screen.findByRole('button', { name: 'Mark Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this job' });
    // Completion needs the proof of the finished car.
    const markCompleted = within(dialog).getByRole('button', { name: 'Mark Completed' });
    expect(markCompleted).toBeDisabled();
    expect(markCompleted).toHaveAccessibleDescription(proofPhotoMessages.afterMissing);
    // The file button offers images only; a file dropped past that filter is still named.
    fireEvent.change(within(dialog).getByLabelText('Before photo (optional)'), {
      target: { files: [new File(['text'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(within(dialog).getByText(galleryMessages.onlyImages)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await user.upload(within(dialog).getByLabelText(appointmentTexts.afterPhoto), jpeg());
    await user.click(markCompleted);

    expect(await screen.findByText(appointmentToasts.completed.title)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/api/appointments/a1/complete');
    expect(uploads[0]?.form.get('after')).toBeInstanceOf(File);
    expect(uploads[0]?.form.has('before')).toBe(false);
    expect(await screen.findByRole('img', { name: 'Before the job' })).toHaveAttribute(
      'src',
      '/api/appointments/a1/photos/before/thumb',
    );
    expect(screen.getByText(/stay private unless the customer lets you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();
  });

  it('keeps Mark Completed shut before the job’s start, saying when it opens, and opens it at the start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const startsAt = new Date(Date.now() + 90 * 60_000);
      fakeApi('washer', { appointment: detail({ startsAt: startsAt.toISOString(), start: '10:00' }) });
      renderApp('/appointments/a1');
      const shut = await screen.findByRole('button', { name: 'Mark Completed' });
      expect(shut).toBeDisabled();
      expect(shut).toHaveAccessibleDescription(appointmentTexts.completeFrom('Mon, Jun 3, 2030 at 10:00 AM'));

      await act(() => vi.advanceTimersByTimeAsync(90 * 60_000));
      expect(screen.getByRole('button', { name: 'Mark Completed' })).toBeEnabled();
      expect(screen.queryByText(/You can mark it completed from its start/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the owner rate a completed job once, asking for stars first', async () => {
    const sent = fakeApi('owner', {
      appointment: completed(),
      answer: () =>
        Response.json(
          { review: { id: 'r1', rating: 5, comment: 'Spotless', createdAt: '2030-06-04T10:00:00.000Z' } },
          { status: 201 },
        ),
    });
    const { user } = renderApp('/appointments/a1');
    expect(await screen.findByRole('heading', { name: 'Rate this wash' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mission Suds' })).toHaveAttribute('href', '/providers/washer-1');

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(reviewMessages.ratingRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Review (optional)'), 'Spotless');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(reviewToasts.submitted.title)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/appointments/a1/review', body: { rating: 5, comment: 'Spotless' } },
    ]);
    expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('lists each car of a booking for several, with its services and price line', async () => {
    const cars = [
      { vehicle: '2022 Toyota RAV4', services: ['express-wash', 'interior-detail'], priceCents: 12_650 },
      { vehicle: '2019 Honda Civic', services: ['express-wash'], priceCents: 4000 },
    ];
    fakeApi('washer', {
      appointment: detail({ vehicle: '2022 Toyota RAV4 + 2019 Honda Civic', cars, priceCents: 16_650 }),
    });
    renderApp('/appointments/a1');
    const list = await screen.findByRole('list', { name: 'Cars on this booking' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('2022 Toyota RAV4$126.50Express Wash & Go, Interior Detail');
    expect(second).toHaveTextContent('2019 Honda Civic$40.00Express Wash & Go');
    expect(screen.getByText('$166.50')).toBeInTheDocument();
  });

  it('offers the owner Book again: the same washer, services, place, vehicle and notes', async () => {
    fakeApi('owner', { appointment: completed({ bookAgain: { vehicleId: 'v1', notes: 'Gate code 1234' } }) });
    renderApp('/appointments/a1');
    const again = await screen.findByRole('link', { name: 'Book again' });
    const target = new URL(again.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/providers');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      services: 'express-wash',
      address: '500 Congress Ave, Austin, TX 78701',
      maxMiles: '50',
      step: '2',
      selected: 'washer-1',
      vehicle: 'v1',
      notes: 'Gate code 1234',
    });
    cleanup();

    // Not before the job is done, and never to the washer.
    fakeApi('owner', { appointment: detail() });
    renderApp('/appointments/a1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Book again' })).not.toBeInTheDocument();
    cleanup();
    fakeApi('washer', { appointment: completed() });
    renderApp('/appointments/a1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Book again' })).not.toBeInTheDocument();
  });

  it('lets the owner allow the job photos in the washer’s portfolio', async () => {
    const sent = fakeApi('owner', {
      appointment: completed(),
      answer: () => Response.json({ appointment: completed({ portfolioConsent: true, inPortfolio: true }) }),
    });
    const { user } = renderApp('/appointments/a1');
    const toggle = await screen.findByRole('switch', { name: 'Let the washer show these photos in their portfolio' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText(appointmentToasts.consentGiven.title)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/appointments/a1/portfolio-consent', body: { consent: true } }]);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('tells the owner a scheduled job is rated after completion', async () => {
    fakeApi('owner', { appointment: detail() });
    renderApp('/appointments/a1');
    expect(await screen.findByText(/you can rate it then/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('lets the owner report a washer who did not come, from 30 minutes after the start', async () => {
    const cancelled = {
      appointmentId: 'a1',
      washerId: 'w1',
      date: '2020-06-03',
      start: '10:00',
      end: '11:00',
      status: 'cancelled',
      priceCents: 8500,
      cancelledBy: 'washer',
      cancelReason: washerNoShowReason,
      cancelledLate: false,
      startsAt: '2020-06-03T17:00:00.000Z',
      cancellationNoticeHours: 24,
      timeZone: 'America/Los_Angeles',
      seriesId: null,
    };
    const sent = fakeApi('owner', {
      appointment: detail(),
      answer: () => Response.json({ booking: cancelled }),
    });
    const { user } = renderApp('/appointments/a1');
    await user.click(await screen.findByRole('button', { name: noShowTexts.button }));
    const dialog = await screen.findByRole('alertdialog', { name: noShowTexts.title });
    expect(dialog).toHaveTextContent(/release any hold on your card/);
    await user.click(within(dialog).getByRole('button', { name: noShowTexts.confirm }));
    expect(await screen.findByText(noShowTexts.reported)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/appointments/a1/no-show', body: null }]);
  });

  it('offers no no-show report in the first 30 minutes of the job', async () => {
    fakeApi('owner', { appointment: detail({ startsAt: new Date(Date.now() - 10 * 60_000).toISOString() }) });
    renderApp('/appointments/a1');
    expect(await screen.findByText(/you can rate it then/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: noShowTexts.button })).toBeNull();
  });

  it('offers no no-show report once the washer said they arrived', async () => {
    const appointment = detail();
    fakeApi('owner', {
      appointment,
      day: () => jobDay(appointment, { step: 'arrived', arrivedAt: appointment.startsAt }),
    });
    renderApp('/appointments/a1');
    expect(await screen.findByText(/^Arrived at /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: noShowTexts.button })).toBeNull();
  });

  it('says the terms the booking keeps: until when cancelling is free, in the job’s zone', async () => {
    // 10:00 AM in Chicago on Monday 3 June 2030, 48 hours' notice.
    fakeApi('owner', {
      appointment: detail({ startsAt: '2030-06-03T15:00:00.000Z', cancellationNoticeHours: 48 }),
    });
    renderApp('/appointments/a1');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Free cancellation until Sat 1 Jun, 10:00 AM')).toBeInTheDocument();
  });

  it('shows the washer the owner’s notes and, when shared, their phone to call', async () => {
    fakeApi('washer', { appointment: detail({ notes: 'Gate code 1234', ownerPhone: '(415) 555-0134' }) });
    renderApp('/appointments/a1');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Gate code 1234')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '(415) 555-0134' })).toHaveAttribute('href', 'tel:4155550134');
    cleanup();

    fakeApi('washer', { appointment: detail({ notes: '' }) });
    renderApp('/appointments/a1');
    const without = await screen.findByRole('region', { name: 'Details' });
    expect(within(without).getByText('No notes.')).toBeInTheDocument();
    expect(within(without).queryByText('Phone')).not.toBeInTheDocument();
  });

  it('shows who cancelled and why, and offers the washer nothing to complete', async () => {
    fakeApi('washer', {
      appointment: detail({
        status: 'cancelled',
        cancellation: { by: 'washer', reason: 'Van broke down', late: true },
      }),
    });
    renderApp('/appointments/a1');
    expect(await screen.findByRole('note')).toHaveTextContent('Cancelled late by the washer: Van broke down');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();
  });

  it('says an appointment that is not the user’s does not exist', async () => {
    fakeApi('owner', { appointment: null });
    renderApp('/appointments/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment not found' })).toBeInTheDocument();
  });
});
