// Products as the sync pull delivers them, for tests that fill Dexie. Override what a test looks at.
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';

export const TEST_FARM = '22222222-2222-4222-8222-222222222222';
export const TEST_VEGETABLES = '33333333-3333-4333-8333-333333333333';

/** A farm as the pull delivers it (public face and checkout terms). */
export function testSeller(id: string, farmName: string, over: Partial<SellerPublic> = {}): SellerPublic {
  return { id, farm_name: farmName, description: null, province: 'ON', certifications: [], min_order_minor: 0, delivery_fee_minor: 0, delivery_days: [2, 4, 6], lead_days: 1, version: 1, ...over };
}

export function testProduct(id: string, name: string, over: Partial<Product> = {}): Product {
  const grades = over.grades ?? [
    { grade: 'top', price_minor: 500, stock: 40 },
    { grade: 'mid', price_minor: 400, stock: 20 },
    { grade: 'lower', price_minor: 300, stock: 10 },
  ];
  const discount = over.discount_percent ?? 0;
  return {
    id,
    seller_id: TEST_FARM,
    branch_id: null,
    branch_name: null,
    category_id: TEST_VEGETABLES,
    name,
    name_fr: null,
    description: null,
    tags: [],
    unit: 'kg',
    weight: null,
    organic: false,
    status: 'Published',
    currency: 'CAD',
    discount_percent: 0,
    min_order_qty: 1,
    harvest_date: null,
    available_from: null,
    available_until: null,
    grades,
    images: [],
    province: 'ON',
    price_from_minor: Math.min(...grades.map((g) => Math.round((g.price_minor * (100 - discount)) / 100))),
    total_stock: grades.reduce((n, g) => n + g.stock, 0),
    rating_avg: null,
    rating_count: 0,
    visible: true,
    low_stock_threshold: null,
    revision: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/**
 * Each test starts with an empty Dexie and a fetch that fails like a device offline; a test that wants the server
 * sets `fetchMock.mockImplementation(...)`. Call at the top of a test file.
 */
export function emptyOfflineDeviceEachTest(): { fetchMock: Mock<typeof fetch> } {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('offline in tests'));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return { fetchMock };
}
