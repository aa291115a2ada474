import { createHash, timingSafeEqual } from 'node:crypto';
import type { Handler, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../platform/metrics/metrics';
import { unauthorized } from './app-error';
import type { AppEnv } from './app-env';

/** Each request's latency under the route pattern that answered it, so ids never become labels. */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observeRequest({
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    });
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** GET /metrics for a scraper holding METRICS_TOKEN as a bearer token; a session grants nothing here. */
export function metricsEndpoint(metrics: Metrics, token: string): Handler<AppEnv> {
  const expected = digest(`Bearer ${token}`);
  return async (c) => {
    // Compared as digests of equal length, in constant time, so the answer's timing tells nothing.
    if (!timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required.');
    }
    const { body, contentType } = await metrics.exposition();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  };
}
