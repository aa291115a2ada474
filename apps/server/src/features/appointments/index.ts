// What other features may use of appointments: reading booked rows as the API shows them, and
// cancelling one (closing an account cancels its appointments), a job photo's URL, and reading and
// holding one for its parties (moving it to a new time is checked against the calendar in bookings).
export {
  appointmentView,
  bookingOfRequest,
  bookingsOfQuotes,
  startOf,
  toBooking,
  washerTermsOf,
  type AppointmentRow,
} from './views';
export { cancelAppointment } from './cancel-service';
export { receiptMailOf } from './receipt-mail';
export { getAppointmentDetail, jobPhotoUrl, washerName } from './service';
export { lockAppointmentOf } from './party';
