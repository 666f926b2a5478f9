// The card-picture budget's pieces: which requests are card pictures, when the page may warm the cache (an unmetered
// link the browser vouches for, never a guess), and which files warming asks for (the held catalogue's covers,
// same origin, newest first, within the budget).
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { CARD_IMAGE_MAX_ENTRIES, heldCardImageUrls, isCardImage, unmeteredConnection } from './card-images.ts';
import { testProduct } from '@/test/catalogue-fixtures.ts';

const ORIGIN = 'https://freshmarket.example';
const image = (id: string, folder = '/uploads/products') => ({ id, thumb: `${folder}/${id}-thumb.webp`, card: `${folder}/${id}-card.webp`, full: `${folder}/${id}-full.webp` });
const id = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(async () => {
  await db.products.clear();
});

describe('card pictures', () => {
  it('are the card and thumbnail files of this origin, not full-size photos, other origins or the API', () => {
    expect(isCardImage(new URL('/uploads/products/a-card.webp', ORIGIN), ORIGIN)).toBe(true);
    expect(isCardImage(new URL('/uploads/products/a-thumb.webp', ORIGIN), ORIGIN)).toBe(true);
    expect(isCardImage(new URL('/uploads/products/a-full.webp', ORIGIN), ORIGIN)).toBe(false);
    expect(isCardImage(new URL('https://cdn.example/uploads/products/a-card.webp'), ORIGIN)).toBe(false);
    expect(isCardImage(new URL('/api/uploads/a-card.webp', ORIGIN), ORIGIN)).toBe(false);
  });

  it('are warmed only on Wi-Fi or Ethernet as the browser says, never when it says nothing or asks to save data', () => {
    const nav = (connection?: { type?: string; saveData?: boolean }) => ({ connection }) as unknown as Navigator;
    expect(unmeteredConnection(nav({ type: 'wifi' }))).toBe(true);
    expect(unmeteredConnection(nav({ type: 'ethernet' }))).toBe(true);
    expect(unmeteredConnection(nav({ type: 'cellular' }))).toBe(false);
    expect(unmeteredConnection(nav({ type: 'wifi', saveData: true }))).toBe(false);
    expect(unmeteredConnection(nav({}))).toBe(false);
    expect(unmeteredConnection(nav(undefined))).toBe(false);
  });

  it("warming asks for the held products' cover cards, newest first, this origin only, within the budget", async () => {
    await db.products.bulkPut([
      testProduct(id(1), 'Old kale', { created_at: '2026-01-01T00:00:00.000Z', images: [image('k1'), image('k2')] }),
      testProduct(id(2), 'New carrots', { created_at: '2026-03-01T00:00:00.000Z', images: [image('c1')] }),
      testProduct(id(3), 'No photo', { created_at: '2026-02-01T00:00:00.000Z', images: [] }),
      testProduct(id(4), 'On a CDN', { created_at: '2026-02-15T00:00:00.000Z', images: [{ ...image('x'), card: 'https://cdn.example/x-card.webp' }] }),
    ]);
    expect(await heldCardImageUrls(db, ORIGIN)).toEqual([`${ORIGIN}/uploads/products/c1-card.webp`, `${ORIGIN}/uploads/products/k1-card.webp`]);
    expect(await heldCardImageUrls(db, ORIGIN, 1)).toEqual([`${ORIGIN}/uploads/products/c1-card.webp`]);
    expect(CARD_IMAGE_MAX_ENTRIES * 6.1).toBeLessThan(8 * 1024); // the README's budget: about 7.3 MB at the 6.1 KB median
  });
});
