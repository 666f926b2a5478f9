// The money ledger's notices in words (notification-text.ts): a payment recorded, an invoice due soon and overdue
// (with the reminder job's params), an e-Transfer notice told to the farm and answered to the buyer; forms without
// the names; French.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Notification } from '@contract/orders.ts';
import { db } from '@/offline/db.ts';
import { emptyOfflineDeviceEachTest } from '@/test/catalogue-fixtures.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';

emptyOfflineDeviceEachTest();
afterEach(() => activateTestLanguage('en'));

const notice = (id: string, kind: Notification['kind'], params: Notification['params'], href = '/statements'): Notification => ({
  id,
  kind,
  params,
  href,
  order_id: null,
  read_at: null,
  created_at: `2026-03-0${id.slice(1)}T14:00:00.000Z`,
  version: 1,
});

const reminder = { invoice: 'INV-000012', invoice_number: 12, farm_name: 'Green Acres', amount_minor: 4550, currency: 'CAD', due_date: '2026-03-25' };

async function sentences(): Promise<string[]> {
  await db.notifications.bulkPut([
    notice('n1', 'payment_recorded', { farm: 'Green Acres', amount: 15000, currency: 'CAD' }),
    notice('n2', 'invoice_due_soon', reminder),
    notice('n3', 'invoice_overdue', { ...reminder, days_overdue: 8 }),
    notice('n4', 'invoice_overdue', { ...reminder, days_overdue: 1, farm_name: null }),
    notice('n5', 'etransfer_claimed', { buyer: 'Bistro Bea', amount: 5000, currency: 'CAD', reference: 'CA8HJ2K9' }, '/seller/money'),
    notice('n6', 'etransfer_answered', { farm: 'Green Acres', amount: 5000, currency: 'CAD', status: 'confirmed' }),
    notice('n7', 'etransfer_answered', { farm: 'Green Acres', amount: 3000, currency: 'CAD', status: 'rejected', note: 'Nothing with this reference' }),
    notice('n8', 'payment_recorded', {}),
  ]);
  await renderRoute('/notifications', { user: testUser('BulkBuyer') });
  await screen.findAllByRole('link', { name: /Green Acres/ });
  // French money has a no-break space before the $: compared with a plain one.
  return screen.getAllByRole('link').flatMap((a) => a.querySelector('.block')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? []);
}

describe('money notifications', () => {
  it('say each notice in words, with forms without the names', async () => {
    expect(await sentences()).toEqual(
      expect.arrayContaining([
        'Green Acres recorded your payment of $150.00',
        'Invoice INV-000012 from Green Acres is due Wed, Mar 25 — $45.50',
        'Invoice INV-000012 from Green Acres is 8 days overdue — $45.50',
        'Invoice INV-000012 is 1 day overdue — $45.50',
        'Bistro Bea says they sent an e-Transfer of $50.00: confirm it when it arrives (ref. CA8HJ2K9)',
        'Green Acres confirmed your e-Transfer of $50.00',
        'Green Acres did not find your e-Transfer of $30.00: Nothing with this reference',
        'Your payment was recorded',
      ]),
    );
  });

  it('in French', async () => {
    activatePendingFrench();
    expect(await sentences()).toEqual(
      expect.arrayContaining([
        'Green Acres a enregistré votre paiement de 150,00 $',
        'La facture INV-000012 de Green Acres a 8 jours de retard — 45,50 $',
        'Green Acres a confirmé votre virement Interac de 50,00 $',
      ]),
    );
  });
});
