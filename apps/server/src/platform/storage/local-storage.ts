import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type Storage } from './storage';

// Content types sit beside the files in a folder no key can name (keys never start with a dot).
const typesFolder = '.content-types';

/** Files under `root` (DATA_DIR/uploads), one file per key. */
export function localStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (folder: string, key: string) => {
    assertStorageKey(key);
    const path = resolve(folder, key);
    // isStorageKey already rules out traversal; this keeps it true if the key rules ever loosen.
    if (!path.startsWith(base + sep)) throw new Error(`key escapes storage: ${key}`);
    return path;
  };
  const filePath = (key: string) => pathOf(base, key);
  const typePath = (key: string) => pathOf(join(base, typesFolder), key);

  /** Written aside and renamed, so a reader never sees half a file. */
  const writeAtomically = async (path: string, data: Uint8Array | string) => {
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
  };

  return {
    async put(key, bytes, contentType) {
      await writeAtomically(typePath(key), contentType);
      await writeAtomically(filePath(key), bytes);
    },
    async get(key) {
      const path = filePath(key);
      let size: number;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const contentType = await readFile(typePath(key), 'utf8').catch(() => 'application/octet-stream');
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
      return { body, contentType, size };
    },
    async delete(key) {
      await rm(filePath(key), { force: true });
      await rm(typePath(key), { force: true });
    },
  };
}
