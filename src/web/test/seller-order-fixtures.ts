// Orders as the sync pull delivers them to a seller's device, for the seller-order and seller-dashboard tests.
import type { Order, OrderLine } from '@contract/orders.ts';
import { TEST_FARM } from '@/test/catalogue-fixtures.ts';

export const BRANCH_A = '44444444-0000-4000-8000-00000000000a';
export const BRANCH_B = '44444444-0000-4000-8000-00000000000b';

let n = 0;
export function testLine(name: string, over: Partial<OrderLine> = {}): OrderLine {
  n += 1;
  const quantity = over.quantity ?? 2;
  const unit = over.unit_price_minor ?? 500;
  return {
    id: `cccccccc-0000-4000-8000-${String(n).padStart(12, '0')}`,
    product_id: `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`,
    product_name: name,
    product_name_fr: null,
    grade: 'top',
    unit: 'kg',
    quantity,
    list_price_minor: unit,
    unit_price_minor: unit,
    line_total_minor: quantity * unit,
    my_rating: null,
    my_comment: null,
    ...over,
  };
}

export function testOrder(invoice: number, over: Partial<Order> = {}): Order {
  const lines = over.lines ?? [testLine('Carrots')];
  const goods = lines.reduce((s, l) => s + l.line_total_minor, 0);
  const fee = over.delivery_fee_minor ?? 0;
  const created = over.created_at ?? new Date(Date.UTC(2026, 2, 1, 12) + invoice * 3600_000).toISOString();
  return {
    id: `dddddddd-0000-4000-8000-${String(invoice).padStart(12, '0')}`,
    buyer_id: '99999999-0000-4000-8000-000000000001',
    buyer_name: 'Bea Buyer',
    buyer_business: null,
    seller_id: TEST_FARM,
    farm_name: 'Green Acres',
    status: 'placed',
    fulfilment: 'delivery',
    address: { address_id: null, full_name: 'Bea Buyer', phone: '+14165550111', line: '12 King St', city: 'Toronto', province: 'ON', postal_code: 'M5H 1A1' },
    branch: null,
    branch_id: BRANCH_A,
    date: '2026-03-20',
    payment_method: 'pay_on_delivery',
    payment_due: null,
    note: null,
    currency: 'CAD',
    lines,
    subtotal_minor: goods,
    discount_minor: 0,
    delivery_fee_minor: fee,
    tax_minor: 0,
    taxes: [{ name: 'HST', rate_percent: 13, amount_minor: 0, zero_rated: true }],
    total_minor: goods + fee,
    invoice_number: invoice,
    events: [{ id: `eeeeeeee-0000-4000-8000-${String(invoice).padStart(12, '0')}`, status: 'placed', at: created, by: 'buyer', by_name: 'Bea Buyer', reason: null }],
    problems: [],
    delivered_at: null,
    quote_id: null,
    preorder: false,
    standing_order_id: null,
    preorder_id: null,
    created_at: created,
    updated_at: created,
    version: 1,
    ...over,
  };
}
