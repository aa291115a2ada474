import { createRoute } from '@hono/zod-openapi';
import { payoutAccountResponseSchema, payoutOnboardingResponseSchema } from '@sudsy/domain/payouts';
import { payoutsSummarySchema } from '@sudsy/domain/payouts-summary';
import { asWasher } from '../../auth/access';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { payoutAccountOf, startPayoutOnboarding, type PayoutsDeps } from './payouts-service';
import { payoutsSummaryOf } from './payouts-summary-service';

const tags = ['Payouts'];
const middleware = guard((user) => asWasher(user));
const washerErrors = { 401: errorResponse('Signed out'), 403: errorResponse('Not a car washer') };

const accountRoute = createRoute({
  method: 'get',
  path: '/payouts/account',
  tags,
  middleware,
  summary: "Where the washer's payouts stand, and how this server takes payments",
  responses: { 200: jsonResponse(payoutAccountResponseSchema, 'Payout account'), ...washerErrors },
});

const onboardingRoute = createRoute({
  method: 'post',
  path: '/payouts/onboarding',
  tags,
  middleware,
  summary: "A fresh onboarding link for the washer's connected account, made the first time",
  responses: {
    200: jsonResponse(payoutOnboardingResponseSchema, 'Onboarding link'),
    ...washerErrors,
    409: errorResponse('Payments are off on this server (payments_off)'),
  },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/payouts/summary',
  tags,
  middleware,
  summary: "The washer's balance (pending, available), payouts, jobs paid through Sudsy and net per month",
  responses: { 200: jsonResponse(payoutsSummarySchema, 'Payouts summary; all 0 with mode off'), ...washerErrors },
});

export function payoutsRoutes(deps: PayoutsDeps) {
  return createRouter()
    .openapi(accountRoute, async (c) => c.json(await payoutAccountOf(deps, c.get('caller')), 200))
    .openapi(onboardingRoute, async (c) => c.json(await startPayoutOnboarding(deps, c.get('caller')), 200))
    .openapi(summaryRoute, async (c) => c.json(await payoutsSummaryOf(deps, c.get('caller')), 200));
}
