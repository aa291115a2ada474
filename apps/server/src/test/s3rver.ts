import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

type StoredObject = { bucket: string; key: string };
type FilesystemStore = {
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  getResourcePath(bucket: string, key: string, kind: 'object'): string;
};

/**
 * An S3-compatible server on a free port of 127.0.0.1 with `buckets`, in a folder of its own.
 * s3rver answers a PUT once it has started writing the object's file, not once it has written it,
 * so a GET right after could read a short file on a busy machine: here a PUT answers once the
 * file holds every byte.
 */
export async function startS3rver(buckets: string[]): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'sudsy-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const store = (server as unknown as { store: FilesystemStore }).store;
  const putObject = store.putObject.bind(store);
  store.putObject = async (object) => {
    const stored = await putObject(object);
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    while ((await stat(file)).size < stored.size) await new Promise((resolve) => setImmediate(resolve));
    return stored;
  };
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
