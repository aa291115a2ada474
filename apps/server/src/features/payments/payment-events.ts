import type { Db } from '../../db/client';
import type { ProviderEvent } from '../../platform/payments/payment-provider';

/** The transaction an event is handled in, the one that records its id. */
export type PaymentEventTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Reacts to one verified event, writing through `tx` alone: the event's id commits with what the
 * handler wrote, or neither does and the provider sends it again. Work that calls the provider
 * goes to a job or the outbox (docs/decisions/018, 019): on the embedded database a second
 * transaction would wait for this one forever.
 */
export type PaymentEventHandler = (event: ProviderEvent, tx: PaymentEventTx) => Promise<void>;

export type PaymentEvents = {
  /** Adds a handler for a type of event (`payment_intent.succeeded`); several run in the order added. */
  on(type: string, handler: PaymentEventHandler): void;
  handlersOf(type: string): readonly PaymentEventHandler[];
};

/** The handlers of the payment webhook, by event type; an event nobody handles is only recorded. */
export function createPaymentEvents(): PaymentEvents {
  const handlers = new Map<string, PaymentEventHandler[]>();
  return {
    on(type, handler) {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },
    handlersOf: (type) => handlers.get(type) ?? [],
  };
}
