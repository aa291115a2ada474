// What `npm run bench:load` sends: every authenticated read of both dashboards, the lists, the
// request and appointment pages and the search, spread over many signed-in owners and washers;
// and the main writes in the order the marketplace makes them (a request, its quote, the
// acceptance, a message), each planned so that it succeeds: a write that fails is an error.
import { addDays, dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type { Target } from './load-driver';

export type Owner = { id: string; cookie: string; vehicleId: string; requestId: string; appointmentId: string };
export type Washer = {
  id: string;
  cookie: string;
  appointmentId: string;
  address: string;
  point: Coordinates;
  serviceId: string;
};

function roundRobin<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => {
    const item = items[index % items.length];
    index += 1;
    if (item === undefined) throw new Error('nothing to choose from');
    return item;
  };
}

const read = (name: string, next: Target['next']): Target => ({ name, kind: 'read', method: 'GET', next });

export function readTargets(owners: readonly Owner[], washers: readonly Washer[]): Target[] {
  const owner = roundRobin(owners);
  const washer = roundRobin(washers);
  const asOwner = (path: (who: Owner) => string) => () => {
    const who = owner();
    return { path: path(who), cookie: who.cookie };
  };
  const asWasher = (path: (who: Washer) => string) => () => {
    const who = washer();
    return { path: path(who), cookie: who.cookie };
  };
  const searchFrom = roundRobin(washers.map((who) => who.point));
  return [
    read(
      'owner: dashboard',
      asOwner(() => '/api/owner-dashboard'),
    ),
    read(
      'owner: vehicles',
      asOwner(() => '/api/vehicles'),
    ),
    read(
      'owner: requests',
      asOwner(() => '/api/quote-requests'),
    ),
    read(
      'owner: a request',
      asOwner((who) => `/api/quote-requests/${who.requestId}`),
    ),
    read(
      'owner: appointments',
      asOwner(() => '/api/appointments'),
    ),
    read(
      'owner: an appointment',
      asOwner((who) => `/api/appointments/${who.appointmentId}`),
    ),
    read(
      'owner: conversations',
      asOwner(() => '/api/messages/contacts'),
    ),
    read(
      'owner: account',
      asOwner(() => '/api/account'),
    ),
    read(
      'washer: dashboard',
      asWasher(() => '/api/washer-dashboard'),
    ),
    read(
      'washer: open requests',
      asWasher(() => '/api/bids/available'),
    ),
    read(
      'washer: bids',
      asWasher(() => '/api/bids'),
    ),
    read(
      'washer: schedule',
      asWasher(() => '/api/schedule/appointments'),
    ),
    read(
      'washer: an appointment',
      asWasher((who) => `/api/appointments/${who.appointmentId}`),
    ),
    read(
      'washer: profile',
      asWasher(() => '/api/washer-profile'),
    ),
    read('search (signed in)', () => {
      const who = owner();
      const point = searchFrom();
      const query = new URLSearchParams({
        services: 'express-wash,full-detail',
        address: 'San Francisco, CA',
        maxMiles: '25',
        lat: String(point.lat),
        lng: String(point.lng),
      });
      return { path: `/api/washers/search?${query}`, cookie: who.cookie };
    }),
  ];
}

/** Each washer's next free start: six a day two hours apart, from a month ahead, in hours set to 06:00–22:00. */
function slots() {
  const taken = new Map<string, number>();
  const firstDay = addDays(dateInTimeZone(new Date(), 'UTC'), 30);
  const starts = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
  return (washerId: string) => {
    const count = taken.get(washerId) ?? 0;
    taken.set(washerId, count + 1);
    return {
      proposedDate: addDays(firstDay, Math.floor(count / starts.length)),
      proposedTime: starts[count % starts.length],
    };
  };
}

type Pair = { owner: Owner; washer: Washer };
type Sent = Pair & { requestId: string };

/**
 * This run's share of what is waiting. autocannon builds each connection's next request before it
 * is needed, so a run uses up `connections` more than it sends.
 */
const shareOf = (waiting: readonly unknown[]) => (connections: number, runsLeft: number) =>
  Math.max(1, Math.floor(waiting.length / runsLeft) - connections);

export function writeTargets(pairs: readonly Pair[]): Target[] {
  const pair = roundRobin(pairs);
  const nextSlot = slots();
  const toQuote: Sent[] = [];
  const toAccept: Sent[] = [];
  const preferredDate = addDays(dateInTimeZone(new Date(), 'UTC'), 30);
  // Nothing left means the plan fell short: the request then goes nowhere and counts as an error.
  const take = (waiting: Sent[]) => waiting.shift();
  const nowhere = { path: '/api/nothing-left-to-act-on' };
  return [
    {
      name: 'write: send a request',
      kind: 'write',
      method: 'POST',
      next: () => {
        const chosen = pair();
        const { owner, washer } = chosen;
        return {
          path: '/api/quote-requests',
          cookie: owner.cookie,
          body: {
            source: 'washer-search',
            vehicleId: owner.vehicleId,
            address: washer.address,
            coordinates: washer.point,
            serviceIds: [washer.serviceId],
            preferredDate,
            preferredTime: '10:00',
            washerIds: [washer.id],
            notes: 'Parked on the street',
          },
          onAnswer: (status, body) => {
            if (status === 201)
              toQuote.push({ ...chosen, requestId: (JSON.parse(body) as { request: { id: string } }).request.id });
          },
        };
      },
    },
    {
      name: 'write: quote',
      kind: 'write',
      method: 'PUT',
      amount: shareOf(toQuote),
      next: () => {
        const sent = take(toQuote);
        if (!sent) return nowhere;
        return {
          path: `/api/bids/${sent.requestId}`,
          cookie: sent.washer.cookie,
          body: { amountCents: 8500, estimatedMinutes: 60, notes: '', ...nextSlot(sent.washer.id) },
          onAnswer: (status) => {
            if (status === 200) toAccept.push(sent);
          },
        };
      },
    },
    {
      name: 'write: accept a quote',
      kind: 'write',
      method: 'POST',
      amount: shareOf(toAccept),
      next: () => {
        const quoted = take(toAccept);
        if (!quoted) return nowhere;
        return {
          path: `/api/quote-requests/${quoted.requestId}/quotes/${quoted.washer.id}/accept`,
          cookie: quoted.owner.cookie,
        };
      },
    },
    {
      name: 'write: send a message',
      kind: 'write',
      method: 'POST',
      next: () => {
        const { owner, washer } = pair();
        return {
          path: `/api/messages/conversations/${washer.id}`,
          cookie: owner.cookie,
          body: { content: 'I left the gate open for you.' },
        };
      },
    },
  ];
}
