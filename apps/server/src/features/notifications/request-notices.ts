import { and, eq } from 'drizzle-orm';
import { formatSlot } from '@sudsy/domain/booking';
import type { EventOf } from '@sudsy/domain/events';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import type { Db } from '../../db/client';
import { quoteRequests, quoteResponses } from '../requests/schema';
import type { Channels, Notice, Tell } from './notice-teller';
import { recipientsOf } from './recipients';

type RequestRow = typeof quoteRequests.$inferSelect;

/** What a request asks for and where, as a mail's details. */
export const requestDetails = (request: RequestRow): [string, string][] => [
  ['Services', serviceNames(request.serviceIds).join(', ')],
  ['Where', request.address],
];

async function requestOf(db: Db, id: string): Promise<RequestRow | undefined> {
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return request;
}

/** Tells each of `washerIds` what `compose` writes them about the request, naming its owner. */
export async function tellWashers(
  db: Db,
  tell: Tell,
  request: RequestRow,
  washerIds: readonly string[],
  channels: Channels,
  compose: (ownerName: string) => Notice,
): Promise<void> {
  const found = await recipientsOf(db, [request.ownerId, ...washerIds]);
  const ownerName = found.get(request.ownerId)?.name ?? 'A car owner';
  for (const washerId of washerIds) {
    const washer = found.get(washerId);
    if (washer) await tell(washer, channels, compose(ownerName));
  }
}

/** A new request, to each washer it went to. */
export async function requestSent(db: Db, tell: Tell, { requestId }: EventOf<'request-sent'>): Promise<void> {
  const request = await requestOf(db, requestId);
  if (!request) return;
  const washerIds = (
    await db.select({ id: quoteResponses.washerId }).from(quoteResponses).where(eq(quoteResponses.requestId, requestId))
  ).map((row) => row.id);
  const when =
    request.preferredDate && request.preferredTime
      ? formatSlot(request.preferredDate, request.preferredTime)
      : (request.preferredDate ?? 'Any time');
  await tellWashers(db, tell, request, washerIds, { email: 'new-request', bell: 'new-request' }, (ownerName) => ({
    subject: `New quote request from ${ownerName}`,
    intro: `${ownerName} would like a quote from you.`,
    details: [
      ...requestDetails(request),
      ['When', when],
      ...(request.notes ? [['Notes', request.notes] as const] : []),
    ],
    action: 'See the request and quote',
    path: '/provider/bids',
  }));
}

/** A washer's first quote on a request, to its owner. */
export async function quoteSent(db: Db, tell: Tell, { requestId, washerId }: EventOf<'quote-sent'>): Promise<void> {
  const [row] = await db
    .select({ request: quoteRequests, quote: quoteResponses })
    .from(quoteResponses)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteResponses.requestId))
    .where(and(eq(quoteResponses.requestId, requestId), eq(quoteResponses.washerId, washerId)));
  const { request, quote } = row ?? {};
  if (!request || !quote || quote.amountCents === null || quote.estimatedMinutes === null) return;
  const found = await recipientsOf(db, [request.ownerId, washerId]);
  const owner = found.get(request.ownerId);
  const washer = found.get(washerId);
  if (!owner || !washer) return;
  await tell(
    owner,
    { email: 'new-quote', bell: 'new-quote' },
    {
      subject: `New quote from ${washer.name}: ${formatCents(quote.amountCents, { always2: true })}`,
      intro: `${washer.name} sent you a quote for your request.`,
      details: [
        ['Price', formatCents(quote.amountCents, { always2: true })],
        ['Duration', formatMinutes(quote.estimatedMinutes)],
        ...(quote.proposedDate && quote.proposedTime
          ? [['Proposed start', formatSlot(quote.proposedDate, quote.proposedTime)] as const]
          : []),
        ...(quote.washerNotes ? [['Notes', quote.washerNotes] as const] : []),
      ],
      action: 'Compare quotes and book',
      path: `/customer/requests/${requestId}`,
    },
  );
}

/** A request its owner cancelled, to the washers who still had it open. */
export async function requestCancelled(
  db: Db,
  tell: Tell,
  { requestId, washerIds, ownerName }: EventOf<'request-cancelled'>,
): Promise<void> {
  const request = await requestOf(db, requestId);
  if (!request) return;
  await tellWashers(db, tell, request, washerIds, { email: 'cancellation', bell: 'cancellation' }, () => ({
    subject: `Quote request cancelled by ${ownerName}`,
    intro: `${ownerName} cancelled the request below. Nothing is booked, and any quote you sent no longer stands.`,
    details: requestDetails(request),
    action: 'See your bids',
    path: '/provider/bids',
  }));
}

/** Quotes whose proposed start passed, to their washers. */
export async function quotesLapsed(
  db: Db,
  tell: Tell,
  { requestId, washerIds, why }: EventOf<'quotes-lapsed'>,
): Promise<void> {
  const request = await requestOf(db, requestId);
  if (!request) return;
  await tellWashers(db, tell, request, washerIds, { email: 'cancellation', bell: 'quote-lapsed' }, (ownerName) => ({
    subject: `Your quote for ${ownerName} has lapsed`,
    intro:
      why === 'reopened'
        ? `${ownerName}'s booking with another washer was cancelled and the request is open again, but the start you proposed has passed, so your quote lapsed. Nothing is booked.`
        : `The start you proposed to ${ownerName} has passed without a booking, so your quote lapsed. Nothing is booked.`,
    details: requestDetails(request),
    action: 'See your bids',
    path: '/provider/bids',
  }));
}
