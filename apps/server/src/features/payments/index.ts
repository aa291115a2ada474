// What other features may use of payments: the provider's handle, an owner's paying card, a
// washer's payout account, the ledger, and the webhook's handlers.
export { payingCardOf, type Payments } from './cards-service';
export { providerOrRefuse } from './payments-off';
export { payoutAccountIdOf } from './payouts-service';
export { movementsOfAppointment, movementsOfWasher, recordMovement } from './ledger';
export type { PaymentEventTx, PaymentEvents } from './payment-events';
