import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteExpiryJob } from './features/appointments/quote-expiry';
import { createLogger } from './logger';
import { createJobQueue } from './platform/jobs/job-queue';
import { callAs, signedIn } from './test/accounts';
import { insertAppointment } from './test/appointments';
import { washerWithProfile } from './test/bookings';
import { createTestApp, testOrigin, type TestApp } from './test/test-app';

const token = 'scraper-token-0123456789';

function scrape(t: TestApp, authorization?: string): Promise<Response> {
  const headers = new Headers(authorization === undefined ? {} : { authorization });
  return Promise.resolve(t.app.request(`${testOrigin}/metrics`, { headers }));
}

/** The value of one sample line of the exposition, or undefined when it is absent. */
function sample(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function exposition(t: TestApp): Promise<string> {
  const answer = await scrape(t, `Bearer ${token}`);
  expect(answer.status).toBe(200);
  return answer.text();
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('refuses a scraper without the token, with a wrong one, and a signed-in user', async () => {
    const owner = await signedIn(t, 'owner');
    const refused = [
      await scrape(t),
      await scrape(t, `Bearer ${token}x`),
      await scrape(t, token),
      await callAs(t, owner, 'GET', '/metrics'),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await answer.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests by route pattern and status, never by the id in the path', async () => {
    const before = await exposition(t);
    const healthSeries = 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    await callAs(t, null, 'GET', '/api/health');
    await callAs(t, null, 'GET', '/api/health');
    const missingId = randomUUID();
    expect((await callAs(t, null, 'GET', `/api/washers/${missingId}`)).status).toBe(404);

    const after = await exposition(t);
    expect((sample(after, healthSeries) ?? 0) - (sample(before, healthSeries) ?? 0)).toBe(2);
    expect(
      sample(after, 'http_request_duration_seconds_count{method="GET",route="/api/washers/:id",status="404"}'),
    ).toBe(1);
    expect(after).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}',
    );
    expect(after).not.toContain(missingId);
    expect(after).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });

  it('times database statements, counts mail by outcome and open event streams', async () => {
    const before = await exposition(t);
    const owner = await signedIn(t, 'owner');
    t.mail.sendLater({ to: 'someone@example.com', subject: 'Metrics', text: 'Counted.', html: '<p>Counted.</p>' });
    await t.mail.settled();
    const unsubscribe = await t.messagesHub.subscribe(owner.id, { send: () => undefined, close: () => undefined });

    const after = await exposition(t);
    unsubscribe();
    const grew = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(grew('database_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(grew('mails_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'mails_total{outcome="failed"}')).toBe(0);
    expect(sample(after, 'event_streams_open')).toBe(1);
    expect(sample(await exposition(t), 'event_streams_open')).toBe(0);
  });

  it('counts background sweeps by sweep and outcome, and shows the process', async () => {
    const series = 'background_sweeps_total{sweep="quote-expiry",outcome="done"}';
    const before = sample(await exposition(t), series) ?? 0;
    // The sweep as the server runs it: a job of the queue, run once as the queue starts.
    const queue = createJobQueue(t.database, createLogger('silent'), { pollingIntervalSeconds: 0.5 });
    try {
      await queue.start([quoteExpiryJob(t.database.db, createLogger('silent'))]);
      await expect.poll(async () => sample(await exposition(t), series), { timeout: 10_000 }).toBe(before + 1);
    } finally {
      await queue.stop();
    }
    const process = await exposition(t);
    expect(sample(process, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(process).toContain('nodejs_heap_size_used_bytes');
  });
});

it("shows the marketplace's figures, read once a minute however often it is scraped", async () => {
  const t = await createTestApp({ METRICS_TOKEN: token });
  try {
    const washer = await washerWithProfile(t);
    const owner = await signedIn(t, 'owner');
    const today = new Date().toISOString().slice(0, 10);
    await insertAppointment(t.database.db, washer, owner, { priceCents: 4200, serviceDate: today });
    const first = await exposition(t);
    expect(sample(first, 'marketplace_bookings_last_7_days')).toBe(1);
    expect(sample(first, 'marketplace_gross_booking_value_cents{week="current"}')).toBe(4200);
    expect(sample(first, 'marketplace_gross_booking_value_cents{week="previous"}')).toBe(0);
    expect(sample(first, 'marketplace_repeat_owner_share_ratio{week="current"}')).toBe(0);
    expect(sample(first, 'marketplace_cancellation_rate_ratio{week="current"}')).toBe(0);
    expect(sample(first, 'marketplace_washers_verified{week="current"}')).toBe(0);
    // No request this week: a fill rate of nothing is left out, not shown as 0.
    expect(first).toMatch(/^# TYPE marketplace_fill_rate_ratio gauge$/m);
    expect(sample(first, 'marketplace_fill_rate_ratio{week="current"}')).toBeUndefined();

    // A second booking within the minute: the scrape answers from the figures already read.
    await insertAppointment(t.database.db, washer, owner, { priceCents: 100, serviceDate: today });
    expect(sample(await exposition(t), 'marketplace_bookings_last_7_days')).toBe(1);
  } finally {
    await t.close();
  }
});

it('has no /metrics without METRICS_TOKEN, not even the web app’s page', async () => {
  const t = await createTestApp();
  try {
    expect((await scrape(t, `Bearer ${token}`)).status).toBe(404);
  } finally {
    await t.close();
  }
});
