export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the store says. */
  size: number | null;
};

/**
 * Where uploaded files live: a local folder on one machine, an S3-compatible bucket when several
 * server instances must see the same files. Keys are slash-separated paths (see isStorageKey).
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing key is not an error: a retried delete must succeed. */
  delete(key: string): Promise<void>;
}

const keySegment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const maxKeyLength = 512;

/**
 * A key both drivers can store and a URL can carry unescaped. Every segment starts with a letter
 * or digit, so '.', '..' and hidden names are impossible and a key never leaves the storage root.
 */
export function isStorageKey(key: string): boolean {
  return key.length <= maxKeyLength && key.split('/').every((segment) => keySegment.test(segment));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
