import type { PaymentFailpoint } from '../../config';

// A crash test's way to stop the process at the worst moment of a payment step, as power loss or
// the OOM killer would (docs/payments.md, "Reconciliation"). Armed once at start from
// PAYMENT_FAILPOINT, which the configuration refuses in production; unarmed, a failpoint is nothing.

let armed: PaymentFailpoint | undefined;

export function armPaymentFailpoint(point: PaymentFailpoint | undefined): void {
  armed = point;
}

/** Kills this process at once, with no chance to clean up, when `point` is the one armed. */
export function failpoint(point: PaymentFailpoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
