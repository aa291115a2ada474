// Drives one target of `npm run bench:load` with autocannon and measures every response itself,
// so p95 is exact (autocannon's own summary has no p95). Traffic goes to 127.0.0.1 only.
import autocannon from 'autocannon';

/** One kind of request; `next` chooses who sends it and with what, once per request. */
export type Target = {
  name: string;
  kind: 'reference' | 'health' | 'read' | 'write';
  method: 'GET' | 'POST' | 'PUT';
  next(): { path: string; cookie?: string; body?: unknown; onAnswer?: (status: number, body: string) => void };
  /**
   * Writes that use up what they act on (a quote, an acceptance) send exactly this many, then stop;
   * `runsLeft` counts this run, so each run can take its share of what is waiting.
   */
  amount?: (connections: number, runsLeft: number) => number;
};

export type Measured = {
  target: string;
  kind: Target['kind'];
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

export async function drive(
  origin: string,
  target: Target,
  { connections, seconds, runsLeft }: { connections: number; seconds: number; runsLeft: number },
): Promise<Measured> {
  const url = new URL(origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`the load goes to 127.0.0.1 only, not ${url.hostname}`);
  const latencies: number[] = [];
  let errors = 0;
  const amount = target.amount?.(connections, runsLeft);
  // autocannon refuses more connections than requests; a short run is reported with what it had.
  const used = amount === undefined ? connections : Math.max(1, Math.min(connections, amount));
  type Context = { onAnswer?: (status: number, body: string) => void };
  let finished: (result: autocannon.Result) => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: origin,
      connections: used,
      ...(amount === undefined ? { duration: seconds } : { amount }),
      requests: [
        {
          method: target.method,
          setupRequest: (request, context) => {
            const { path, cookie, body, onAnswer } = target.next();
            (context as Context).onAnswer = onAnswer;
            return {
              ...request,
              path,
              headers: {
                ...(cookie ? { cookie } : {}),
                // Writes come from the product's own pages, as the same-origin rule wants.
                ...(target.method === 'GET' ? {} : { origin }),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            };
          },
          onResponse: (status, body, context) => (context as Context).onAnswer?.(status, body),
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  const started = performance.now();
  instance.on('response', (_client, status, _bytes, milliseconds) => {
    latencies.push(milliseconds);
    if (status < 200 || status >= 300) errors += 1;
  });
  const result = await done;
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    target: target.name,
    kind: target.kind,
    connections: used,
    requests: latencies.length,
    perSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: errors + result.errors + result.timeouts,
  };
}
