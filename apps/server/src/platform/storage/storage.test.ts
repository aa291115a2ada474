import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import { isStorageKey, type Storage } from './storage';
import { startS3rver } from '../../test/s3rver';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = async (storage: Storage, key: string) => {
  const file = await storage.get(key);
  if (!file) return null;
  return { text: await new Response(file.body).text(), contentType: file.contentType, size: file.size };
};

const unsafeKeys = [
  '',
  '../escape.txt',
  'a/../../escape.txt',
  '/etc/passwd',
  '.hidden',
  'a//b',
  'a/./b',
  'a\\..\\b',
  'a b',
  'é.jpg',
  'a/',
];

/** The behaviour every driver must have; run against the local folder and a real S3-compatible server. */
function behavesAsStorage(name: string, open: () => Storage) {
  describe(`${name} storage`, () => {
    it('returns what was put, with its content type and size', async () => {
      const storage = open();
      await storage.put('gallery/user-1/item-1/before.jpg', bytes('jpeg bytes'), 'image/jpeg');
      expect(await read(storage, 'gallery/user-1/item-1/before.jpg')).toEqual({
        text: 'jpeg bytes',
        contentType: 'image/jpeg',
        size: 10,
      });
    });

    it('keeps binary content intact', async () => {
      const storage = open();
      const data = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256);
      await storage.put('binary.bin', data, 'application/octet-stream');
      const file = await storage.get('binary.bin');
      expect(new Uint8Array(await new Response(file?.body).arrayBuffer())).toEqual(data);
    });

    it('answers null for a key never stored', async () => {
      expect(await open().get('gallery/nobody/nothing.jpg')).toBeNull();
    });

    it('replaces a file put again under the same key', async () => {
      const storage = open();
      await storage.put('replaced.webp', bytes('first'), 'image/jpeg');
      await storage.put('replaced.webp', bytes('second'), 'image/webp');
      expect(await read(storage, 'replaced.webp')).toEqual({ text: 'second', contentType: 'image/webp', size: 6 });
    });

    it('deletes, and deleting twice or a missing key is fine', async () => {
      const storage = open();
      await storage.put('gone/soon.jpg', bytes('x'), 'image/jpeg');
      await storage.delete('gone/soon.jpg');
      expect(await storage.get('gone/soon.jpg')).toBeNull();
      await storage.delete('gone/soon.jpg');
      await storage.delete('never/was.jpg');
    });

    it('refuses keys that are not plain paths', async () => {
      const storage = open();
      for (const key of unsafeKeys) {
        await expect(storage.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/not a storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/not a storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/not a storage key/);
      }
    });
  });
}

describe('isStorageKey', () => {
  it('accepts slash-separated names of letters, digits, dot, dash and underscore', () => {
    for (const key of ['a', 'gallery/u1/3f2a-before.jpg', 'A_b-c.d/e', 'x'.repeat(128)])
      expect(isStorageKey(key), key).toBe(true);
  });

  it('refuses traversal, absolute paths, hidden names, empty segments and long keys', () => {
    for (const key of [...unsafeKeys, 'x'.repeat(129), `${'abc/'.repeat(130)}d`])
      expect(isStorageKey(key), key).toBe(false);
  });
});

let localRoot: string;
beforeAll(() => {
  localRoot = mkdtempSync(join(tmpdir(), 'sudsy-storage-'));
});
afterAll(() => rmSync(localRoot, { recursive: true, force: true }));

behavesAsStorage('local', () => localStorage(join(localRoot, 'uploads')));

describe('local storage', () => {
  it('keeps files inside its folder', async () => {
    const root = join(localRoot, 'contained');
    await localStorage(root).put('a/b.txt', bytes('inside'), 'text/plain');
    expect(
      readdirSync(root, { recursive: true })
        .map(String)
        .filter((path) => !path.startsWith('.')),
    ).toEqual(expect.arrayContaining(['a', join('a', 'b.txt')]));
    expect(readdirSync(localRoot)).toEqual(expect.arrayContaining(['contained']));
  });
});

// A real S3-compatible server on loopback: checks the request signing, path-style URLs and answers.
const bucket = 'sudsy-test';
let s3rver: Awaited<ReturnType<typeof startS3rver>>;
let endpoint: string;
beforeAll(async () => {
  s3rver = await startS3rver([bucket]);
  endpoint = s3rver.endpoint;
});
afterAll(() => s3rver.close());

// s3rver knows one access key (S3RVER) and checks that a SigV4 header names it; it does not recompute
// V4 signatures, so signing itself is only checked against real stores.
behavesAsStorage('S3', () =>
  s3Storage({ driver: 's3', endpoint, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }),
);

describe('S3 storage', () => {
  it('reports a refused request instead of pretending to store', async () => {
    const wrongKey = s3Storage({ driver: 's3', endpoint, bucket, accessKeyId: 'unknown', secretAccessKey: 'S3RVER' });
    await expect(wrongKey.put('x.txt', bytes('x'), 'text/plain')).rejects.toThrow(/S3 PUT x.txt failed: 403/);
    const noBucket = s3Storage({
      driver: 's3',
      endpoint,
      bucket: 'missing-bucket',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(noBucket.put('x.txt', bytes('x'), 'text/plain')).rejects.toThrow(/failed: 404/);
  });
});
