// What other features may use of appointments: reading booked rows as the API shows them, and
// cancelling one (closing an account cancels its appointments), and a job photo's URL.
export { appointmentView, bookingOfRequest, bookingsOfQuotes, toBooking, type AppointmentRow } from './views';
export { cancelAppointment } from './cancel-service';
export { jobPhotoUrl } from './service';
