import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture';
import { closeDataDir, keepWritesPrivate } from './private-data';
import { localStorage } from './storage/local-storage';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudsy-private-'));
  dirs.push(dir);
  return dir;
};
const modeOf = (path: string) => statSync(path).mode & 0o777;

const testsMask = process.umask();
afterEach(() => {
  process.umask(testsMask);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('keepWritesPrivate', () => {
  it('makes the folders and files the product writes its account’s alone (an upload here)', async () => {
    process.umask(0o022);
    keepWritesPrivate();
    const dir = tempDir();
    await localStorage(join(dir, 'uploads')).put(
      'gallery/user-1/item-1/before.jpg',
      new Uint8Array([1, 2]),
      'image/jpeg',
    );
    expect(modeOf(join(dir, 'uploads'))).toBe(0o700);
    expect(modeOf(join(dir, 'uploads/gallery/user-1/item-1'))).toBe(0o700);
    expect(modeOf(join(dir, 'uploads/gallery/user-1/item-1/before.jpg'))).toBe(0o600);
  });
});

describe('closeDataDir', () => {
  it('closes a DATA_DIR others may read or enter, and says so once', () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    const logs = captureLogs();
    closeDataDir(dir, logs.logger);
    closeDataDir(dir, logs.logger);
    expect(modeOf(dir)).toBe(0o700);
    expect(logs.lines().filter((line) => String(line.msg).startsWith('DATA_DIR was open'))).toMatchObject([
      { level: 40, dataDir: dir, was: '755', now: '700' },
    ]);
  });

  it('leaves a closed DATA_DIR as it is, and a missing one to whatever writes first', () => {
    const dir = tempDir();
    chmodSync(dir, 0o700);
    const logs = captureLogs();
    closeDataDir(dir, logs.logger);
    closeDataDir(join(dir, 'not-yet'), logs.logger);
    expect(modeOf(dir)).toBe(0o700);
    expect(logs.lines()).toEqual([]);
  });
});
