// What other features may use of bookings: the booking mails, the washer's calendar check and
// cancelling an open request (closing an account cancels its requests).
export { scheduleOf, slotProblemOf } from './availability';
export { cancelRequest } from './service';
