import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MarketplaceFigures } from '@sudsy/domain/marketplace-figures';
import { registerMarketplaceGauges } from './marketplace-gauges';
import {
  mailOutcomes,
  queriesTimed,
  sweepRuns,
  type MailOutcome,
  type QueryTimed,
  type SweepRun,
} from './operational-events';

/** In seconds: from a cached read (a millisecond) to a slow upload or export (ten seconds). */
const requestBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const queryBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

export type Metrics = {
  /** Prometheus's text format, and its content type. */
  exposition(): Promise<{ body: string; contentType: string }>;
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** Stops listening to the server's operational events (tests; the server keeps its one). */
  close(): void;
};

/**
 * One registry per server: request latency by route pattern and status, statement latency, open
 * event streams (`openStreams` reads them when scraped), mail and background sweeps by outcome,
 * the marketplace's figures (`marketplaceFigures`, read when scraped; give a cached reader), and
 * Node's process metrics.
 */
export function createMetrics({
  openStreams,
  marketplaceFigures,
}: {
  openStreams: () => number;
  marketplaceFigures?: () => Promise<MarketplaceFigures>;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (marketplaceFigures) registerMarketplaceGauges(registry, marketplaceFigures);
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and status; _count counts requests',
    labelNames: ['method', 'route', 'status'],
    buckets: requestBuckets,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'database_query_duration_seconds',
    help: 'Time a database statement took, from sending it to its answer',
    buckets: queryBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'event_streams_open',
    help: 'Live message and notification streams open on this instance',
    registers: [registry],
    collect() {
      this.set(openStreams());
    },
  });
  const mails = new Counter({
    name: 'mails_total',
    help: 'Mails handed to the mail server (sent) or refused or lost on the way (failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const sweeps = new Counter({
    name: 'background_sweeps_total',
    help: 'Passes of the background sweeps, by sweep and whether they finished',
    labelNames: ['sweep', 'outcome'],
    registers: [registry],
  });
  // Both outcomes are shown from the start, so a rate over them is defined before the first failure.
  for (const outcome of ['sent', 'failed'] as const) mails.inc({ outcome }, 0);

  const onQuery = (message: unknown) => queries.observe((message as QueryTimed).seconds);
  const onMail = (message: unknown) => mails.inc({ outcome: (message as MailOutcome).outcome });
  const onSweep = (message: unknown) => {
    const { sweep, outcome } = message as SweepRun;
    sweeps.inc({ sweep, outcome });
  };
  subscribe(queriesTimed.name, onQuery);
  subscribe(mailOutcomes.name, onMail);
  subscribe(sweepRuns.name, onSweep);

  return {
    async exposition() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
    observeRequest({ method, route, status, seconds }) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    close() {
      unsubscribe(queriesTimed.name, onQuery);
      unsubscribe(mailOutcomes.name, onMail);
      unsubscribe(sweepRuns.name, onSweep);
    },
  };
}
