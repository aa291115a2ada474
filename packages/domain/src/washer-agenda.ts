import { z } from 'zod';
import { formatShortSlot } from './cancellation-policy';
import { appointmentSchema } from './schedule-schemas';
import { addDays } from './schedule-time-zone';

/**
 * What the washer dashboard leads with, before the figures (docs/product.md, "Washer dashboard"):
 * the next job and what waits for the washer's answer.
 */

/** How many series and reschedule proposals the dashboard names one by one; the rest are counted. */
export const agendaItemsShown = 5;

export const agendaSeriesSchema = z.object({
  seriesId: z.string(),
  /** The booking page of the series' first wash, where the washer reviews it. */
  appointmentId: z.string(),
  ownerName: z.string(),
  everyWeeks: z.number().int(),
  firstDate: z.string(),
  firstStart: z.string(),
});

export const agendaRescheduleSchema = z.object({
  appointmentId: z.string(),
  ownerName: z.string(),
  fromDate: z.string(),
  fromStart: z.string(),
  toDate: z.string(),
  toStart: z.string(),
});

export const washerAgendaSchema = z.object({
  /** The washer's today, in their zone: the next job reads 'Today' or 'Tomorrow' by it. */
  today: z.iso.date(),
  /** The washer's next job not yet over (today's running job included), or null when none is booked. */
  nextJob: appointmentSchema.extend({ startsAt: z.iso.datetime() }).nullable(),
  /** Requests sent to the washer, still open and not answered. */
  requests: z.number().int().min(0),
  /** Repeat series waiting for the washer to accept, oldest first (up to `agendaItemsShown`), and how many in all. */
  series: z.array(agendaSeriesSchema),
  seriesTotal: z.number().int().min(0),
  /** New times the owner proposed, waiting for the washer's answer (up to `agendaItemsShown`), and how many in all. */
  reschedules: z.array(agendaRescheduleSchema),
  reschedulesTotal: z.number().int().min(0),
});
export type WasherAgenda = z.infer<typeof washerAgendaSchema>;
export type AgendaSeries = z.infer<typeof agendaSeriesSchema>;
export type AgendaReschedule = z.infer<typeof agendaRescheduleSchema>;

/** A map app's directions to `address` from where the phone is: the universal Google Maps link opens the app on phones. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** The next job's day as the washer says it: 'Today', 'Tomorrow', or null for a later day. */
export function nearDayName(date: string, today: string): string | null {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const agendaTexts = {
  nextJobTitle: 'Next job',
  noNextJob: 'No jobs booked yet.',
  noNextJobHint: 'Answer requests in My Bids, or turn on instant booking, and your next job shows up here.',
  directions: 'Directions',
  openJob: 'Open job',
  waitingTitle: 'Needs your answer',
  nothingWaiting: 'Nothing waits for your answer.',
  requests: (count: number) => `${plural(count, 'request', 'requests')} near you to quote`,
  answerRequests: 'Answer in My Bids',
  series: (item: AgendaSeries) =>
    `${item.ownerName} asks for a repeat wash every ${item.everyWeeks === 1 ? 'week' : `${item.everyWeeks} weeks`}, from ${formatShortSlot(item.firstDate, item.firstStart)}`,
  reviewSeries: 'Review dates',
  reschedule: (item: AgendaReschedule) =>
    `${item.ownerName} proposes ${formatShortSlot(item.toDate, item.toStart)} instead of ${formatShortSlot(item.fromDate, item.fromStart)}`,
  answerReschedule: 'Answer',
  more: (count: number) => `and ${count} more`,
} as const;
