// The local-disk upload storage: files under the uploads directory by key, addresses under /uploads/, and keys
// that would leave the directory refused.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { isStorageKey, localDiskStorage } from './storage.ts';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});
const fresh = () => {
  root = mkdtempSync(join(tmpdir(), 'fm-storage-'));
  return localDiskStorage(join(root, 'uploads'));
};

describe('localDiskStorage', () => {
  it('puts, gets, streams and deletes files by key, and gives their /uploads/ address', async () => {
    const storage = fresh();
    await storage.put('products/p1/a-thumb.webp', Buffer.from('thumb'), 'image/webp');
    await storage.put('products/p1/a-full.webp', Buffer.from('full'), 'image/webp');
    expect(readFileSync(join(root, 'uploads/products/p1/a-thumb.webp'), 'utf8')).toBe('thumb');
    expect((await storage.get('products/p1/a-full.webp'))?.toString()).toBe('full');
    expect(await text((await storage.stream('products/p1/a-full.webp'))!)).toBe('full');
    expect(storage.url('products/p1/a-thumb.webp')).toBe('/uploads/products/p1/a-thumb.webp');

    await storage.delete('products/p1/a-thumb.webp');
    await storage.delete('products/p1/a-thumb.webp');
    expect(await storage.get('products/p1/a-thumb.webp')).toBeNull();
    expect(await storage.stream('products/p1/a-thumb.webp')).toBeNull();
    await storage.deletePrefix('products/p1');
    expect(existsSync(join(root, 'uploads/products/p1'))).toBe(false);
  });

  it('refuses keys that would leave the uploads directory', async () => {
    const storage = fresh();
    for (const key of ['../secret', 'products/../../x', '/etc/passwd', 'a//b', 'a\\b', '', './a']) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow();
      expect(() => storage.url(key), key).toThrow();
    }
    await expect(storage.deletePrefix('..')).rejects.toThrow();
    expect(existsSync(join(root, 'secret'))).toBe(false);
  });
});
