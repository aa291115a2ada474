// What other features may use of appointments: reading booked rows as the API shows them, and
// cancelling one (closing an account cancels its appointments).
export { appointmentView, bookingOfRequest, bookingsOfQuotes, toBooking, type AppointmentRow } from './views';
export { cancelAppointment } from './cancel-service';
