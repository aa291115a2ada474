import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../../config';
import { assertStorageKey, type Storage } from './storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

const defaultEndpoint = 'https://s3.amazonaws.com';

/**
 * Any S3-compatible store, addressed path-style (`endpoint/bucket/key`), which MinIO, R2, s3rver
 * and AWS all accept. The region is read from an AWS host name, else us-east-1.
 */
export function s3Storage(config: S3Config): Storage {
  // A few retries ride out a store's brief 5xx; aws4fetch's default of 10 would stall a request for long.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    retries: 2,
  });
  const bucketUrl = `${(config.endpoint ?? defaultEndpoint).replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${bucketUrl}/${key}`;
  };
  const failure = async (operation: string, key: string, response: Response) =>
    new Error(`S3 ${operation} ${key} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);

  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        // A copy on its own ArrayBuffer: a request body may not be a view of a shared one.
        body: bytes.slice(),
        headers: { 'Content-Type': contentType },
      });
      if (!response.ok) throw await failure('PUT', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure('GET', key, response);
      const length = response.headers.get('content-length');
      return {
        body: response.body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: length === null ? null : Number(length),
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
