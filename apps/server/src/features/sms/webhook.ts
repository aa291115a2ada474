import { createHmac } from 'node:crypto';
import { getExpectedTwilioSignature, validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { Config } from '../../config';
import { smsInboundWebhookPath } from '../../http/signed-webhook';

/** Where Twilio posts the replies to our number (the number's "A message comes in" webhook). */
export const smsInboundPath = smsInboundWebhookPath;

/**
 * The key replies are signed with: Twilio's auth token; on a local instance (no TWILIO_*) one made
 * from the auth secret, with which the dev mailbox's Reply STOP signs its reply to the same route.
 */
export function smsWebhookToken(config: Pick<Config, 'sms' | 'authSecret'>): string {
  return (
    config.sms.twilio?.authToken ?? createHmac('sha256', config.authSecret).update('sms-inbound-webhook').digest('hex')
  );
}

/** The URL Twilio signs: the one configured with it, PUBLIC_URL and the path, whatever proxy sits between. */
export const smsInboundUrl = (publicUrl: string) => `${publicUrl}${smsInboundPath}`;

/** X-Twilio-Signature (HMAC-SHA1 of the URL and the sorted form fields), checked by Twilio's own library. */
export function twilioSignatureValid(
  token: string,
  signature: string,
  url: string,
  params: Record<string, string>,
): boolean {
  return signature !== '' && validateRequest(token, signature, url, params);
}

/** The signature Twilio would send with `params`: the dev mailbox's replies carry it. */
export const twilioSignatureOf = (token: string, url: string, params: Record<string, string>) =>
  getExpectedTwilioSignature(token, url, params);
