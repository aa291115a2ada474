import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { conflict, notFound } from '../../http/app-error';
import { jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { readObject } from '../../platform/payments/local-store';
import { readLocalBooks } from './books';
import { onboardingPage } from './onboarding-page';
import { paymentsPage } from './payments-page';

// Mounted only with the local payment provider, outside production and on this machine (app.ts):
// the stand-in's books, and the pages that stand in for Stripe's onboarding and payout schedule,
// and for a washer's bank returning a payout.

const cents = z.number().int();
const instant = z.string().openapi({ format: 'date-time' });

const books = z
  .object({
    customers: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        userId: z.string().nullable(),
        cards: z.array(
          z.object({
            id: z.string(),
            brand: z.string(),
            last4: z.string(),
            expMonth: z.number().int(),
            expYear: z.number().int(),
            outcome: z.string(),
          }),
        ),
      }),
    ),
    accounts: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        userId: z.string().nullable(),
        detailsSubmitted: z.boolean(),
        payoutsEnabled: z.boolean(),
        balanceCents: cents,
      }),
    ),
    paymentIntents: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        captureMethod: z.string(),
        amountCents: cents,
        amountCapturableCents: cents,
        amountReceivedCents: cents,
        applicationFeeCents: cents,
        customer: z.string(),
        destination: z.string(),
        declineCode: z.string().nullable(),
        metadata: z.record(z.string(), z.string()),
        createdAt: instant,
      }),
    ),
    transfers: z.array(
      z.object({
        id: z.string(),
        amountCents: cents,
        amountReversedCents: cents,
        destination: z.string(),
        charge: z.string(),
        createdAt: instant,
      }),
    ),
    applicationFees: z.array(
      z.object({
        id: z.string(),
        amountCents: cents,
        amountRefundedCents: cents,
        account: z.string(),
        charge: z.string(),
        createdAt: instant,
      }),
    ),
    refunds: z.array(
      z.object({
        id: z.string(),
        amountCents: cents,
        paymentIntent: z.string(),
        transferReversalCents: cents,
        feeRefundCents: cents,
        createdAt: instant,
      }),
    ),
    payouts: z.array(
      z.object({
        id: z.string(),
        amountCents: cents,
        account: z.string(),
        status: z.string(),
        /** Why the bank returned it (Stripe's code), null while paid. */
        failureCode: z.string().nullable(),
        createdAt: instant,
      }),
    ),
    events: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        createdAt: instant,
        delivery: z.enum(['delivered', 'pending', 'failed']),
        attempts: z.number().int(),
        lastStatus: z.number().int().nullable(),
        lastError: z.string().nullable(),
      }),
    ),
  })
  .openapi('DevPayments');

const route = createRoute({
  method: 'get',
  path: '/dev/payments',
  summary: "The local payment provider's books, newest first (local provider only, not in production)",
  responses: {
    200: jsonResponse(books, "Cards, payments, transfers, fees, refunds, payouts and the webhook's events"),
  },
});

/** GET /api/dev/payments */
export function devPaymentsRoutes(db: Db) {
  return createRouter().openapi(route, async (c) => c.json(await readLocalBooks(db), 200));
}

/**
 * The provider's refusals as the page's answers: an object it does not have is the 404 of an absent
 * page, a step the object's state does not allow (paying out an account not onboarded, returning a
 * payout twice) a 409 with its words.
 */
async function orClientError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw error.code === 'resource_missing' ? notFound() : conflict(error.message, error.code);
    throw error;
  }
}

/** /dev/payments: the books as a page; the stand-in onboarding; a payout on demand, and its return. */
export function devPaymentsPages(db: Db, payments: LocalPaymentProvider) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.html(paymentsPage(await readLocalBooks(db)));
    })
    .get('/onboarding/:accountId', async (c) => {
      const account = await orClientError(readObject(db, 'account', c.req.param('accountId')));
      c.header('Cache-Control', 'no-store');
      return c.html(onboardingPage(account));
    })
    .post('/onboarding/:accountId', async (c) => {
      const { returnUrl } = await orClientError(payments.completeOnboarding(c.req.param('accountId')));
      return c.redirect(returnUrl ?? '/dev/payments', 303);
    })
    .post('/payouts/:accountId', async (c) => {
      await orClientError(payments.payOut(c.req.param('accountId')));
      return c.redirect('/dev/payments', 303);
    })
    .post('/payouts/:payoutId/return', async (c) => {
      await orClientError(payments.failPayout(c.req.param('payoutId')));
      return c.redirect('/dev/payments', 303);
    });
}
