// What other features may use of appointments: reading booked rows as the API shows them,
// cancelling one (closing an account cancels its appointments; a suspension all of them), a job photo's URL, reading and
// holding one for its parties, the receipt's mail, the washer's calendar check (a quote's
// proposed start is checked as a booking's is) and the booked times a block may not cover.
export { appointmentView, bookingOfRequest, bookingsOfQuotes, startOf, toBooking, type AppointmentRow } from './views';
export { cancelAppointment, cancelBookingsOfSuspended, cancelUnpaidBooking, seriesGoesOn } from './cancel-service';
export { jobsBetween, scheduleOf, slotProblemOf } from './availability';
export { calendarJoin, calendarOf, type CalendarColumns } from './free-time-query';
export { receiptMailOf } from './receipt-mail';
export { calendarFile } from './appointment-calendar';
export { getAppointmentDetail, jobPhotoUrl, partOf, washerName } from './service';
export { proofPhotoUrl } from './proof-photo-service';
export { lockAppointmentOf } from './party';
export { removePhotos, storePhoto } from './job-photos';
