import { createRoute, z } from '@hono/zod-openapi';
import { smsConfirmSchema, smsNumberStateSchema } from '@sudsy/domain/sms';
import { signedIn } from '../../auth/access';
import { forbidden } from '../../http/app-error';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { confirmSmsCode, replyReceived, resendSmsCode, type SmsDeps } from './service';
import { smsInboundUrl, twilioSignatureValid } from './webhook';

const tags = ['SMS'];
const middleware = guard(signedIn);
const stateResponse = z.object({ sms: smsNumberStateSchema });

const confirmRoute = createRoute({
  method: 'post',
  path: '/sms/confirm',
  tags,
  middleware,
  summary: 'Confirm the number SMS is on for with the 6-digit code texted to it (10 minutes, 5 tries)',
  request: { body: jsonBody(smsConfirmSchema) },
  responses: {
    200: jsonResponse(stateResponse, 'Confirmed (or already)'),
    400: errorResponse('Not six digits, a wrong, expired or used-up code, or none waiting (fields.code says which)'),
    401: errorResponse('Signed out'),
    409: errorResponse('SMS is off or has no number (sms_no_number)'),
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/sms/resend',
  tags,
  middleware,
  summary: 'Text a new code to the number SMS is on for: at most one a minute and five an hour',
  responses: {
    200: jsonResponse(stateResponse, 'Texted'),
    400: errorResponse('The provider will not text this number (sms_refused)'),
    401: errorResponse('Signed out'),
    409: errorResponse('SMS is off or has no number, or the number is already confirmed'),
    429: errorResponse('Sooner than a minute after the last code, or the hourly limit (Retry-After)'),
  },
});

const inboundRoute = createRoute({
  method: 'post',
  path: '/sms/inbound',
  tags,
  summary:
    "Twilio's incoming-message webhook (form-encoded, X-Twilio-Signature): STOP and its fellows turn SMS off for the number's accounts, START and UNSTOP back on; answered with TwiML",
  responses: {
    200: { description: 'TwiML', content: { 'text/xml': { schema: z.string() } } },
    403: errorResponse('The signature is missing or does not match (invalid_signature)'),
  },
});

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The routes of texts: confirming the number, and the replies Twilio posts (no session, signed). */
export function smsRoutes(deps: SmsDeps & { publicUrl: string; webhookToken: string }) {
  return createRouter()
    .openapi(confirmRoute, async (c) =>
      c.json({ sms: await confirmSmsCode(deps, c.get('caller'), c.req.valid('json').code) }, 200),
    )
    .openapi(resendRoute, async (c) => c.json({ sms: await resendSmsCode(deps, c.get('caller')) }, 200))
    .openapi(inboundRoute, async (c) => {
      // Twilio posts form fields; anything else parses to no fields and fails the signature.
      const form = await c.req.parseBody().catch(() => ({}));
      const params = Object.fromEntries(
        Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const signature = c.req.header('x-twilio-signature') ?? '';
      if (!twilioSignatureValid(deps.webhookToken, signature, smsInboundUrl(deps.publicUrl), params))
        throw forbidden('The request is not signed by the SMS provider.', 'invalid_signature');
      const reply = await replyReceived(deps.db, params.From ?? '', params.Body ?? '');
      const twiml = reply === null ? '<Response/>' : `<Response><Message>${escapeXml(reply)}</Message></Response>`;
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>${twiml}`, 200, { 'content-type': 'text/xml' });
    });
}
