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

/**
 * The most of any one text a log line carries: a path, a URL or a message can hold what an
 * anonymous client sent (100,000 characters a line, once), and a log is no place to keep it.
 */
export const maxLoggedText = 200;

export function cutText(text: string): string {
  return text.length <= maxLoggedText
    ? text
    : `${text.slice(0, maxLoggedText)}… (${text.length - maxLoggedText} more characters)`;
}

function cutTexts(value: unknown): unknown {
  if (typeof value === 'string') return cutText(value);
  if (Array.isArray(value)) return value.map(cutTexts);
  if (typeof value !== 'object' || value === null || value instanceof Error) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cutTexts(inner)]));
}

/** An error's message cut, in its stack's first line too; the frames below are the code's own. */
function withCutMessage(serialized: Record<string, unknown>): Record<string, unknown> {
  const { message, stack } = serialized;
  if (typeof message !== 'string' || message.length <= maxLoggedText) return serialized;
  return {
    ...serialized,
    message: cutText(message),
    ...(typeof stack === 'string' ? { stack: stack.replace(message, cutText(message)) } : {}),
  };
}

/** An error as a log line carries it: its kind, message, stack and codes, never the values of a failed query. */
export function serializeError(error: Error): unknown {
  const cause = causeOf(error);
  return withoutValues(withCutMessage({ ...pino.stdSerializers.err(error), ...(cause ? { cause } : {}) }));
}

/** The options of every logger the server makes, tests' included: every text of a line cut to maxLoggedText. */
export const loggerOptions = {
  serializers: { err: serializeError },
  // `err` has its serializer, which keeps the stack's frames whole.
  formatters: {
    log: ({ err, ...fields }) => ({ ...(cutTexts(fields) as object), ...(err === undefined ? {} : { err }) }),
  },
  hooks: {
    logMethod(args, method) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? cutText(arg) : arg)) as Parameters<typeof method>,
      );
    },
  },
} satisfies LoggerOptions;

export function createLogger(level: Config['logLevel']): Logger {
  return pino({ ...loggerOptions, level });
}
