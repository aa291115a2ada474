import { vi } from 'vitest';
import { jobClashMessage, timeOffClashMessage } from '@sudsy/domain/schedule-messages';
import { datesFrom, overlaps, timeOffSpan } from '@sudsy/domain/schedule-rules';
import type { JobDay } from '@sudsy/domain/job-day';
import type { Appointment, BlockedTime } from '@sudsy/domain/schedule-schemas';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { sessionFor } from '@/test/render-app';

export const fakeToday = '2030-05-14';

type FakeState = {
  hours: WeeklyAvailability;
  timeZone: string;
  blocks: BlockedTime[];
  appointments: Appointment[];
  /** The past jobs as the server answers them (its order and limit). */
  past: Appointment[];
  feedUrl: string;
  /** The day of each job by id: unless set, nothing reached yet and the day open since fakeToday began. */
  days: Record<string, Partial<JobDay>>;
};

type Overrides = Partial<
  Record<'hours' | 'blocks' | 'appointments' | 'feed', (() => Response | Promise<Response>) | undefined>
>;

function appointment(fields: Partial<Appointment> & Pick<Appointment, 'id' | 'date' | 'start' | 'end'>): Appointment {
  return {
    ownerName: 'Jane Cooper',
    vehicle: '2021 Tesla Model 3 (White)',
    address: '500 Howard St, San Francisco, CA',
    services: ['full-detail'],
    status: 'scheduled',
    ...fields,
  };
}
export { appointment as fakeAppointment };

/** Blocked time as the server lists it; a block within one day unless told otherwise. */
export function fakeBlock(fields: Partial<BlockedTime> & Pick<BlockedTime, 'id' | 'date'>): BlockedTime {
  return { through: fields.date, allDay: false, start: '09:00', end: '10:00', reason: '', ...fields };
}

/**
 * Stands in for the schedule API at the network edge, keeping what is saved like the server does
 * (overlaps answer 409). `overrides` replace a read with a fixed answer, e.g. a failure.
 */
export function fakeScheduleApi(initial: Partial<FakeState> = {}, overrides: Overrides = {}) {
  const state: FakeState = {
    hours: structuredClone(initialWorkingHours),
    timeZone: 'America/Los_Angeles',
    blocks: [],
    appointments: [],
    past: [],
    feedUrl: 'http://localhost:3000/api/calendar/first-secret.ics',
    days: {},
    ...initial,
  };
  const requests: { method: string; path: string; body: unknown }[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const route = `${method} ${url.pathname}`;

    if (url.pathname === '/api/auth/get-session') return Response.json(sessionFor('washer'));
    if (route === 'GET /api/schedule/working-hours')
      return overrides.hours?.() ?? Response.json({ hours: state.hours, timeZone: state.timeZone });
    if (route === 'PUT /api/schedule/working-hours') {
      state.hours = (body as { hours: WeeklyAvailability }).hours;
      return Response.json({ hours: state.hours, timeZone: state.timeZone });
    }
    if (route === 'GET /api/schedule/blocks') return overrides.blocks?.() ?? Response.json({ blocks: state.blocks });
    if (route === 'GET /api/schedule/appointments') {
      return (
        overrides.appointments?.() ??
        Response.json({
          today: fakeToday,
          timeZone: state.timeZone,
          appointments: state.appointments,
          past: state.past,
        })
      );
    }
    if (route === 'GET /api/schedule/calendar-feed') return overrides.feed?.() ?? Response.json({ url: state.feedUrl });
    if (route === 'POST /api/schedule/calendar-feed/regenerate') {
      state.feedUrl = 'http://localhost:3000/api/calendar/second-secret.ics';
      return Response.json({ url: state.feedUrl });
    }
    const dayOf = /^\/api\/appointments\/([^/]+)\/day$/.exec(url.pathname)?.[1];
    if (dayOf && method === 'GET') return Response.json({ day: { ...fakeJobDay, ...state.days[dayOf] } });
    const blockId = /^\/api\/schedule\/blocks\/([^/]+)$/.exec(url.pathname)?.[1];
    if (blockId && method === 'PUT') {
      const input = body as {
        date: string;
        allDay?: boolean;
        through?: string;
        start: string;
        durationMinutes: number;
        reason: string;
      };
      const allDay = input.allDay ?? false;
      const span = timeOffSpan({ ...input, allDay, through: input.through ?? '' });
      const block: BlockedTime = {
        id: blockId,
        date: span.first,
        through: span.last,
        allDay,
        start: span.start,
        end: span.end,
        reason: input.reason.trim(),
      };
      const days = datesFrom(span.first, span.last);
      const clashing = <T extends { date: string; start: string; end: string }>(others: T[]) =>
        others.find((other) => days.includes(other.date) && overlaps(span, other));
      const job = clashing(state.appointments);
      const otherDays = state.blocks
        .filter((other) => other.id !== blockId)
        .flatMap((other) => datesFrom(other.date, other.through).map((date) => ({ ...other, date })));
      const blocked = clashing(otherDays);
      const clash = job ? jobClashMessage(job) : blocked ? timeOffClashMessage(blocked) : null;
      if (clash) {
        return Response.json({ error: { code: 'schedule_conflict', message: clash } }, { status: 409 });
      }
      state.blocks = [...state.blocks.filter((other) => other.id !== blockId), block];
      return Response.json(block);
    }
    if (blockId && method === 'DELETE') {
      state.blocks = state.blocks.filter((other) => other.id !== blockId);
      return new Response(null, { status: 204 });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    /** The requests sent with `method` to `path`, oldest first. */
    sent: (method: string, path: string | RegExp) =>
      requests.filter(
        (request) =>
          request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ),
  };
}

/** A job's day with no step reached, open since the start of fakeToday. */
export const fakeJobDay: JobDay = {
  status: 'scheduled',
  step: null,
  opensAt: `${fakeToday}T00:00:00.000Z`,
  onMyWayAt: null,
  arrivedAt: null,
  startedAt: null,
  arrivalNote: null,
  eta: null,
  jobPoint: null,
  live: null,
  liveUpdatedAt: null,
};

/** An answer the page cannot use (a static host's HTML), which it must not retry on its own. */
export const brokenAnswer = () =>
  new Response('<!doctype html><title>Oops</title>', { headers: { 'content-type': 'text/html' } });
