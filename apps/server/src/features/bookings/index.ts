// What other features may use of bookings: the booking mails and the washer's calendar check.
export { scheduleOf, slotProblemOf } from './availability';
export type { BookingNotifier } from './notifications';
