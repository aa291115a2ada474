// What other features may use of appointments: reading booked rows as the API shows them.
export { appointmentView, bookingOfRequest, bookingsOfQuotes, toBooking, type AppointmentRow } from './views';
