import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import { createAuth } from './auth/auth';
import { withClientIp } from './auth/client-ip-header';
import {
  authWriteCaller,
  forgetSessionsAfterAuthChanges,
  sessionMiddleware,
  withoutCookieClearing,
} from './auth/session';
import { sessionCacheFor, type SessionCache } from './auth/session-cache';
import type { Config } from './config';
import type { Db } from './db/client';
import { accountRoutes } from './features/account/routes';
import { bidsRoutes } from './features/bids/routes';
import { bookingsRoutes } from './features/appointments/booking-routes';
import { instantBookingRoutes } from './features/appointments/instant-routes';
import { seriesRoutes } from './features/appointments/series-routes';
import { receiptRoutes } from './features/appointments/receipt-routes';
import { attendanceRoutes } from './features/appointments/attendance-routes';
import { unsubscribeRoutes } from './features/campaigns/unsubscribe-routes';
import { cachedMarketplaceFigures } from './features/operator/figures';
import { operatorRoutes } from './features/operator/routes';
import { operatorVerificationRoutes } from './features/verification/operator-routes';
import { verificationRoutes } from './features/verification/routes';
import { isWasherVerified } from './features/verification';
import { verificationMessages } from '@sudsy/domain/verification';
import { checklistRoutes } from './features/appointments/checklist-routes';
import { proofPhotoRoutes } from './features/appointments/proof-photo-routes';
import { appointmentsRoutes } from './features/appointments/routes';
import { ownerDashboardRoutes } from './features/owner-dashboard/routes';
import { favouritesRoutes } from './features/favourites/routes';
import { devMailboxPage, devMailboxRoutes, devTextReply } from './features/dev-mailbox/routes';
import { devTextReplyPath } from './features/dev-mailbox/mailbox-page';
import { devPaymentsPages, devPaymentsRoutes } from './features/dev-payments/routes';
import { healthRoutes } from './features/health/routes';
import { mapTilesRoutes } from './features/maps/routes';
import { createMessagesHub, type MessagesHub } from './features/messages/hub';
import { messagesRoutes } from './features/messages/routes';
import { notificationPreferencesRoutes } from './features/notification-preferences/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { findNotification } from './features/notifications';
import { profilesRoutes } from './features/profiles/routes';
import { pushSubscriptionsRoutes } from './features/push-subscriptions/routes';
import { smsNumberState, smsSettingsSaved, type SmsDeps } from './features/sms';
import { smsRoutes } from './features/sms/routes';
import { smsInboundPath, smsInboundUrl, smsWebhookToken, twilioSignatureOf } from './features/sms/webhook';
import { washerDashboardRoutes } from './features/washer-dashboard/routes';
import { washerSetupRoutes } from './features/washer-setup/routes';
import { washersRoutes } from './features/washers/routes';
import { washerSearchRoutes } from './features/washers/search-routes';
import { createRequestRoutes } from './features/requests/create-request-routes';
import { requestPhotoRoutes } from './features/requests/request-photos-routes';
import { quoteRequestDetailRoutes } from './features/request-detail/routes';
import { quoteRequestPhotoRoutes } from './features/requests/photo-routes';
import { quoteRequestListRoutes } from './features/requests/list-routes';
import { cancelRequestRoutes } from './features/requests/cancel-routes';
import { reviewsRoutes } from './features/reviews/routes';
import { scheduleRoutes } from './features/schedule/routes';
import { jobsBetween } from './features/appointments';
import { washerScheduleRoutes } from './features/appointments/washer-schedule-routes';
import { servicePreferencesRoutes } from './features/service-preferences/routes';
import { vehiclesRoutes } from './features/vehicles/routes';
import { washerCredentialsRoutes } from './features/washer-credentials/routes';
import { createPaymentEvents, type PaymentEvents } from './features/payments/payment-events';
import { paymentWebhookRoutes } from './features/payments/webhook-routes';
import { paymentMethodsRoutes } from './features/payments/cards-routes';
import { paymentsConfigRoutes } from './features/payments/config-routes';
import { payoutsRoutes } from './features/payments/payouts-routes';
import { registerPayoutEvents } from './features/payments/payouts-service';
import { localCardRoutes } from './features/payments/local-card-routes';
import { payingCardOf, payoutAccountIdOf } from './features/payments';
import type { BookingTermsOf } from './features/appointments/booking-service';
import type { PayoutsReadyOf } from './features/appointments/instant-service';
import { registerJobPaymentEvents } from './features/job-payments/payment-events';
import { jobPaymentRoutes } from './features/job-payments/routes';
import { localJobPaymentRoutes } from './features/job-payments/local-routes';
import { disputeRoutes } from './features/disputes/routes';
import { operatorDisputeRoutes } from './features/disputes/operator-routes';
import { conflict, notFound } from './http/app-error';
import { refuseControlCharacters } from './http/control-characters';
import { inApiErrorShape } from './http/auth-error-shape';
import { compressAnswers } from './http/compress';
import { perUserWriteLimit } from './http/write-rate-limit';
import { sameOriginWrites, trustedOrigins } from './http/same-origin';
import { paymentWebhookPath } from './http/signed-webhook';
import { apiBodyLimit } from './http/body-limit';
import { clientIp } from './http/client-ip';
import { createErrorHandler } from './http/error-handler';
import { metricsEndpoint, requestMetrics } from './http/metrics-endpoint';
import { requestLog } from './http/request-log';
import { createRouter } from './http/router';
import { webApp } from './http/web-app';
import { readWebBuild } from './http/web-build';
import { loopbackOnly } from './http/loopback-only';
import { createBackgroundMailer, type BackgroundMailer } from './platform/mail/background-mailer';
import { createMailer } from './platform/mail/create-mailer';
import { devOutboxReadable } from './platform/mail/dev-outbox';
import { createGeocoder } from './platform/geocoder/create-geocoder';
import { createMetrics } from './platform/metrics/metrics';
import { createRateLimiter, type Clock } from './platform/rate-limiter';
import { createStorage } from './platform/storage/create-storage';
import { createPaymentProvider, type ConfiguredPaymentProvider } from './platform/payments/create-payment-provider';
import { vapidKeysOf } from './platform/push/vapid-keys';
import { createSmsSender } from './platform/sms/create-sms-sender';
import type { SmsSender } from './platform/sms/sms-sender';

export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Made from the config when not given; main.ts passes its own to wait for mail at shutdown. */
  mailer?: BackgroundMailer;
  /** The time rate-limit windows are measured in; tests move it forward. */
  now?: Clock;
  /** Live delivery of messages and notifications; main.ts passes its own to end the open streams at shutdown. */
  messagesHub?: MessagesHub;
  /**
   * Signed-in sessions kept in memory (SESSION_CACHE_SECONDS); main.ts and the test app pass theirs
   * and close it. Without one every request reads its session from the database.
   */
  sessionCache?: SessionCache;
  /**
   * The payment provider PAYMENTS names, null when payments are off; made from the config when not
   * given. main.ts and the test app pass theirs, to finish the local provider's deliveries at close.
   */
  payments?: ConfiguredPaymentProvider | null;
  /** The payment webhook's handlers by event type; made when not given, tests pass theirs to watch. */
  paymentEvents?: PaymentEvents;
  /** Where texts go (Twilio, or the dev outbox); made from the config when not given. */
  sms?: SmsSender;
};

export function createApp({
  config,
  db,
  logger,
  mailer,
  now,
  messagesHub,
  sessionCache,
  payments: givenPayments,
  paymentEvents = createPaymentEvents(),
  sms = createSmsSender(config, db, logger),
}: AppDeps) {
  const mail = mailer ?? createBackgroundMailer(createMailer(config, db, logger), logger);
  const rateLimiter = createRateLimiter(db, now);
  const auth = createAuth({ config, db, logger, mailer: mail, rateLimiter });
  const sessions = sessionCache ?? sessionCacheFor(db, { sessionCacheSeconds: 0 }, logger);
  const payments = givenPayments === undefined ? createPaymentProvider(config, db, logger) : givenPayments;
  const app = createRouter();

  app.onError(createErrorHandler(logger));
  app.notFound(() => {
    throw notFound();
  });

  app.use(requestId());
  app.use(requestLog(logger));
  const hub = messagesHub ?? createMessagesHub({ db, logger, notificationOf: findNotification });
  const metrics = config.metricsToken
    ? {
        token: config.metricsToken,
        registry: createMetrics({
          openStreams: () => hub.stats().subscribers,
          marketplaceFigures: cachedMarketplaceFigures(db),
        }),
      }
    : null;
  if (metrics) app.use(requestMetrics(metrics.registry));
  const webBuild = readWebBuild(config.webDistDir);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // index.html's theme script, by its hash and never 'unsafe-inline': it must run before the
        // first paint, or a dark theme flashes light.
        scriptSrc: [() => ["'self'", ...webBuild.inlineScripts()].join(' ')],
        // Radix sets inline style attributes for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The configured tile server's map tiles, and locally previewed photos.
        imgSrc: ["'self'", 'data:', 'blob:', config.mapTiles.imageSource],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      // What a page may ask the browser for: the address fields' "use my location", nothing else
      // (a photo is picked as a file, so no camera). Embedded frames get none of it.
      permissionsPolicy: {
        geolocation: ['self'],
        camera: [],
        microphone: [],
        payment: [],
        usb: [],
        serial: [],
        bluetooth: [],
        midi: [],
        displayCapture: [],
        browsingTopics: [],
      },
    }),
  );
  // An event stream must reach the browser as written, not held back in a compressor's buffer.
  app.use(compressAnswers((type) => type.startsWith('text/event-stream')));
  app.use(clientIp(config.trustProxy));
  app.use('/api/*', apiBodyLimit());
  // Before Better Auth's routes too: one rule for every write, whichever code serves it.
  app.use('/api/*', sameOriginWrites(trustedOrigins(config)));
  // Every path: a NUL in a file path would otherwise break the web app's file lookup.
  app.use(refuseControlCharacters());

  app.use('/api/auth/*', forgetSessionsAfterAuthChanges(sessions));
  // Better Auth's writes of a signed-in user count towards the one write limit as well.
  const writeLimit = perUserWriteLimit(rateLimiter, config.writesPerMinute);
  app.use('/api/auth/*', authWriteCaller(auth, sessions), writeLimit);
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = withClientIp(c.req.raw.headers, c.get('clientIp'));
    const answered = await auth.handler(new Request(c.req.raw, { headers }));
    // Better Auth answers unknown endpoints with an empty 404; the API promises JSON errors.
    if (answered.status === 404 && !answered.headers.get('content-type')) throw notFound();
    const response = withoutCookieClearing(c.req.path, await inApiErrorShape(answered));
    // Rebuilt through the context so headers set earlier (X-Request-Id) are kept.
    return c.newResponse(response.body, response);
  });
  // Before the session middleware: health must answer even when reading a session would fail.
  const routes = app.route('/api', healthRoutes(db, logger));
  app.use('/api/*', sessionMiddleware(auth, sessions));
  app.use('/api/*', writeLimit);
  // Feature routers chain onto `routes` from here, `.route('/api', ...)`, so AppType keeps their types.
  const storage = createStorage(config.storage);
  const geocoder = createGeocoder(config.maps);
  // With payments on, every booking is paid through Sudsy under the platform's fee of the day: the
  // washer must take payouts and the owner have a card (docs/product.md, "Payments").
  const payoutsReady: PayoutsReadyOf = async (washerId) =>
    !payments || (await payoutAccountIdOf(db, washerId)) !== null;
  // With REQUIRE_VERIFIED_WASHERS, only verified washers quote and are booked (docs/product.md,
  // "Washer verification").
  const mustBeVerified = async (washerId: string) =>
    config.requireVerifiedWashers && !(await isWasherVerified(db, washerId));
  const bookingTerms: BookingTermsOf = async (ownerId, washerId) => {
    if (await mustBeVerified(washerId)) return { refused: 'washer_not_verified' };
    if (!payments) return { payment: null };
    if (!(await payoutsReady(washerId))) return { refused: 'washer_payouts_required' };
    if ((await payingCardOf(db, payments, ownerId)) === null) return { refused: 'card_required' };
    return { payment: { feePercent: config.platformFeePercent } };
  };
  const smsDeps: SmsDeps = {
    db,
    sender: sms,
    rateLimiter,
    now: now ?? (() => new Date()),
    secret: config.authSecret,
    logger,
  };
  const smsWebhook = { publicUrl: config.publicUrl, webhookToken: smsWebhookToken(config) };
  const featureRoutes = routes
    .route('/api', scheduleRoutes({ db, publicUrl: config.publicUrl, jobsBetween }))
    .route('/api', washerScheduleRoutes(db, config.publicUrl))
    .route('/api', washerSetupRoutes({ db, storage, geocoder, logger, maps: config.maps }))
    .route('/api', washerDashboardRoutes(db))
    .route('/api', washerSearchRoutes(db, geocoder, config.requireVerifiedWashers))
    .route('/api', mapTilesRoutes(config.mapTiles))
    .route('/api', washersRoutes(db, geocoder))
    .route('/api', createRequestRoutes(db, geocoder))
    .route('/api', requestPhotoRoutes({ db, storage, logger }))
    .route('/api', vehiclesRoutes(db))
    .route('/api', favouritesRoutes(db, geocoder))
    .route('/api', profilesRoutes(db, geocoder))
    .route('/api', accountRoutes({ db, geocoder, storage, logger, auth }))
    .route('/api', quoteRequestListRoutes(db))
    .route('/api', quoteRequestDetailRoutes(db))
    .route('/api', quoteRequestPhotoRoutes({ db, storage }))
    .route('/api', ownerDashboardRoutes(db))
    .route(
      '/api',
      bidsRoutes(db, async (washerId) => {
        if (await mustBeVerified(washerId)) throw conflict(verificationMessages.quoteNeedsVerification, 'not_verified');
      }),
    )
    .route('/api', bookingsRoutes(db, bookingTerms))
    .route('/api', cancelRequestRoutes(db))
    .route('/api', instantBookingRoutes(db, bookingTerms, payoutsReady))
    .route('/api', seriesRoutes(db))
    .route('/api', appointmentsRoutes({ db, storage, logger, publicUrl: config.publicUrl }))
    .route('/api', attendanceRoutes(db))
    .route('/api', checklistRoutes(db))
    .route('/api', proofPhotoRoutes({ db, storage, logger }))
    .route('/api', receiptRoutes(db))
    .route('/api', reviewsRoutes(db))
    .route(
      '/api',
      notificationPreferencesRoutes(db, {
        stateOf: (userId) => smsNumberState(db, userId),
        saved: (user, settings) => smsSettingsSaved(smsDeps, user, settings),
      }),
    )
    .route('/api', smsRoutes({ ...smsDeps, ...smsWebhook }))
    .route('/api', unsubscribeRoutes({ db, secret: config.authSecret, rateLimiter }))
    .route('/api', operatorRoutes(db))
    .route('/api', operatorVerificationRoutes({ db, storage }))
    .route('/api', verificationRoutes({ db, storage, logger, requireVerifiedWashers: config.requireVerifiedWashers }))
    .route('/api', servicePreferencesRoutes(db))
    .route('/api', washerCredentialsRoutes(db))
    .route('/api', messagesRoutes(db, hub))
    .route('/api', notificationsRoutes(db, hub))
    .route(
      '/api',
      pushSubscriptionsRoutes({
        db,
        publicKey: vapidKeysOf(config).publicKey,
        allowLoopbackHttp: config.env !== 'production',
      }),
    );
  if (payments) app.route('/api', paymentWebhookRoutes({ db, payments, events: paymentEvents }));
  const publishableKey = config.payments.mode === 'stripe' ? config.payments.publishableKey : null;
  app.route('/api', paymentsConfigRoutes(payments?.mode ?? 'off'));
  app.route('/api', paymentMethodsRoutes(db, { provider: payments, publishableKey }));
  const feePercent = config.platformFeePercent;
  app.route('/api', payoutsRoutes({ db, provider: payments, publicUrl: config.publicUrl, feePercent, logger }));
  registerPayoutEvents(paymentEvents);
  app.route('/api', jobPaymentRoutes({ db, provider: payments, logger, publishableKey }));
  registerJobPaymentEvents(paymentEvents);
  // A dispute's refund runs through the provider as the washer's own does (docs/product.md, "Disputes").
  const disputeDeps = { db, provider: payments, logger, storage };
  app.route('/api', disputeRoutes(disputeDeps));
  app.route('/api', operatorDisputeRoutes(disputeDeps));
  // The local provider's events reach the real webhook route, signature check and all, in-process.
  if (payments?.mode === 'local')
    payments.deliverEventsTo(async (body, signature) => {
      const headers = { 'content-type': 'application/json', 'stripe-signature': signature };
      return (await app.request(paymentWebhookPath, { method: 'POST', headers, body })).status;
    });

  if (devOutboxReadable(config)) {
    app.use('/dev/*', loopbackOnly());
    app.use('/api/dev/*', loopbackOnly());
    app.route('/api', devMailboxRoutes(db));
    app.get('/dev/mailbox', devMailboxPage(db));
    // A reply from a phone, as the texts' Reply STOP posts it: signed and sent to the real inbound route.
    app.use(devTextReplyPath, sameOriginWrites(trustedOrigins(config)));
    app.post(
      devTextReplyPath,
      devTextReply(async (from, body) => {
        const params = { From: from, To: config.sms.twilio?.from ?? '', Body: body };
        const signature = twilioSignatureOf(smsWebhook.webhookToken, smsInboundUrl(config.publicUrl), params);
        const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature };
        const answered = await app.request(smsInboundPath, {
          method: 'POST',
          headers,
          body: new URLSearchParams(params),
        });
        if (answered.status !== 200) throw new Error(`the inbound SMS route answered ${answered.status}`);
      }),
    );
    if (payments?.mode === 'local') {
      // Its pages post forms (finish onboarding, pay out): only the product's own pages may.
      app.use('/dev/payments/*', sameOriginWrites(trustedOrigins(config)));
      app.route('/api', devPaymentsRoutes(db));
      // The card form's stand-in for Stripe.js, behind the same loopback check as the pages.
      app.route('/api', localCardRoutes(db, payments));
      app.route('/api', localJobPaymentRoutes({ db, provider: payments, logger }));
      app.route('/dev/payments', devPaymentsPages(db, payments));
    }
    // A stand-in page not served here is nobody's page, not the web app's.
    app.all('/dev/*', () => {
      throw notFound();
    });
  } else {
    // Without this the web app would answer /dev/mailbox with its own page and a 200.
    app.all('/dev/*', () => {
      throw notFound();
    });
  }

  if (metrics) app.get('/metrics', metricsEndpoint(metrics.registry, metrics.token));
  // Off, it is nobody's page: without this the web app would answer it with its own and a 200.
  else
    app.all('/metrics', () => {
      throw notFound();
    });

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Sudsy API', version: '1.0.0' },
  });
  app.all('/api/*', () => {
    throw notFound();
  });
  app.get('*', webApp(config.webDistDir, webBuild));

  return featureRoutes;
}

export type AppType = ReturnType<typeof createApp>;
