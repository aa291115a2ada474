import { createRoute } from '@hono/zod-openapi';
import { paymentsConfigSchema, type PaymentsMode } from '@sudsy/domain/payment-schemas';
import { jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';

const configRoute = createRoute({
  method: 'get',
  path: '/payments/config',
  tags: ['Payment methods'],
  summary: 'How this server takes payments (off: owners pay washers at the job), for every visitor',
  responses: { 200: jsonResponse(paymentsConfigSchema, 'Payments configuration') },
});

export function paymentsConfigRoutes(mode: PaymentsMode) {
  return createRouter().openapi(configRoute, (c) => c.json({ mode }, 200));
}
