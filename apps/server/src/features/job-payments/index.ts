// What other features may use of job payments: a dispute's refund through the same path as the
// washer's own, and what a job can still give back.
export { refundAppointment, refundableCentsOf } from './refund-service';
export type { JobPaymentDeps } from './settle-service';
