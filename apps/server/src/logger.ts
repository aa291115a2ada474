import { pino, type Logger } from 'pino';
import type { Config } from './config';

export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level });
}
