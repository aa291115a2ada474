// The booking page (docs/product.md, "The booking page"): what happens next, said to each side in
// a sentence, and the page's own words. Ours: the original product had no page for a booking.
import type { AppointmentDetail } from './appointment';
import type { QuoteRequestRecipient } from './quote-request-views';
import { formatSlot } from './booking';
import type { Role } from './roles';

export const bookingPageTexts = {
  whatsNext: 'What happens next',
  addToCalendar: 'Add to calendar',
  addToCalendarHint: 'Downloads the booking as a calendar file (.ics) for any calendar app.',
  cancel: 'Cancel booking',
  notes: 'Notes for the washer',
  noNotes: 'No notes.',
  actionsLabel: 'Booking actions',
} as const;

type NextStepInput = Pick<
  AppointmentDetail,
  'status' | 'date' | 'start' | 'address' | 'ownerName' | 'washer' | 'review' | 'reschedules' | 'cancellation'
>;

/**
 * The one sentence at the top of the booking page that says what the reader does or waits for
 * next: an answer a new time needs comes first, then the job itself, then its rating.
 */
export function bookingNextStep(appointment: NextStepInput, viewer: Role): string {
  const other = viewer === 'washer' ? appointment.ownerName : appointment.washer.name;
  const when = formatSlot(appointment.date, appointment.start);
  if (appointment.status === 'cancelled') {
    return viewer === 'owner'
      ? 'This booking is cancelled: nothing more happens. Book again or ask other washers from the request.'
      : 'This booking is cancelled: nothing more happens, and the time is free again in your schedule.';
  }
  if (appointment.status === 'completed') {
    if (viewer === 'washer')
      return appointment.review
        ? `Done, and ${other} rated it.`
        : `Done. ${other} can rate the wash now; the payment follows as your payouts say.`;
    return appointment.review ? 'Done, and rated. Thank you.' : `Done. Rate the wash to tell others how ${other} did.`;
  }
  const pending = appointment.reschedules.find((proposal) => proposal.status === 'pending');
  if (pending) {
    const proposed = formatSlot(pending.to.date, pending.to.start);
    return pending.proposedBy === viewer
      ? `Waiting for ${other} to answer your new time, ${proposed}. Until then the booking stands at ${when}.`
      : `${other} asks to move the booking to ${proposed}: accept or decline it below.`;
  }
  return viewer === 'washer'
    ? `Be at ${appointment.address} on ${when}. Tap On my way when you set off, so ${other} can follow you.`
    : `${other} comes to ${appointment.address} on ${when}. You get a reminder the day before and when they set off.`;
}

/** What the owner is told, and chooses, when the washer cancels a booking. */
export const washerCancelledTexts = {
  intro: (washer: string) =>
    `${washer} cancelled the appointment below. Your request is open again: book the next-best quote, ask washers free at the same time, or close the request.`,
  seriesIntro: (washer: string) =>
    `${washer} cancelled this wash of your series. The other washes of the series stay booked with them.`,
  action: 'Choose what happens next',
  title: 'What now?',
  description: (washer: string) => `${washer} cancelled. Choose what happens with your request.`,
  seriesNote: (washer: string) => `The other washes of your series stay booked with ${washer}.`,
  bookNext: (washer: string, price: string) => `Book ${washer} at ${price}`,
  bookNextHint: (when: string) => `Their quote still stands, for ${when}.`,
  askSameTime: 'Ask washers free at the same time',
  askSameTimeHint: 'A new search for this date and time, with your services, place, car and notes.',
  close: 'Close the request',
  closeHint: 'No washer can quote or be booked on it any more.',
  closed: 'Your request is closed.',
  rebooked: 'You booked again from this request.',
  openRebooked: 'Open the new booking',
  noOtherQuote: 'No other quote stands on this request yet; washers who have not answered can still quote.',
  bookFailed: 'Could not book this quote',
  closeFailed: 'Could not close the request',
} as const;

/**
 * The quote the owner is offered first when the washer cancels: of the quotes still standing on the
 * request, the lowest price, the better rated (then the more rated) on a tie; null without any.
 */
export function nextBestQuote(recipients: readonly QuoteRequestRecipient[]): QuoteRequestRecipient | null {
  const standing = recipients.filter((quote) => quote.status === 'quoted' && quote.amountCents !== null);
  const rank = (quote: QuoteRequestRecipient) => [
    quote.amountCents ?? 0,
    -(quote.rating?.average ?? 0),
    -(quote.rating?.count ?? 0),
  ];
  return (
    [...standing].sort((a, b) => {
      const [left, right] = [rank(a), rank(b)];
      const differs = left.findIndex((value, index) => value !== right[index]);
      return differs === -1 ? 0 : (left[differs] ?? 0) - (right[differs] ?? 0);
    })[0] ?? null
  );
}
