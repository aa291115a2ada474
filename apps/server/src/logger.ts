import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config';

/** Fields of a database error that hold the values a statement was given: names, emails, addresses. */
const valueFields = new Set(['params', 'parameters', 'detail']);
// Drizzle repeats the parameters at the end of its message (and so of the stack).
const parametersTail = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

function withoutValues(serialized: unknown): unknown {
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  return Object.fromEntries(
    Object.entries(serialized)
      .filter(([key]) => !valueFields.has(key))
      .map(([key, value]) => {
        if (key === 'cause') return [key, withoutValues(value)];
        if ((key === 'message' || key === 'stack') && typeof value === 'string')
          return [key, value.replace(parametersTail, '\nparams: [redacted]')];
        return [key, value];
      }),
  );
}

/** What a database error's cause says about where it failed, without the values involved. */
const causeFields = ['code', 'constraint', 'table', 'column', 'routine'] as const;

function causeOf(error: Error): Record<string, unknown> | undefined {
  const cause: unknown = error.cause;
  if (typeof cause !== 'object' || cause === null) return undefined;
  const record = cause as Record<string, unknown>;
  return Object.fromEntries(causeFields.filter((field) => record[field] !== undefined).map((f) => [f, record[f]]));
}

/** An error as a log line carries it: its kind, message, stack and codes, never the values of a failed query. */
export function serializeError(error: Error): unknown {
  const cause = causeOf(error);
  return withoutValues({ ...pino.stdSerializers.err(error), ...(cause ? { cause } : {}) });
}

/** The options of every logger the server makes, tests' included. */
export const loggerOptions = { serializers: { err: serializeError } } satisfies LoggerOptions;

export function createLogger(level: Config['logLevel']): Logger {
  return pino({ ...loggerOptions, level });
}
