// The notification feed: sentences made on the device in English and French (with missing params), the header's
// bell and its count, marking read (one and all) through the outbox, links to orders, and axe-clean renders.
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import type { Notification } from '@contract/orders.ts';
import { ORDER_PATHS } from '@contract/order-rules.ts';
import { db } from '@/offline/db.ts';
import { applierFor } from '@/offline/appliers.ts';
import { NOTIFICATION_READ_ALL_KIND, NOTIFICATION_READ_KIND } from '@/domain/notifications/notification-writes.ts';
import { emptyOfflineDeviceEachTest } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench, frenchMessages } from '@/test/pending-french.ts';
import { useNotificationText } from './notification-text.ts';
import { axeViolations } from '@/test/axe.ts';

emptyOfflineDeviceEachTest();
afterEach(() => activateTestLanguage('en'));

const ORDER = '44444444-4444-4444-8444-444444444444';
/** Two cores shared by many test runs: give Dexie's live queries time. */
const SLOW = { timeout: 5000 };

function notice(over: Partial<Notification> = {}): Notification {
  return {
    id: crypto.randomUUID(),
    kind: 'order_status',
    order_id: ORDER,
    params: {},
    href: `/orders/${ORDER}`,
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    version: 1,
    ...over,
  };
}

/** The French catalogue, as the app loads it (the .po through the Lingui plugin). */
function activateFrench(): void {
  i18n.load('fr', frenchMessages());
  i18n.activate('fr');
}

function texts(): (n: Pick<Notification, 'kind' | 'params' | 'href'>) => string {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useNotificationText(), { wrapper }).result.current;
}

const seller = (kind: Notification['kind'], params: Notification['params']) => ({ kind, params, href: `/seller/orders/${ORDER}` });
const buyer = (kind: Notification['kind'], params: Notification['params']) => ({ kind, params, href: `/orders/${ORDER}` });

describe('notification sentences', () => {
  it('tells each kind in English from its params', () => {
    const text = texts();
    expect(text(seller('order_placed', { invoice: 'INV-000042', buyer: 'Jane D.', total: 5420, currency: 'CAD' }))).toBe(
      'New order INV-000042 from Jane D. — $54.20',
    );
    expect(text(buyer('order_status', { invoice: 'INV-000042', farm: 'Maple Ridge Farm', status: 'out_for_delivery' }))).toBe(
      'Your order INV-000042 from Maple Ridge Farm is out for delivery',
    );
    expect(text(buyer('order_status', { invoice: 'INV-000042', farm: 'Maple Ridge Farm', status: 'accepted' }))).toBe(
      'Your order INV-000042 from Maple Ridge Farm was accepted',
    );
    expect(text(buyer('order_status', { invoice: 'INV-000042', farm: 'Maple Ridge Farm', status: 'ready_for_pickup' }))).toBe(
      'Your order INV-000042 from Maple Ridge Farm is ready for pickup',
    );
    expect(text(buyer('order_status', { invoice: 'INV-000042', farm: 'Maple Ridge Farm', status: 'rejected', reason: 'Hail took the crop' }))).toBe(
      'Your order INV-000042 from Maple Ridge Farm was rejected: Hail took the crop',
    );
    expect(text(seller('order_status', { invoice: 'INV-000042', buyer: 'Jane D.', status: 'cancelled', reason: 'Ordered twice' }))).toBe(
      'Jane D. cancelled order INV-000042: Ordered twice',
    );
    expect(text(seller('problem_reported', { invoice: 'INV-000042', buyer: 'Jane D.' }))).toBe('Jane D. reported a problem with order INV-000042');
    expect(text(buyer('problem_answered', { invoice: 'INV-000042', farm: 'Maple Ridge Farm', resolution: 'refund', amount: 1200, currency: 'CAD' }))).toBe(
      'Maple Ridge Farm answered your report on INV-000042: refund of $12.00',
    );
    expect(text(buyer('problem_answered', { invoice: 'INV-000042', farm: 'Maple Ridge Farm', resolution: 'credit', amount: 500 }))).toBe(
      'Maple Ridge Farm answered your report on INV-000042: credit of $5.00 on the next order',
    );
    expect(text(buyer('problem_answered', { invoice: 'INV-000042', farm: 'Maple Ridge Farm', resolution: 'declined' }))).toBe(
      'Maple Ridge Farm answered your report on INV-000042: declined',
    );
  });

  it('never says undefined or null when params are missing, empty or odd', () => {
    const text = texts();
    const cases: Array<[ReturnType<typeof seller>, string]> = [
      [seller('order_placed', {}), 'New order'],
      [seller('order_placed', { invoice: 42, buyer: null, total: 'lots' }), 'New order INV-000042'],
      [seller('order_placed', { buyer: '  ', total: 990, currency: 'XYZ' }), 'New order — $9.90'],
      [buyer('order_status', { status: 'delivered' }), 'Your order was delivered'],
      [buyer('order_status', { farm: 'Maple Ridge Farm', status: 'cancelled', reason: null }), 'Your order from Maple Ridge Farm was cancelled'],
      [buyer('order_status', { invoice: 'INV-000007' }), 'Your order INV-000007 was updated'],
      [seller('order_status', { status: 'cancelled' }), 'The buyer cancelled an order'],
      [seller('order_status', { invoice: 'INV-000007', status: 'accepted' }), 'Order INV-000007 was updated'],
      [seller('problem_reported', {}), 'A buyer reported a problem with an order'],
      [buyer('problem_answered', { resolution: 'refund' }), 'The farm answered your report: refund'],
      [buyer('problem_answered', { invoice: 'INV-000007' }), 'The farm answered your report on INV-000007'],
    ];
    for (const [n, expected] of cases) {
      const said = text(n);
      expect(said).toBe(expected);
      expect(said).not.toMatch(/undefined|null|NaN/);
    }
    expect(text({ kind: 'mystery' as Notification['kind'], params: {}, href: '/' })).toBe('You have a new notification');
  });

  it('tells each kind in French, with missing params too', () => {
    activateFrench();
    const said = texts();
    // Money in French has narrow no-break spaces: compare with plain ones.
    const text = (n: Parameters<typeof said>[0]) => said(n).replace(/[\u00a0\u202f]/g, ' ');
    expect(text(seller('order_placed', { invoice: 'INV-000042', buyer: 'Jane D.', total: 5420, currency: 'CAD' }))).toBe(
      'Nouvelle commande INV-000042 de Jane D. — 54,20 $',
    );
    expect(text(buyer('order_status', { invoice: 'INV-000042', farm: 'Ferme Maple Ridge', status: 'out_for_delivery' }))).toBe(
      'Votre commande INV-000042 auprès de Ferme Maple Ridge est en cours de livraison',
    );
    expect(text(buyer('order_status', { invoice: 'INV-000042', status: 'rejected', reason: 'Grêle' }))).toBe('Votre commande INV-000042 a été refusée : Grêle');
    expect(text(seller('order_status', { invoice: 'INV-000042', buyer: 'Jane D.', status: 'cancelled', reason: 'Doublon' }))).toBe(
      'Jane D. a annulé la commande INV-000042 : Doublon',
    );
    expect(text(seller('problem_reported', { invoice: 'INV-000042' }))).toBe('Un acheteur a signalé un problème avec la commande INV-000042');
    expect(text(buyer('problem_answered', { invoice: 'INV-000042', farm: 'Ferme Maple Ridge', resolution: 'refund', amount: 1200, currency: 'CAD' }))).toBe(
      'Ferme Maple Ridge a répondu à votre signalement sur la commande INV-000042 : remboursement de 12,00 $',
    );
    expect(text(buyer('order_status', {}))).toBe('Votre commande a été mise à jour');
  });
});

describe('bulk buying notification sentences', () => {
  const REQ = '55555555-5555-4555-8555-555555555555';
  const toFarm = (kind: Notification['kind'], params: Notification['params']) => ({ kind, params, href: `/seller/requests/${REQ}` });
  const toBuyer = (kind: Notification['kind'], params: Notification['params']) => ({ kind, params, href: `/buyer/request/${REQ}` });
  const full = { title: 'Carrots', farm: 'Maple Ridge Farm', buyer: 'Bistro Bruno', total: 44000, currency: 'CAD', invoice: 'INV-000051' };

  it('tells each kind in English from its params', () => {
    const text = texts();
    expect(text(toFarm('request_received', { title: 'Carrots', buyer: 'Bistro Bruno', quantity: 200, unit: 'kg' }))).toBe('New produce request from Bistro Bruno: 200 kg of Carrots');
    expect(text(toBuyer('quote_received', full))).toBe('Maple Ridge Farm sent a quote for Carrots — $440.00');
    expect(text(toFarm('quote_countered', full))).toBe('Bistro Bruno made a counter-offer on Carrots — $440.00');
    expect(text(toBuyer('quote_revised', full))).toBe('Maple Ridge Farm revised its quote for Carrots — $440.00');
    expect(text(toFarm('quote_accepted', full))).toBe('Bistro Bruno accepted your quote for Carrots: order INV-000051 — $440.00');
    expect(text(toBuyer('quote_accepted', full))).toBe('Maple Ridge Farm accepted your counter-offer for Carrots: order INV-000051 — $440.00');
    expect(text(toFarm('quote_declined', { ...full, reason: 'Too dear' }))).toBe('Bistro Bruno declined your quote for Carrots: Too dear');
    expect(text(toBuyer('quote_declined', { ...full, reason: 'No longer growing' }))).toBe('Maple Ridge Farm declined your counter-offer for Carrots: No longer growing');
    expect(text(toBuyer('quote_withdrawn', { ...full, reason: 'Frost' }))).toBe('Maple Ridge Farm withdrew its quote for Carrots: Frost');
    expect(text(toFarm('quote_closed', { title: 'Carrots', buyer: 'Bistro Bruno', reason: 'other_quote_accepted' }))).toBe(
      'Your quote to Bistro Bruno for Carrots was closed: The buyer chose another offer',
    );
    expect(text(toFarm('quote_closed', { title: 'Carrots', reason: 'request_expired' }))).toBe('Your quote for Carrots was closed: The delivery date passed');
    expect(text(toBuyer('request_expired', { title: 'Carrots' }))).toBe('Your request for Carrots expired without an accepted quote');
  });

  it('has a form without each missing param and never says undefined', () => {
    const text = texts();
    const cases: Array<[ReturnType<typeof toFarm>, string]> = [
      [toFarm('request_received', {}), 'New produce request'],
      [toFarm('request_received', { title: 'Carrots' }), 'New produce request: Carrots'],
      [toFarm('request_received', { buyer: 'Bistro Bruno', quantity: 200 }), 'New produce request from Bistro Bruno'],
      [toFarm('request_received', { title: 'Carrots', quantity: 'many', unit: 'kg' }), 'New produce request: Carrots'],
      [toBuyer('quote_received', {}), 'New quote on your request'],
      [toBuyer('quote_received', { title: 'Carrots', total: 'x' }), 'New quote for Carrots'],
      [toBuyer('quote_received', { farm: 'Maple Ridge Farm', total: 500 }), 'Maple Ridge Farm sent a quote — $5.00'],
      [toFarm('quote_countered', {}), 'The buyer made a counter-offer on your quote'],
      [toFarm('quote_countered', { buyer: 'Bistro Bruno' }), 'Bistro Bruno made a counter-offer on your quote'],
      [toFarm('quote_countered', { title: 'Carrots' }), 'The buyer made a counter-offer on Carrots'],
      [toBuyer('quote_revised', {}), 'The farm revised its quote'],
      [toBuyer('quote_revised', { farm: 'Maple Ridge Farm' }), 'Maple Ridge Farm revised its quote'],
      [toBuyer('quote_revised', { title: 'Carrots' }), 'The farm revised its quote for Carrots'],
      [toFarm('quote_accepted', {}), 'The buyer accepted your quote'],
      [toFarm('quote_accepted', { buyer: 'Bistro Bruno' }), 'Bistro Bruno accepted your quote'],
      [toFarm('quote_accepted', { title: 'Carrots', invoice: 51 }), 'The buyer accepted your quote for Carrots: order INV-000051'],
      [toBuyer('quote_accepted', {}), 'The farm accepted your counter-offer'],
      [toBuyer('quote_accepted', { farm: 'Maple Ridge Farm' }), 'Maple Ridge Farm accepted your counter-offer'],
      [toBuyer('quote_accepted', { title: 'Carrots' }), 'The farm accepted your counter-offer for Carrots'],
      [toFarm('quote_declined', {}), 'The buyer declined your quote'],
      [toFarm('quote_declined', { buyer: 'Bistro Bruno', reason: null }), 'Bistro Bruno declined your quote'],
      [toFarm('quote_declined', { title: 'Carrots' }), 'The buyer declined your quote for Carrots'],
      [toBuyer('quote_declined', {}), 'The farm declined your counter-offer'],
      [toBuyer('quote_declined', { farm: 'Maple Ridge Farm' }), 'Maple Ridge Farm declined your counter-offer'],
      [toBuyer('quote_declined', { title: 'Carrots' }), 'The farm declined your counter-offer for Carrots'],
      [toBuyer('quote_withdrawn', {}), 'A farm withdrew its quote'],
      [toBuyer('quote_withdrawn', { farm: 'Maple Ridge Farm' }), 'Maple Ridge Farm withdrew its quote'],
      [toBuyer('quote_withdrawn', { title: 'Carrots', reason: '  ' }), 'A farm withdrew its quote for Carrots'],
      [toFarm('quote_closed', {}), 'Your quote was closed'],
      [toFarm('quote_closed', { buyer: 'Bistro Bruno', reason: 'mystery' }), 'Your quote to Bistro Bruno was closed'],
      [toFarm('quote_closed', { reason: 'request_closed' }), 'Your quote was closed: The buyer closed the request'],
      [toBuyer('request_expired', {}), 'Your request expired without an accepted quote'],
    ];
    for (const [n, expected] of cases) {
      const said = text(n);
      expect(said).toBe(expected);
      expect(said).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('tells each kind in French, with missing params too', () => {
    activatePendingFrench();
    const said = texts();
    const text = (n: Parameters<typeof said>[0]) => said(n).replace(/[\u00a0\u202f]/g, ' ');
    const fr = { ...full, title: 'Carottes', farm: 'Ferme Maple Ridge' };
    expect(text(toFarm('request_received', { title: 'Carottes', buyer: 'Bistro Bruno', quantity: 200, unit: 'kg' }))).toBe(
      'Nouvelle demande de produits de Bistro Bruno : 200 kg de Carottes',
    );
    expect(text(toFarm('request_received', {}))).toBe('Nouvelle demande de produits');
    expect(text(toBuyer('quote_received', fr))).toBe('Ferme Maple Ridge a envoyé une soumission pour Carottes — 440,00 $');
    expect(text(toBuyer('quote_received', {}))).toBe('Nouvelle soumission pour votre demande');
    expect(text(toFarm('quote_countered', fr))).toBe('Bistro Bruno a fait une contre-offre pour Carottes — 440,00 $');
    expect(text(toFarm('quote_countered', {}))).toBe('L’acheteur a fait une contre-offre sur votre soumission');
    expect(text(toBuyer('quote_revised', fr))).toBe('Ferme Maple Ridge a révisé sa soumission pour Carottes — 440,00 $');
    expect(text(toBuyer('quote_revised', {}))).toBe('La ferme a révisé sa soumission');
    expect(text(toFarm('quote_accepted', fr))).toBe('Bistro Bruno a accepté votre soumission pour Carottes : commande INV-000051 — 440,00 $');
    expect(text(toBuyer('quote_accepted', { farm: 'Ferme Maple Ridge' }))).toBe('Ferme Maple Ridge a accepté votre contre-offre');
    expect(text(toFarm('quote_declined', { title: 'Carottes', reason: 'Trop cher' }))).toBe('L’acheteur a refusé votre soumission pour Carottes : Trop cher');
    expect(text(toBuyer('quote_declined', {}))).toBe('La ferme a refusé votre contre-offre');
    expect(text(toBuyer('quote_withdrawn', { farm: 'Ferme Maple Ridge', reason: 'Gel' }))).toBe('Ferme Maple Ridge a retiré sa soumission : Gel');
    expect(text(toFarm('quote_closed', { title: 'Carottes', buyer: 'Bistro Bruno', reason: 'other_quote_accepted' }))).toBe(
      'Votre soumission à Bistro Bruno pour Carottes a été fermée : L’acheteur a choisi une autre offre',
    );
    expect(text(toFarm('quote_closed', {}))).toBe('Votre soumission a été fermée');
    expect(text(toBuyer('request_expired', { title: 'Carottes' }))).toBe('Votre demande de Carottes a expiré sans soumission acceptée');
    expect(text(toBuyer('request_expired', {}))).toBe('Votre demande a expiré sans soumission acceptée');
  });
});

describe('/notifications', () => {
  it('lists the feed newest first, unread ones said so, with relative times; axe finds nothing', async () => {
    await db.notifications.bulkPut([
      notice({ id: 'a', params: { invoice: 'INV-000001', farm: 'Maple Ridge Farm', status: 'delivered' }, read_at: '2026-01-01T00:00:00.000Z', created_at: new Date(Date.now() - 2 * 3600_000).toISOString() }),
      notice({ id: 'b', params: { invoice: 'INV-000002', farm: 'Maple Ridge Farm', status: 'accepted' } }),
    ]);
    const { container } = await renderRoute('/notifications', { user: testUser('Buyer') });
    const list = await screen.findByRole('list', { name: 'Notifications' }, SLOW);
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Unread: Your order INV-000002 from Maple Ridge Farm was accepted5 minutes ago',
      'Your order INV-000001 from Maple Ridge Farm was delivered2 hours ago',
    ]);
    expect(links[0]).toHaveAttribute('href', `/orders/${ORDER}`);
    expect(screen.getByRole('main').querySelector('[role="status"]')).toHaveTextContent('1 unread');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks one read through the outbox at once and opens its order', async () => {
    await db.notifications.put(notice({ id: 'n1', kind: 'order_placed', params: { invoice: 'INV-000009', buyer: 'Jane D.' }, href: `/seller/orders/${ORDER}` }));
    const { user, router } = await renderRoute('/notifications', { user: testUser('Seller') });
    await user.click(await screen.findByRole('link', { name: /New order INV-000009 from Jane D\./ }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/seller/orders/${ORDER}`), SLOW);
    expect((await db.notifications.get('n1'))?.read_at).toEqual(expect.any(String));
    const entries = await db.local_outbox.toArray();
    expect(entries).toMatchObject([{ kind: NOTIFICATION_READ_KIND, method: 'POST', path: ORDER_PATHS.notificationRead('n1'), entityKey: 'notifications:n1' }]);
  });

  it('marks all read with one call, and the bell goes to 0', async () => {
    await db.notifications.bulkPut([notice({ id: 'x' }), notice({ id: 'y' }), notice({ id: 'z', read_at: '2026-01-01T00:00:00.000Z' })]);
    const { user } = await renderRoute('/notifications', { user: testUser('BulkBuyer') });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Notifications, 2 unread' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await within(banner).findByRole('link', { name: 'Notifications, 0 unread' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.getByRole('main').querySelector('[role="status"]')).toHaveTextContent('All caught up');
    expect(screen.queryByText('Unread:')).toBeNull();
    expect(await db.local_outbox.toArray()).toMatchObject([{ kind: NOTIFICATION_READ_ALL_KIND, method: 'POST', path: ORDER_PATHS.notificationsReadAll }]);
    expect(await db.notifications.filter((n) => !n.read_at).count()).toBe(0);
  });

  it('says when there is nothing yet; axe finds nothing', async () => {
    const { container } = await renderRoute('/notifications', { user: testUser('Seller') });
    expect(await screen.findByText('No notifications yet', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the bell and the links to orders', () => {
  it('shows every signed-in role the unread count, 9+ above nine, and links to the feed', async () => {
    await db.notifications.bulkPut(Array.from({ length: 12 }, (_, i) => notice({ id: `n${i}` })));
    await renderRoute('/dashboard/seller', { user: testUser('Seller') });
    const banner = screen.getAllByRole('banner')[0]!;
    const bell = await within(banner).findByRole('link', { name: 'Notifications, 12 unread' }, SLOW);
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByText('9+')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/seller/orders');
  });

  it('shows a small count as it is and gives buyers My orders in the profile menu', async () => {
    await db.notifications.bulkPut([notice({ id: 'one' }), notice({ id: 'two' }), notice({ id: 'three' })]);
    const { user } = await renderRoute('/marketplace', { user: testUser('Buyer') });
    const banner = screen.getByRole('banner');
    expect(within(await within(banner).findByRole('link', { name: 'Notifications, 3 unread' }, SLOW)).getByText('3')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Account menu for Ada' }));
    expect(within(banner).getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
  });

  it('links the account dashboards to the orders and the feed', async () => {
    const sections = async (path: string, role: string) => {
      const rendered = await renderRoute(path, { user: testUser(role) });
      const nav = await screen.findByRole('navigation', { name: 'Account sections' }, SLOW);
      const links = Object.fromEntries(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]));
      rendered.unmount();
      return links;
    };
    expect(await sections('/userdashboard', 'Buyer')).toMatchObject({ 'My orders': '/orders', Notifications: '/notifications' });
    expect(await sections('/profiledashboard', 'BulkBuyer')).toMatchObject({ 'My orders': '/orders', Notifications: '/notifications' });
    const seller = await sections('/profiledashboard', 'Seller');
    expect(seller).toMatchObject({ Orders: '/seller/orders', Notifications: '/notifications' });
    expect(seller).not.toHaveProperty('My orders');
  });
});

describe('notification appliers', () => {
  it('keeps the row the server answered to a read', async () => {
    const local = notice({ id: 'r1', read_at: '2026-03-01T10:00:00.000Z' });
    await db.notifications.put(local);
    const server = { ...local, read_at: '2026-03-01T10:00:05.000Z', version: 2 };
    const entry = { id: 'e1', kind: NOTIFICATION_READ_KIND, entityKey: 'notifications:r1', createdAt: Date.now() } as Parameters<ReturnType<typeof applierFor>>[0]['entry'];
    await applierFor(NOTIFICATION_READ_KIND)({ db, entry, response: { data: server } });
    expect(await db.notifications.get('r1')).toEqual(server);
  });

  it('after read-all, marks again what a pull brought back unread, but not notices that came later', async () => {
    const sent = Date.now();
    await db.notifications.bulkPut([
      notice({ id: 'old', created_at: new Date(sent - 60_000).toISOString() }),
      notice({ id: 'new', created_at: new Date(sent + 60_000).toISOString() }),
    ]);
    const entry = { id: 'e2', kind: NOTIFICATION_READ_ALL_KIND, entityKey: null, createdAt: sent } as Parameters<ReturnType<typeof applierFor>>[0]['entry'];
    await applierFor(NOTIFICATION_READ_ALL_KIND)({ db, entry, response: { data: { updated: 1 } } });
    expect((await db.notifications.get('old'))?.read_at).toEqual(expect.any(String));
    expect((await db.notifications.get('new'))?.read_at).toBeNull();
  });
});
