import { channel } from 'node:diagnostics_channel';

// What the server does outside a request's own answer (statements, mail, background sweeps),
// published on Node's diagnostics channels so that the code doing it needs no metrics object and
// costs nothing while nobody listens (METRICS_TOKEN unset).

/** A statement's duration, with its text and parameters for a listener that reads them (a test of query plans). */
export type QueryTimed = { seconds: number; text: string; values: readonly unknown[] };
export type MailOutcome = { outcome: 'sent' | 'failed' };
export type SweepRun = { sweep: string; outcome: 'done' | 'failed' };

export const queriesTimed = channel('sudsy.database.query');
export const mailOutcomes = channel('sudsy.mail');
export const sweepRuns = channel('sudsy.sweep');

export function publishMail(outcome: MailOutcome['outcome']): void {
  if (mailOutcomes.hasSubscribers) mailOutcomes.publish({ outcome } satisfies MailOutcome);
}

/** Runs one pass of a background sweep and publishes whether it finished or threw (it rethrows). */
export async function sweepPass<T>(sweep: string, pass: () => Promise<T>): Promise<T> {
  try {
    const result = await pass();
    if (sweepRuns.hasSubscribers) sweepRuns.publish({ sweep, outcome: 'done' } satisfies SweepRun);
    return result;
  } catch (error) {
    if (sweepRuns.hasSubscribers) sweepRuns.publish({ sweep, outcome: 'failed' } satisfies SweepRun);
    throw error;
  }
}

/**
 * A database client whose statements publish their duration: `query` and `exec` are timed, and
 * so are those of the clients it hands out (PGlite's transaction, a pool's connection).
 */
export function timedClient<T extends object>(client: T): T {
  // Keyed by the method itself, so a method replaced on the client (a test's spy) is wrapped anew.
  const wrapped = new WeakMap<object, unknown>();
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!wrapped.has(value)) wrapped.set(value, wrap(target, property, value as (...args: unknown[]) => unknown));
      return wrapped.get(value);
    },
  });
}

/** node-postgres takes `(text, values)` or `({ text, values })`; PGlite `(text, values, options)`, `exec(script)`. */
function statementOf(args: readonly unknown[]): { text: string; values: readonly unknown[] } {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  const config = (first ?? {}) as { text?: unknown; values?: unknown };
  return {
    text: typeof config.text === 'string' ? config.text : '',
    values: Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [],
  };
}

function wrap(target: object, property: PropertyKey, method: (...args: unknown[]) => unknown) {
  if (property === 'query' || property === 'exec')
    return (...args: unknown[]) => {
      if (!queriesTimed.hasSubscribers) return method.apply(target, args);
      const started = performance.now();
      const publish = () =>
        queriesTimed.publish({
          seconds: (performance.now() - started) / 1000,
          ...statementOf(args),
        } satisfies QueryTimed);
      const answer = method.apply(target, args);
      if (answer instanceof Promise) return answer.finally(publish);
      publish();
      return answer;
    };
  // PGlite runs a transaction's statements on the client it passes to the callback.
  if (property === 'transaction')
    return (callback: (client: object) => unknown, ...rest: unknown[]) =>
      method.call(target, (client: object) => callback(timedClient(client)), ...rest);
  // A pool's checked-out connection: node-postgres runs a transaction on it.
  if (property === 'connect')
    return async (...args: unknown[]) => {
      const connection = await method.apply(target, args);
      return typeof connection === 'object' && connection !== null ? timedClient(connection) : connection;
    };
  // Methods that read private fields need the real client as `this`.
  return method.bind(target);
}
