// The default payment provider records every call and moves no money: what a card driver would be asked, written
// down beside the change it serves (in the caller's transaction), never a charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { paymentProviderEvents } from '../db/schema/money-jobs.ts';
import { createProduct } from '../test/catalogue-fixtures.ts';
import { createTestApp, registerAccount, type TestApp } from '../test/harness.ts';
import { insertOrder, sellerAccount } from '../test/orders-fixture.ts';
import { paymentProviderFor } from './drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the recording payment provider', () => {
  it('is the default and the only driver: every call is recorded, nothing is moved, a webhook body is never kept', async () => {
    expect(parseConfig({}).paymentProvider).toBe('recording');
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow();
    const provider = paymentProviderFor('recording');
    const db = t.database.db;
    const farm = await sellerAccount(t);
    const buyer = await registerAccount(t.app);
    const { id: orderId } = await insertOrder(db, { buyerId: buyer.user.id, sellerId: farm.farm.sellerId, lines: [{ productId: await createProduct(db, farm.farm) }] });
    const results = [
      await provider.authorise(db, { orderId, amountMinor: 4599, currency: 'CAD' }),
      await provider.capture(db, { orderId, amountMinor: 4599, currency: 'CAD', authorisation: null }),
      await provider.refund(db, { orderId, problemId: null, amountMinor: 500, currency: 'CAD' }),
      await provider.handleWebhook(db, { headers: {}, rawBody: '{"card":"4242424242424242"}' }),
    ].map(({ action, status, movedMinor }) => ({ action, status, movedMinor }));
    expect(results).toEqual([
      { action: 'authorise', status: 'recorded', movedMinor: 0 },
      { action: 'capture', status: 'recorded', movedMinor: 0 },
      { action: 'refund', status: 'recorded', movedMinor: 0 },
      { action: 'webhook', status: 'recorded', movedMinor: 0 },
    ]);
    const rows = await db.select().from(paymentProviderEvents);
    // Rows written in the same millisecond have no order between them: compared as a set.
    expect(rows.map((r) => [r.provider, r.action, r.movedMinor]).sort()).toEqual([
      ['recording', 'authorise', 0],
      ['recording', 'capture', 0],
      ['recording', 'refund', 0],
      ['recording', 'webhook', 0],
    ]);
    const webhook = rows.find((r) => r.action === 'webhook')!;
    expect(JSON.stringify(webhook.payload)).not.toContain('4242');
    expect(webhook.payload).toMatchObject({ bytes: 27 });
  });
});
