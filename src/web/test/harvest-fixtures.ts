// Expected harvests and pre-orders as the sync pull delivers them (open harvests to every signed-in device, the farm's
// own to it; pre-orders to their buyer and farm), for tests that fill Dexie.
import type { Harvest, Preorder } from '@contract/harvests.ts';
import { TEST_FARM, TEST_VEGETABLES } from './catalogue-fixtures.ts';

export const HARVEST_ID = '4a000000-0000-4000-8000-000000000001';
export const TOMATOES = 'aaaaaaaa-0000-4000-8000-000000000007';

/** 200 kg of top-grade tomatoes from Maple Ridge Farm (ON), July 6-24 2026, $3.50/kg, 10% deposit, 50 kg pre-ordered. */
export function testHarvest(over: Partial<Harvest> = {}): Harvest {
  return {
    id: HARVEST_ID,
    seller_id: TEST_FARM,
    farm_name: 'Maple Ridge Farm',
    province: 'ON',
    product_id: TOMATOES,
    product_name: 'Heirloom tomatoes',
    product_name_fr: 'Tomates ancestrales',
    category_id: TEST_VEGETABLES,
    image: null,
    unit: 'kg',
    grade: 'top',
    status: 'open',
    expected_quantity: 200,
    preordered_quantity: 50,
    preorder_count: 2,
    window_from: '2026-07-06',
    window_until: '2026-07-24',
    price_minor: 350,
    currency: 'CAD',
    deposit_percent: 10,
    note: 'Field 3, picked ripe',
    note_fr: null,
    harvested_quantity: null,
    harvested_at: null,
    cancelled_at: null,
    created_at: '2026-02-20T15:00:00.000Z',
    updated_at: '2026-02-20T15:00:00.000Z',
    version: 1,
    ...over,
  };
}

export function testPreorder(buyerId: string, over: Partial<Preorder> = {}): Preorder {
  return {
    id: 'b1000000-0000-4000-8000-000000000001',
    harvest_id: HARVEST_ID,
    buyer_id: buyerId,
    buyer_name: 'Bea Buyer',
    buyer_business: 'Bistro Bruno',
    seller_id: TEST_FARM,
    farm_name: 'Maple Ridge Farm',
    product_id: TOMATOES,
    product_name: 'Heirloom tomatoes',
    product_name_fr: 'Tomates ancestrales',
    unit: 'kg',
    grade: 'top',
    quantity: 30,
    unit_price_minor: 350,
    currency: 'CAD',
    deposit_percent: 10,
    deposit_minor: 1050,
    status: 'pending',
    offered_quantity: null,
    cancel_reason: null,
    order_id: null,
    fulfilment: 'delivery',
    address_id: 'add00000-0000-4000-8000-000000000001',
    branch_id: null,
    payment_method: 'pay_on_delivery',
    note: null,
    window_from: '2026-07-06',
    window_until: '2026-07-24',
    created_at: '2026-02-21T15:00:00.000Z',
    updated_at: '2026-02-21T15:00:00.000Z',
    version: 1,
    ...over,
  };
}
