// Standing orders as the sync pull delivers them (to their buyer and to their farm), for tests that fill Dexie.
import type { StandingLine, StandingOrder } from '@contract/standing-orders.ts';
import { TEST_FARM } from './catalogue-fixtures.ts';

export const STANDING_ID = '5a000000-0000-4000-8000-000000000001';
export const CARROTS = 'aaaaaaaa-0000-4000-8000-000000000001';
export const KALE = 'aaaaaaaa-0000-4000-8000-000000000003';
export const ADDRESS_ID = 'add00000-0000-4000-8000-000000000001';

export function standingLine(over: Partial<StandingLine> = {}): StandingLine {
  return {
    product_id: CARROTS,
    grade: 'top',
    quantity: 10,
    unit_price_minor: 500,
    product_name: 'Carrots',
    product_name_fr: 'Carottes',
    unit: 'kg',
    ...over,
  };
}

/** Weekly on Thursdays from 2026-03-05, delivered to a saved address, paid on delivery. */
export function testStandingOrder(buyerId: string, over: Partial<StandingOrder> = {}): StandingOrder {
  return {
    id: STANDING_ID,
    buyer_id: buyerId,
    buyer_name: 'Ada Farmer',
    buyer_business: 'Chez Ada',
    seller_id: TEST_FARM,
    farm_name: 'Maple Ridge Farm',
    status: 'active',
    cadence: 'weekly',
    weekdays: [],
    start_date: '2026-03-05',
    end_date: null,
    paused_until: null,
    skip_dates: [],
    fulfilment: 'delivery',
    address_id: ADDRESS_ID,
    branch_id: null,
    place: 'Toronto, ON',
    payment_method: 'pay_on_delivery',
    note: null,
    currency: 'CAD',
    lines: [standingLine()],
    occurrences: [],
    created_at: '2026-02-20T15:00:00.000Z',
    updated_at: '2026-02-20T15:00:00.000Z',
    version: 1,
    ...over,
  };
}
