import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { proofPhotoMessages } from '@sudsy/domain/photo-proof';
import { jobDayMessages, jobDayTexts, type JobDay } from '@sudsy/domain/job-day';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi, jobDay, type Sent } from '../testing/fake-appointments-api';

// The day of the job on the appointment page: the washer's next-step buttons and the owner's view.

/** Started on Jun 3, 2020 (the fixture's start), at 12:00 PM in Chicago: the day is open. */
const started = detail();
/** Mon, Jun 3, 2030, 10:00 AM in Chicago: the day opens at 7:00 AM. */
const ahead = detail({ startsAt: '2030-06-03T15:00:00.000Z', date: '2030-06-03' });
const leftAt = '2020-06-03T16:12:00.000Z';

/** The browser's location: `point`, or refused. */
function fakeGeolocation(point: { lat: number; lng: number } | 'refused') {
  const answer = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (point === 'refused')
      failure?.({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError);
    else success({ coords: { latitude: point.lat, longitude: point.lng } } as GeolocationPosition);
  };
  const geolocation = {
    getCurrentPosition: vi.fn(answer),
    watchPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      answer(success, failure);
      return 1;
    }),
    clearWatch: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function renderDay(
  role: 'washer' | 'owner',
  appointment: AppointmentDetail,
  day: () => JobDay,
  answer?: (sent: Sent) => Response,
) {
  const sent = fakeApi(role, { appointment, day, answer });
  const view = renderApp('/appointments/a1');
  return { sent, ...view };
}

describe('the washer’s day', () => {
  it('keeps On my way shut before the day opens, saying when it does', async () => {
    renderDay('washer', ahead, () => jobDay(ahead));
    const button = await screen.findByRole('button', { name: jobDayTexts.buttons.on_my_way });
    expect(button).toBeDisabled();
    expect(screen.getByText('On my way opens 3 hours before the start, at Mon, Jun 3, 2030 at 7:00 AM.')).toBeVisible();
  });

  it('sets off with the location when the browser gives it, and says it is shared', async () => {
    const geolocation = fakeGeolocation({ lat: 30.25, lng: -97.75 });
    const { sent, user } = renderDay(
      'washer',
      started,
      () => jobDay(started),
      () =>
        Response.json({
          day: jobDay(started, { step: 'on_my_way', onMyWayAt: leftAt, eta: { minutes: 10, basis: 'live' } }),
        }),
    );
    await user.click(await screen.findByRole('button', { name: jobDayTexts.buttons.on_my_way }));
    expect(await screen.findByText('On the way, about 10 min')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/appointments/a1/day',
        body: { step: 'on_my_way', location: { lat: 30.25, lng: -97.75 } },
      },
    ]);
    expect(await screen.findByText(jobDayTexts.sharing)).toBeVisible();
    expect(screen.getByText('Left at 11:12 AM')).toBeVisible();
    expect(geolocation.watchPosition).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: jobDayTexts.buttons.arrived })).toBeEnabled();
  });

  it('sets off without the location when it is refused, and the customer gets the base’s estimate', async () => {
    fakeGeolocation('refused');
    const { sent, user } = renderDay(
      'washer',
      started,
      () => jobDay(started),
      () =>
        Response.json({
          day: jobDay(started, { step: 'on_my_way', onMyWayAt: leftAt, eta: { minutes: 25, basis: 'base' } }),
        }),
    );
    await user.click(await screen.findByRole('button', { name: jobDayTexts.buttons.on_my_way }));
    expect(await screen.findByText('On the way, about 25 min')).toBeVisible();
    expect(sent[0]?.body).toEqual({ step: 'on_my_way' });
    expect(screen.getByText(jobDayTexts.notSharing)).toBeVisible();
  });

  it('asks for a note when the washer is too far from the address, then arrives with it', async () => {
    fakeGeolocation({ lat: 30.3, lng: -97.75 });
    const far = jobDayMessages.noteRequired.far;
    const { sent, user } = renderDay(
      'washer',
      started,
      () => jobDay(started, { step: 'on_my_way', onMyWayAt: leftAt }),
      (request) =>
        (request.body as { note: string }).note === ''
          ? Response.json({ error: { code: 'note_required', message: far, fields: { note: far } } }, { status: 400 })
          : Response.json({ day: jobDay(started, { step: 'arrived', arrivedAt: leftAt, arrivalNote: 'At the gate' }) }),
    );
    await user.click(await screen.findByRole('button', { name: jobDayTexts.buttons.arrived }));
    const dialog = await screen.findByRole('dialog', { name: jobDayTexts.noteTitle });
    expect(within(dialog).getByText(far)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: jobDayTexts.noteSubmit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(jobDayMessages.noteEmpty);
    await user.type(within(dialog).getByLabelText(jobDayTexts.noteLabel), 'At the gate');
    await user.click(within(dialog).getByRole('button', { name: jobDayTexts.noteSubmit }));
    expect(await screen.findByText(`Washer’s note: At the gate`)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      { step: 'arrived', note: '', location: { lat: 30.3, lng: -97.75 } },
      { step: 'arrived', note: 'At the gate', location: { lat: 30.3, lng: -97.75 } },
    ]);
    // Start the job waits for the walkaround photos, and says so.
    const start = screen.getByRole('button', { name: jobDayTexts.buttons.in_progress });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(proofPhotoMessages.walkaroundMissing);
  });

  it('takes the step the schedule’s button asked for, once', async () => {
    const { sent, router } = renderDay(
      'washer',
      started,
      () => jobDay(started, { step: 'arrived', arrivedAt: leftAt }),
      () => Response.json({ day: jobDay(started, { step: 'in_progress', arrivedAt: leftAt, startedAt: leftAt }) }),
    );
    await screen.findByRole('button', { name: jobDayTexts.buttons.in_progress });
    await act(() => router.navigate('/appointments/a1', { state: { takeStep: 'in_progress' } }));
    expect(await screen.findByText('In progress')).toBeVisible();
    expect(sent).toEqual([{ method: 'POST', path: '/api/appointments/a1/day', body: { step: 'in_progress' } }]);
    expect(router.state.location.state).toBeNull();
  });

  it('opens Mark Completed before the start once the washer has arrived', async () => {
    renderDay('washer', ahead, () => jobDay(ahead, { step: 'arrived', arrivedAt: '2030-06-03T14:50:00.000Z' }));
    expect(await screen.findByRole('button', { name: 'Mark Completed' })).toBeEnabled();
  });
});

describe('the owner’s day', () => {
  it('shows the washer on a map with the live estimate', async () => {
    renderDay('owner', started, () =>
      jobDay(started, {
        step: 'on_my_way',
        onMyWayAt: leftAt,
        eta: { minutes: 10, basis: 'live' },
        live: { lat: 30.25, lng: -97.75 },
        liveUpdatedAt: '2020-06-03T16:20:00.000Z',
      }),
    );
    expect(await screen.findByText('On the way, about 10 min')).toBeVisible();
    expect(screen.getByText(jobDayTexts.etaBasis.live)).toBeVisible();
    expect(screen.getByText('Location updated at 11:20 AM')).toBeVisible();
    expect(await screen.findByRole('figure', { name: jobDayTexts.mapLabel })).toBeInTheDocument();
  });

  it('gives the base’s estimate without a map when the washer does not share a location', async () => {
    renderDay('owner', started, () =>
      jobDay(started, { step: 'on_my_way', onMyWayAt: leftAt, eta: { minutes: 25, basis: 'base' } }),
    );
    expect(await screen.findByText('On the way, about 25 min')).toBeVisible();
    expect(screen.getByText(jobDayTexts.etaBasis.base)).toBeVisible();
    expect(screen.queryByRole('figure', { name: jobDayTexts.mapLabel })).not.toBeInTheDocument();
  });

  it('tells the arrival with its time and the washer’s note, and offers no step', async () => {
    renderDay('owner', started, () =>
      jobDay(started, {
        step: 'arrived',
        onMyWayAt: leftAt,
        arrivedAt: '2020-06-03T16:40:00.000Z',
        arrivalNote: 'Blue van',
      }),
    );
    expect(await screen.findByText('Arrived at 11:40 AM')).toBeVisible();
    expect(screen.getByText('Washer’s note: Blue van')).toBeVisible();
    expect(screen.queryByRole('button', { name: jobDayTexts.buttons.in_progress })).not.toBeInTheDocument();
  });

  it('says when the day cannot load, and Retry reads it again', async () => {
    let fail = true;
    fakeApi('owner', {
      appointment: started,
      day: () => {
        if (fail) throw new Error('offline');
        return jobDay(started);
      },
    });
    const { user } = renderApp('/appointments/a1');
    expect(await screen.findByText('Could not load the day of this job')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(jobDayTexts.ownerWaiting)).toBeVisible();
  });
});
