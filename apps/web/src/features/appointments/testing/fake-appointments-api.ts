import { vi } from 'vitest';
import {
  appointmentsPageSize,
  type AppointmentDetail,
  type AppointmentList,
  type AppointmentListItem,
} from '@sudsy/domain/appointment';
import { receiptLines, receiptServices, type Receipt } from '@sudsy/domain/receipt';
import { dayOpensAt, type JobDay } from '@sudsy/domain/job-day';
import type { JobPaymentView } from '@sudsy/domain/job-payment';
import type { Series } from '@sudsy/domain/repeat-series';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import type { Role } from '@sudsy/domain/roles';
import { fakePage } from '@/test/fake-page';
import { sessionFor } from '@/test/render-app';

// The appointments API at the network edge for the feature's component tests: fixtures of a
// list item, a detail (job a1) and a repeat series (s1), and a fetch that answers them and records
// every write.

export function listItem(id: string, fields: Partial<AppointmentListItem> = {}): AppointmentListItem {
  return {
    id,
    date: '2030-06-03',
    start: '10:00',
    end: '11:30',
    status: 'scheduled',
    services: ['express-wash'],
    address: '500 Congress Ave, Austin, TX 78701',
    vehicle: '2021 Toyota Camry (Silver)',
    ownerName: 'Olivia Owner',
    washer: { id: 'washer-1', name: 'Mission Suds' },
    priceCents: 9500,
    rating: null,
    pendingRescheduleBy: null,
    seriesId: null,
    ...fields,
  };
}

export function detail(fields: Partial<AppointmentDetail> = {}): AppointmentDetail {
  const { rating: _rating, ...item } = listItem('a1');
  return {
    ...item,
    quoteRequestId: 'req-1',
    ownerId: 'owner-1',
    notes: '',
    // Started: the washer may mark it completed unless a test moves the start ahead.
    startsAt: '2020-06-03T17:00:00.000Z',
    cancellationNoticeHours: 24,
    timeZone: 'America/Chicago',
    bookedAt: '2020-05-01T12:00:00.000Z',
    reschedules: [],
    completedAt: null,
    photos: { before: null, after: null },
    portfolioConsent: false,
    inPortfolio: false,
    review: null,
    cancellation: null,
    bookAgain: null,
    ...fields,
  };
}

/** The receipt the server issues for a completed appointment: its figures, numbered. */
export function receiptFor(appointment: AppointmentDetail): Receipt {
  const { lines, totalCents } = receiptLines({ quotedCents: appointment.priceCents ?? 0, cars: appointment.cars });
  return {
    number: 'R-20300603-A1A1A1A1',
    appointmentId: appointment.id,
    completedAt: appointment.completedAt ?? '2030-06-03T18:00:00.000Z',
    washer: { ...appointment.washer, locality: 'Austin, TX 78701', phone: '(512) 555-0142' },
    ownerName: appointment.ownerName,
    vehicle: appointment.vehicle,
    date: appointment.date,
    start: appointment.start,
    end: appointment.end,
    address: appointment.address,
    services: receiptServices(appointment.services),
    lines,
    totalCents,
    payment: null,
    checklist: null,
  };
}

type Occurrence = Series['occurrences'][number];

/** A wash of series s1, booked 10:00 AM – 11:30 AM on `date`, starting then in UTC-5 (as a1). */
export function occurrence(appointmentId: string, date: string, fields: Partial<Occurrence> = {}): Occurrence {
  return {
    appointmentId,
    date,
    start: '10:00',
    end: '11:30',
    startsAt: `${date}T15:00:00.000Z`,
    status: 'scheduled',
    skipped: false,
    ...fields,
  };
}

/**
 * Series s1 of Olivia Owner with Mission Suds, every 2 weeks for 2 months from a1 (Mon, Jun 3,
 * 2030), waiting for the washer: a1 and the washes after it, all still to come.
 */
export function seriesOf(fields: Partial<Series> = {}): Series {
  return {
    id: 's1',
    washerId: 'washer-1',
    washerName: 'Mission Suds',
    ownerName: 'Olivia Owner',
    everyWeeks: 2,
    months: 2,
    status: 'pending',
    declined: false,
    firstAppointmentId: 'a1',
    occurrences: [
      occurrence('a1', '2030-06-03'),
      occurrence('a2', '2030-06-17'),
      occurrence('a3', '2030-07-01'),
      occurrence('a4', '2030-07-15'),
      occurrence('a5', '2030-07-29'),
    ],
    ...fields,
  };
}

/** The day of a job as the server answers it: nothing reached yet unless `fields` say so. */
export function jobDay(appointment: AppointmentDetail | null, fields: Partial<JobDay> = {}): JobDay {
  return {
    status: appointment?.status ?? 'scheduled',
    step: null,
    opensAt: dayOpensAt(new Date(appointment?.startsAt ?? '2020-06-03T17:00:00.000Z')).toISOString(),
    onMyWayAt: null,
    arrivedAt: null,
    startedAt: null,
    arrivalNote: null,
    eta: null,
    jobPoint: { lat: 30.2672, lng: -97.7431 },
    live: null,
    liveUpdatedAt: null,
    ...fields,
  };
}

/** A tab's page as the server answers it (in the order given, which stands for the server's), with every tab's count. */
export function listPage(list: readonly AppointmentListItem[], url: URL): AppointmentList {
  const ofStatus = (status: string) => list.filter((item) => item.status === status);
  const tab = ofStatus(url.searchParams.get('status') ?? 'scheduled');
  const { items, nextCursor } = fakePage(tab, url.searchParams.get('cursor'), appointmentsPageSize, (item) => item.id);
  const counts = {
    scheduled: ofStatus('scheduled').length,
    completed: ofStatus('completed').length,
    cancelled: ofStatus('cancelled').length,
  };
  return { appointments: items, nextCursor, counts };
}

const notFound = () => Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });

export type Sent = { method: string; path: string; body: unknown };

/**
 * The API at the network edge: the session of `role`, the appointment list, one appointment and
 * one series, answering writes with `answer`.
 */
export function fakeApi(
  role: Role,
  {
    list = [],
    appointment = detail(),
    answer,
    receipt = () => (appointment ? Response.json({ receipt: receiptFor(appointment) }) : notFound()),
    series = null,
    payment = null,
    day = () => jobDay(appointment),
    request = null,
  }: {
    list?: AppointmentListItem[];
    appointment?: AppointmentDetail | null;
    answer?: (sent: Sent) => Response;
    /** The answer to GET /api/appointments/a1/receipt: a1's receipt unless a test says otherwise. */
    receipt?: () => Response;
    /** GET /api/series/{id}: this series under its own id, or the answer of a test that says otherwise. */
    series?: Series | null | (() => Response);
    /** GET /api/appointments/a1/payment: paid at the job (null) unless a test says otherwise. */
    payment?: JobPaymentView | null;
    /** GET /api/appointments/a1/day: read at each call, so a test can move the day along. */
    day?: () => JobDay;
    /** GET /api/quote-requests/{its id}: the owner's request of a1, read at each call; none unless given. */
    request?: (() => QuoteRequestDetail) | null;
  },
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost:3000');
      const path = url.pathname;
      const method = init?.method ?? 'GET';
      if (path === '/api/auth/get-session') return Response.json(sessionFor(role));
      if (method === 'GET' && path === '/api/appointments') return Response.json(listPage(list, url));
      if (method === 'GET' && path === '/api/appointments/a1') {
        return appointment ? Response.json({ appointment }) : notFound();
      }
      if (method === 'GET' && path === '/api/appointments/a1/receipt') return receipt();
      if (method === 'GET' && path === '/api/appointments/a1/payment') return Response.json({ payment });
      if (method === 'GET' && path === '/api/appointments/a1/day') return Response.json({ day: day() });
      if (method === 'GET' && request && path === `/api/quote-requests/${request().id}`)
        return Response.json({ request: request() });
      // The owner's map of the washer on the way; its tiles never load here.
      if (method === 'GET' && path === '/api/maps/tiles')
        return Response.json({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'Test tiles' });
      if (method === 'GET' && path.startsWith('/api/series/')) {
        if (typeof series === 'function') return series();
        return series && path === `/api/series/${series.id}` ? Response.json({ series }) : notFound();
      }
      if (method !== 'GET') {
        const entry = {
          method,
          path,
          body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
        };
        sent.push(entry);
        if (answer) return answer(entry);
      }
      return notFound();
    }),
  );
  return sent;
}
