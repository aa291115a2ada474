import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { loggerOptions } from '../logger';

/** A logger whose JSON lines tests can read back, to check what is (and is not) logged. */
export function captureLogs(): { logger: Logger; lines(): Record<string, unknown>[]; raw(): string } {
  let output = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  return {
    logger: pino({ ...loggerOptions, level: 'info' }, sink),
    raw: () => output,
    lines: () =>
      output
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
