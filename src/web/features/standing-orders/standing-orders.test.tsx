// The buyer's standing orders through the real routes, on a device offline with a fixed clock: the list with the
// cadence in words, the next deliveries, today's prices and what moved; skip, undo, pause, resume, edit and cancel
// each change Dexie at once and queue one outbox entry; a refused change shows with its reason; recent outcomes with
// their fixes; the server's answer confirms the row; French; axe-clean renders of the list and the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { applierFor } from '@/offline/appliers.ts';
import { db } from '@/offline/db.ts';
import {
  STANDING_CANCEL_KIND,
  STANDING_CREATE_KIND,
  STANDING_PAUSE_KIND,
  STANDING_SKIP_KIND,
  STANDING_UPDATE_KIND,
} from '@/domain/standing-orders/standing-order-appliers.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM as FARM, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { CARROTS, KALE, STANDING_ID, standingLine, testStandingOrder } from '@/test/standing-order-fixtures.ts';
import { axeViolations } from '@/test/axe.ts';

emptyOfflineDeviceEachTest();
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00.000Z')); // Monday 10:00 in Toronto
});
afterEach(() => {
  vi.useRealTimers();
  activateTestLanguage('en');
});

const buyer = testUser('Buyer');
const bulk = testUser('BulkBuyer');
const pending = () => db.local_outbox.orderBy('seq').toArray();

async function onDevice(over: Parameters<typeof testStandingOrder>[1] = {}) {
  await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm', { delivery_days: [2, 4, 6], lead_days: 1, delivery_fee_minor: 800 }));
  await db.products.bulkPut([testProduct(CARROTS, 'Carrots', { name_fr: 'Carottes' }), testProduct(KALE, 'Kale')]);
  await db.standing_orders.put(testStandingOrder(buyer.id, over));
}

describe('/userdashboard/standing-orders', () => {
  it('lists each standing order: farm, cadence in words, next delivery, the next 4 deliveries, estimate; axe finds nothing', async () => {
    await onDevice();
    const { container } = await renderRoute('/userdashboard/standing-orders', { user: buyer });
    const card = await screen.findByTestId('standing-order');
    expect(within(card).getByRole('heading', { name: 'Maple Ridge Farm' })).toBeInTheDocument();
    expect(within(card).getByTestId('standing-cadence')).toHaveTextContent('Every week on Thursday');
    expect(within(card).getByTestId('next-delivery')).toHaveTextContent('Next delivery: Thursday, March 5, 2026');
    expect(
      within(card)
        .getAllByTestId('upcoming-delivery')
        .map((d) => d.querySelector('p')?.textContent),
    ).toEqual(['Thursday, March 5, 2026', 'Thursday, March 12, 2026', 'Thursday, March 19, 2026', 'Thursday, March 26, 2026']);
    expect(within(card).getAllByTestId('upcoming-delivery')[0]).toHaveTextContent('Ordered on Tuesday, March 3, 2026');
    // 10 kg x $5.00 + $8.00 delivery.
    expect(within(card).getByTestId('standing-estimate')).toHaveTextContent(
      "Estimated total per delivery at today's prices: $58.00 (delivery $8.00 included)",
    );
    expect(within(card).queryByTestId('price-changed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standing orders' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('skip and undo, pause until a date and resume, cancel: each shows at once and queues one entry', async () => {
    await onDevice();
    const { user } = await renderRoute('/userdashboard/standing-orders', { user: buyer });
    const card = await screen.findByTestId('standing-order');

    await user.click(within(card).getByRole('button', { name: 'Skip Thursday, March 5, 2026' }));
    expect(await within(card).findByRole('button', { name: 'Undo skip of Thursday, March 5, 2026' })).toBeInTheDocument();
    expect((await db.standing_orders.get(STANDING_ID))?.skip_dates).toEqual(['2026-03-05']);
    expect(within(card).getByTestId('next-delivery')).toHaveTextContent('Thursday, March 12, 2026');
    expect(within(card).getByTestId('standing-waiting')).toHaveTextContent('Waiting to be sent');
    await user.click(within(card).getByRole('button', { name: 'Undo skip of Thursday, March 5, 2026' }));
    await waitFor(async () => expect((await db.standing_orders.get(STANDING_ID))?.skip_dates).toEqual([]));

    await user.click(within(card).getByRole('button', { name: 'Pause until a date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause the standing order' });
    const date = within(dialog).getByLabelText('Start again on');
    await user.clear(date);
    await user.type(date, '2026-03-20');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(card).findByTestId('paused-until')).toHaveTextContent('Paused: deliveries start again on Friday, March 20, 2026.');
    expect(within(card).getByTestId('standing-state')).toHaveTextContent('Paused');
    expect(within(card).getAllByTestId('upcoming-delivery')[0]).toHaveTextContent('Paused');
    expect(within(card).getByTestId('next-delivery')).toHaveTextContent('Thursday, March 26, 2026');
    await user.click(within(card).getByRole('button', { name: 'Resume now' }));
    await waitFor(async () => expect((await db.standing_orders.get(STANDING_ID))?.paused_until).toBeNull());

    await user.click(within(card).getByRole('button', { name: 'Cancel standing order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the standing order from Maple Ridge Farm?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel standing order' }));
    await waitFor(() => expect(within(card).getByTestId('standing-state')).toHaveTextContent('Cancelled'));
    expect(within(card).queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();

    const path = (end: string) => `/standing-orders/${STANDING_ID}/${end}`;
    expect((await pending()).map((e) => [e.kind, e.method, e.path, e.body, e.entityKey])).toEqual([
      [STANDING_SKIP_KIND, 'POST', path('skip/'), { date: '2026-03-05', skip: true }, `standing_orders:${STANDING_ID}`],
      [STANDING_SKIP_KIND, 'POST', path('skip/'), { date: '2026-03-05', skip: false }, `standing_orders:${STANDING_ID}`],
      [STANDING_PAUSE_KIND, 'POST', path('pause/'), { until: '2026-03-20' }, `standing_orders:${STANDING_ID}`],
      [STANDING_PAUSE_KIND, 'POST', path('pause/'), { until: null }, `standing_orders:${STANDING_ID}`],
      [STANDING_CANCEL_KIND, 'POST', path('cancel/'), null, `standing_orders:${STANDING_ID}`],
    ]);
    expect((await db.standing_orders.get(STANDING_ID))?.status).toBe('cancelled');
  });

  it('a delivery already being placed cannot be skipped', async () => {
    vi.setSystemTime(new Date('2026-03-03T15:00:00.000Z')); // Tuesday: Thursday's order is placed today
    await onDevice();
    await renderRoute('/userdashboard/standing-orders', { user: buyer });
    const [first, second] = await screen.findAllByTestId('upcoming-delivery');
    expect(first).toHaveTextContent('Being placed with the farm');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Skip Thursday, March 12, 2026' })).toBeInTheDocument();
  });

  it("a price moved since the buyer last saw it: was and now, the estimate at today's price, and accepting it queues the lines", async () => {
    await onDevice({
      lines: [
        standingLine(),
        standingLine({ product_id: KALE, product_name: 'Kale', product_name_fr: null, grade: 'mid', quantity: 4, unit_price_minor: 400 }),
      ],
    });
    await db.products.put(testProduct(CARROTS, 'Carrots', { grades: [{ grade: 'top', price_minor: 550, stock: 40 }] }));
    const { user } = await renderRoute('/userdashboard/standing-orders', { user: buyer });
    const card = await screen.findByTestId('standing-order');
    const changed = await within(card).findAllByTestId('price-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toHaveTextContent('Price changed since you last saw it: was $5.00, now $5.50');
    expect(changed[0]!.closest('li')).toHaveTextContent('10 kg · Carrots');
    // 10 x $5.50 + 4 x $4.00 + $8.00.
    expect(within(card).getByTestId('standing-estimate')).toHaveTextContent('$79.00');
    await user.click(within(card).getByRole('button', { name: 'Accept the new prices' }));
    await waitFor(() => expect(within(card).queryByTestId('price-changed')).not.toBeInTheDocument());
    expect(await pending()).toMatchObject([
      {
        kind: STANDING_UPDATE_KIND,
        method: 'PATCH',
        path: `/standing-orders/${STANDING_ID}/`,
        body: {
          lines: [
            { product_id: CARROTS, grade: 'top', quantity: 10, unit_price_minor: 550 },
            { product_id: KALE, grade: 'mid', quantity: 4, unit_price_minor: 400 },
          ],
        },
      },
    ]);
  });

  it('recent outcomes: placed with its order, and why a delivery was not placed with the fix in words', async () => {
    await onDevice({
      occurrences: [
        {
          date: '2026-02-26',
          outcome: 'failed',
          reason: 'stock',
          order_id: null,
          detail: { product: 'Carrots', available: 3, unit: 'kg' },
          decided_at: '2026-02-24T12:00:00.000Z',
        },
        {
          date: '2026-02-19',
          outcome: 'failed',
          reason: 'farm_closed',
          order_id: null,
          detail: { next_day: '2026-02-21' },
          decided_at: '2026-02-17T12:00:00.000Z',
        },
        {
          date: '2026-02-12',
          outcome: 'failed',
          reason: 'below_minimum',
          order_id: null,
          detail: { min: 5000, missing: 1200 },
          decided_at: '2026-02-10T12:00:00.000Z',
        },
        { date: '2026-02-05', outcome: 'placed', reason: null, order_id: 'o-1', detail: null, decided_at: '2026-02-03T12:00:00.000Z' },
        { date: '2026-01-29', outcome: 'missed', reason: null, order_id: null, detail: null, decided_at: '2026-01-29T12:00:00.000Z' },
      ],
    });
    const { container } = await renderRoute(`/standing-orders/${STANDING_ID}`, { user: buyer });
    const outcomes = await screen.findAllByTestId('outcome');
    expect(outcomes.map((o) => o.textContent)).toEqual([
      'Feb 26, 2026: not placed. Only 3 kg of Carrots left: lower the quantity or skip this delivery',
      'Feb 19, 2026: not placed. The farm no longer delivers on Thursdays: nearest delivery day Sat, Feb 21',
      "Feb 12, 2026: not placed. Below the farm's minimum of $50.00: add $12.00",
      'Feb 5, 2026: placed, see the order',
      'Jan 29, 2026: missed: it could not be placed in time',
    ]);
    expect(within(outcomes[3]!).getByRole('link')).toHaveAttribute('href', '/orders/o-1');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a change the server refused shows with its reason, to retry or discard', async () => {
    await onDevice();
    await db.local_outbox.add({
      id: 'e1',
      kind: STANDING_SKIP_KIND,
      label: 'Skip the delivery of Thursday, March 5, 2026 from Maple Ridge Farm',
      method: 'POST',
      path: `/standing-orders/${STANDING_ID}/skip/`,
      body: { date: '2026-03-05', skip: true },
      userId: buyer.id,
      lang: 'en',
      createdAt: 1,
      state: 'rejected',
      attempts: 1,
      lastError: 'This delivery has already been placed or decided',
      lastStatus: 409,
      nextAttemptAt: 1,
      entityKey: `standing_orders:${STANDING_ID}`,
    });
    const { user } = await renderRoute('/userdashboard/standing-orders', { user: buyer });
    const refused = await screen.findByTestId('standing-refused');
    expect(refused).toHaveTextContent(
      'Not saved: Skip the delivery of Thursday, March 5, 2026 from Maple Ridge Farm. This delivery has already been placed or decided',
    );
    await user.click(within(refused).getByRole('button', { name: /^Retry/ }));
    await waitFor(async () => expect((await db.local_outbox.get({ id: 'e1' }))?.state).toBe('pending'));
  });

  it('the edit form sends only what changed', async () => {
    await onDevice();
    const { user } = await renderRoute(`/standing-orders/${STANDING_ID}?edit=true`, { user: buyer });
    const form = await screen.findByTestId('edit-standing-order');
    const quantity = within(form).getByLabelText('Quantity (kg)');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(form).getByRole('radio', { name: 'Every 2 weeks' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByTestId('edit-standing-order')).not.toBeInTheDocument());
    expect(await pending()).toMatchObject([
      {
        kind: STANDING_UPDATE_KIND,
        method: 'PATCH',
        body: { cadence: 'every_2_weeks', lines: [{ product_id: CARROTS, grade: 'top', quantity: 12, unit_price_minor: 500 }] },
      },
    ]);
    expect(Object.keys((await pending())[0]!.body as object).sort()).toEqual(['cadence', 'lines']);
    await waitFor(() => expect(screen.getByTestId('standing-cadence')).toHaveTextContent('Every 2 weeks on Thursday'));
  });

  it("the server's answer replaces the waiting row, and no pull is needed", async () => {
    await db.standing_orders.put({ ...testStandingOrder(buyer.id), local: 'waiting', version: 0 });
    const server = testStandingOrder(buyer.id, { buyer_name: 'Ada F.', version: 2 });
    const entry = { id: 'x', kind: STANDING_CREATE_KIND, entityKey: `standing_orders:${STANDING_ID}` } as Parameters<
      ReturnType<typeof applierFor>
    >[0]['entry'];
    const settled = await applierFor(STANDING_CREATE_KIND)({ db, entry, response: { data: server } });
    expect(settled).toBe(true);
    expect(await db.standing_orders.get(STANDING_ID)).toEqual(server);
  });

  it('BulkBuyer: the same list on /profiledashboard/subscription; in French', async () => {
    activatePendingFrench();
    await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm', { delivery_days: [2, 4, 6], lead_days: 1 }));
    await db.products.put(testProduct(CARROTS, 'Carrots', { name_fr: 'Carottes', grades: [{ grade: 'top', price_minor: 550, stock: 40 }] }));
    await db.standing_orders.put(testStandingOrder(bulk.id));
    await renderRoute('/profiledashboard/subscription', { user: bulk });
    const card = await screen.findByTestId('standing-order');
    expect(screen.getByRole('heading', { name: 'Commandes récurrentes' })).toBeInTheDocument();
    expect(within(card).getByTestId('standing-cadence')).toHaveTextContent('Chaque semaine le jeudi');
    expect(
      within(card)
        .getByTestId('price-changed')
        .textContent?.replace(/[\u00a0\u202f]/g, ' '),
    ).toBe('Le prix a changé depuis votre dernière consultation : 5,00 $ avant, 5,50 $ maintenant');
    expect(within(card).getByRole('button', { name: 'Suspendre jusqu’à une date' })).toBeInTheDocument();
    act(() => activateTestLanguage('en'));
  });
});
