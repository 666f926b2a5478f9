// The farm's side of standing orders: the coming week's volume per product and grade (skips, pauses, cancelled and
// ended standing orders left out), its incoming standing orders on /profiledashboard/subscription read-only, the
// 'Standing order' badge on orders placed for one, and the six notification sentences.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { Notification } from '@contract/orders.ts';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { db } from '@/offline/db.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM as FARM, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { testOrder } from '@/test/seller-order-fixtures.ts';
import { KALE, STANDING_ID, standingLine, testStandingOrder } from '@/test/standing-order-fixtures.ts';
import { comingWeekVolume } from './coming-week.ts';
import { axeViolations } from '@/test/axe.ts';

emptyOfflineDeviceEachTest();
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00.000Z')); // Monday 10:00 in Toronto
});
afterEach(() => {
  vi.useRealTimers();
});

const seller = testUser('Seller', { id: '44444444-4444-4444-8444-444444444444' });
const BUYER = '99999999-0000-4000-8000-000000000001';
const kale = (quantity: number) => standingLine({ product_id: KALE, product_name: 'Kale', product_name_fr: 'Chou frisé', grade: 'mid', quantity });

describe('comingWeekVolume', () => {
  const today = '2026-03-02';
  it('sums each product and grade over the deliveries due in the next 7 days', () => {
    const rows = comingWeekVolume(
      [
        // Thursday 5th only (the 12th is past the week): 10 kg carrots.
        testStandingOrder(BUYER, { id: 'a' }),
        // Tuesdays and Saturdays: the 3rd and the 7th, 2 x (5 kg carrots + 3 kale).
        testStandingOrder(BUYER, {
          id: 'b',
          cadence: 'weekdays',
          weekdays: [2, 6],
          start_date: '2026-03-01',
          lines: [standingLine({ quantity: 5 }), kale(3)],
        }),
        // Every 2 weeks from Feb 26th: the next is March 12th, outside the week.
        testStandingOrder(BUYER, { id: 'c', cadence: 'every_2_weeks', start_date: '2026-02-26', lines: [kale(100)] }),
      ],
      today,
    );
    expect(rows.map((r) => [r.product_name, r.grade, r.quantity, r.deliveries])).toEqual([
      ['Carrots', 'top', 20, 3],
      ['Kale', 'mid', 6, 2],
    ]);
  });

  it('leaves out skipped and paused deliveries, deliveries the server reported skipped or missed, cancelled and ended standing orders', () => {
    const days = testStandingOrder(BUYER, { id: 'b', cadence: 'weekdays', weekdays: [2, 4, 6], start_date: '2026-03-01', lines: [kale(1)] });
    const rows = comingWeekVolume(
      [
        { ...days, skip_dates: ['2026-03-03'] }, // Tue 3rd skipped: Thu 5th and Sat 7th left
        { ...days, id: 'p', paused_until: '2026-03-06' }, // paused until Friday: Sat 7th left
        {
          ...days,
          id: 'm',
          occurrences: [
            { date: '2026-03-03', outcome: 'missed', order_id: null, reason: null, detail: null, decided_at: '2026-03-03T00:00:00.000Z' },
          ],
        }, // Thu, Sat
        { ...days, id: 'x', status: 'cancelled' },
        { ...days, id: 'e', end_date: '2026-03-01' },
      ],
      today,
    );
    expect(rows.map((r) => [r.product_name, r.quantity, r.deliveries])).toEqual([['Kale', 5, 5]]);
  });

  it('nothing due: no row', () => {
    expect(comingWeekVolume([testStandingOrder(BUYER, { paused_until: '2026-04-01' })], today)).toEqual([]);
  });
});

describe('the farm', () => {
  it('/profiledashboard/subscription: the coming week and each standing order, read-only; axe finds nothing', async () => {
    await db.local_meta.put({ key: myFarmKey(seller.id), value: FARM });
    await db.sellers.put(testSeller(FARM, 'Green Acres'));
    await db.standing_orders.bulkPut([
      testStandingOrder(BUYER, { buyer_name: 'Bea Buyer', buyer_business: 'Bistro Bruno', lines: [standingLine(), kale(4)] }),
      testStandingOrder(BUYER, { id: 'other-farm', seller_id: 'someone-else', farm_name: 'Elsewhere' }),
    ]);
    const { container } = await renderRoute('/profiledashboard/subscription', { user: seller });
    const item = await screen.findByTestId('farm-standing-order');
    expect(screen.getAllByTestId('farm-standing-order')).toHaveLength(1);
    expect(within(item).getByRole('heading', { name: 'Bea Buyer · Bistro Bruno' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Every week on Thursday');
    expect(item).toHaveTextContent('Next delivery: Thursday, March 5, 2026');
    expect(item).toHaveTextContent('10 kg · Carrots · Top grade');
    expect(item).toHaveTextContent('Toronto, ON');
    expect(screen.getAllByTestId('coming-week-row').map((r) => r.textContent)).toEqual(['CarrotsTop gradeTop grade10 kg1', 'KaleMid gradeMid grade4 kg1']);
    expect(screen.queryByRole('button', { name: /Skip|Pause|Cancel/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('/standing-orders/{id} for the farm: the same facts without a button', async () => {
    await db.local_meta.put({ key: myFarmKey(seller.id), value: FARM });
    await db.standing_orders.put(testStandingOrder(BUYER, { buyer_name: 'Bea Buyer', buyer_business: null }));
    await renderRoute(`/standing-orders/${STANDING_ID}`, { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea Buyer' })).toBeInTheDocument();
    expect(screen.getAllByTestId('upcoming-delivery')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /Skip|Pause|Edit|Cancel|Accept/ })).not.toBeInTheDocument();
  });

  it("an order placed for a standing order carries the badge on the farm's list and page, and on the buyer's", async () => {
    await db.local_meta.put({ key: myFarmKey(seller.id), value: FARM });
    const order = testOrder(7, { standing_order_id: STANDING_ID });
    await db.orders.bulkPut([order, testOrder(8)]);
    await renderRoute('/seller/orders', { user: seller });
    const badges = await screen.findAllByTestId('standing-order-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveAttribute('href', `/standing-orders/${STANDING_ID}`);
    expect(badges[0]!.closest('[data-testid="seller-order"]')).toHaveTextContent('INV-000007');
  });

  it("the buyer's order page shows the badge", async () => {
    const buyer = testUser('Buyer', { id: BUYER });
    const order = testOrder(7, { standing_order_id: STANDING_ID });
    await db.orders.put(order);
    await renderRoute(`/orders/${order.id}`, { user: buyer });
    expect(await screen.findByTestId('standing-order-badge')).toHaveAttribute('href', `/standing-orders/${STANDING_ID}`);
    expect(screen.getByRole('link', { name: 'Repeat this order' })).toHaveAttribute('href', `/flexiblebuying?from=order&order=${order.id}#set-up`);
  });
});

describe('notifications', () => {
  const notice = (id: string, kind: Notification['kind'], params: Notification['params'], href: string): Notification => ({
    id,
    kind,
    params,
    href,
    order_id: null,
    read_at: null,
    created_at: '2026-03-02T14:00:00.000Z',
    version: 1,
  });

  it('says each standing order notice in words', async () => {
    await db.notifications.bulkPut([
      notice(
        'n1',
        'standing_placed',
        { farm: 'Maple Ridge Farm', date: '2026-03-05', invoice: 42, total: 5800, currency: 'CAD', price_changed: 1 },
        '/orders/o1',
      ),
      notice(
        'n2',
        'standing_failed',
        { farm: 'Maple Ridge Farm', date: '2026-03-05', reason: 'stock', product: 'Carrots', available: 3, unit: 'kg' },
        `/standing-orders/${STANDING_ID}`,
      ),
      notice('n3', 'standing_missed', { farm: 'Maple Ridge Farm', date: '2026-03-05' }, `/standing-orders/${STANDING_ID}`),
      notice(
        'n4',
        'standing_price_changed',
        { farm: 'Maple Ridge Farm', date: '2026-03-05', products: 'Carrots, Kale', count: 2 },
        `/standing-orders/${STANDING_ID}`,
      ),
      notice(
        'n5',
        'standing_created',
        { buyer: 'Bistro Bruno', cadence: 'every_2_weeks', first_date: '2026-03-05' },
        `/standing-orders/${STANDING_ID}`,
      ),
      notice('n6', 'standing_cancelled', {}, `/standing-orders/${STANDING_ID}`),
    ]);
    await renderRoute('/notifications', { user: testUser('Buyer') });
    const texts = (await screen.findAllByRole('link', { name: /standing order|delivery/i })).map((a) => a.querySelector('.block')?.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Your standing order from Maple Ridge Farm was placed for Thu, Mar 5: order INV-000042 — $58.00. Some prices changed since you last saw them.',
        'Your standing order from Maple Ridge Farm for Thu, Mar 5 could not be placed: Only 3 kg of Carrots left: lower the quantity or skip this delivery',
        'Your delivery from Maple Ridge Farm on Thu, Mar 5 was missed: it could not be placed in time',
        'Prices changed in your standing order from Maple Ridge Farm before the delivery of Thu, Mar 5: Carrots, Kale',
        'Bistro Bruno set up a standing order with your farm: every 2 weeks, first delivery Thu, Mar 5',
        'A buyer cancelled their standing order with your farm',
      ]),
    );
  });
});

