import type { StorageConfig } from '../../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: StorageConfig): Storage {
  return config.driver === 'local' ? localStorage(config.dir) : s3Storage(config);
}
