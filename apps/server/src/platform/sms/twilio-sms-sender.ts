import type { Logger } from 'pino';
import type { Twilio } from 'twilio';
import type { TwilioConfig } from '../../config';
import type { SmsSender } from './sms-sender';

/**
 * Twilio's error codes for a text it will never send, whatever the retry: not a mobile number, an
 * unreachable or invalid one, one that replied STOP, one of a country not enabled on the account.
 * https://www.twilio.com/docs/api/errors
 */
const refusedCodes = new Set([21211, 21408, 21610, 21612, 21614, 21635]);

/** The part of Twilio's client texts need; tests hand in their own (there is no network). */
export type TwilioMessages = Pick<Twilio, 'messages'>;

const twilioClient = ({ accountSid, authToken }: TwilioConfig): Promise<TwilioMessages> =>
  import('twilio').then(({ default: twilio }) => twilio(accountSid, authToken));

/**
 * The production sender: the official `twilio` package's Messages API with the account's SID and
 * token; TWILIO_FROM is the sending number, or a messaging service (MG...) that picks one. The
 * package is loaded on the first text, so a start without SMS to send pays nothing for it.
 * Twilio's Messages API takes no idempotency key: a crash between its answer and our record of the
 * delivery sends the text again (docs/decisions/024).
 */
export function createTwilioSmsSender(
  config: TwilioConfig,
  logger: Logger,
  loadClient: (config: TwilioConfig) => Promise<TwilioMessages> = twilioClient,
): SmsSender {
  let client: Promise<TwilioMessages> | undefined;
  const clientOf = () =>
    (client ??= loadClient(config).catch((error: unknown) => {
      // A failed load is tried again with the next text, not kept.
      client = undefined;
      throw error;
    }));
  const sender: { messagingServiceSid: string } | { from: string } = config.from.startsWith('MG')
    ? { messagingServiceSid: config.from }
    : { from: config.from };
  return {
    provider: 'twilio',
    async send({ to, body }) {
      try {
        await (await clientOf()).messages.create({ ...sender, to, body });
        return 'sent';
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'number' && refusedCodes.has(code)) {
          logger.warn({ twilioCode: code }, 'a text was refused by Twilio');
          return 'refused';
        }
        throw error;
      }
    },
  };
}
