/**
 * What the SMS provider said: `sent` it took the text; `refused` it will not send it (a number that
 * cannot take texts, one that replied STOP), which trying again would not change.
 */
export type SmsOutcome = 'sent' | 'refused';

/** One text: the number (E.164, with its plus), what it says, and whose account it is for. */
export type SmsText = { to: string; body: string; recipient: { userId: string; email: string } };

/**
 * Sends texts (docs/product.md, "SMS"): Twilio in production, the dev outbox on a local instance.
 * A throw means it may work later (no answer, a 5xx, a rate limit): the caller tries again.
 * `idempotencyKey` names this text, the same on every retry.
 */
export interface SmsSender {
  /** Which provider it is: the dev outbox's texts are readable at /dev/mailbox, Twilio's are not. */
  readonly provider: 'twilio' | 'dev-outbox' | 'off';
  send(text: SmsText, options: { idempotencyKey: string }): Promise<SmsOutcome>;
}
